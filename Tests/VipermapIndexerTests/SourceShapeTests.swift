import Foundation
import SwiftParser
import SwiftSyntax
import Testing

/// The link engine's and the facts step's sources stay readable (issue 39): no file over 600 lines, no function,
/// initializer or accessor body over 80. Read with swift-syntax, so a brace in a string or a comment does not count.
@Suite struct SourceShapeTests {
    static let indexer = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/VipermapIndexer")
    static let maximumFileLines = 600
    static let maximumBodyLines = 80

    /// The Swift files of `folder` under the indexer's sources, sorted.
    static func files(in folder: String) throws -> [URL] {
        let directory = indexer.appendingPathComponent(folder)
        return try FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "swift" }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
    }

    /// The functions (by name and line) of `source` whose body, braces included, spans more than `limit` lines.
    static func longBodies(in source: String, limit: Int) -> [String] {
        let tree = Parser.parse(source: source)
        let finder = BodyFinder(converter: SourceLocationConverter(fileName: "", tree: tree), limit: limit)
        finder.walk(tree)
        return finder.found
    }

    private final class BodyFinder: SyntaxVisitor {
        let converter: SourceLocationConverter
        let limit: Int
        var found: [String] = []
        init(converter: SourceLocationConverter, limit: Int) {
            (self.converter, self.limit) = (converter, limit)
            super.init(viewMode: .sourceAccurate)
        }
        func check(_ name: String, _ body: (some SyntaxProtocol)?) {
            guard let body else { return }
            let first = converter.location(for: body.positionAfterSkippingLeadingTrivia).line
            let last = converter.location(for: body.endPositionBeforeTrailingTrivia).line
            if last - first + 1 > limit { found.append("\(name) at line \(first): \(last - first + 1) lines") }
        }
        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
            check(node.name.text, node.body)
            return .visitChildren
        }
        override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
            check("init", node.body)
            return .visitChildren
        }
        override func visit(_ node: AccessorDeclSyntax) -> SyntaxVisitorContinueKind {
            check(node.accessorSpecifier.text, node.body)
            return .visitChildren
        }
        override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
            // A computed property's getter written without `get` (its braces are the accessor block's).
            if let block = node.accessorBlock, case .getter = block.accessors { check(node.pattern.trimmedDescription, block) }
            return .visitChildren
        }
    }

    @Test(arguments: ["Link", "Facts"])
    func noFileOrFunctionIsTooLong(folder: String) throws {
        let files = try Self.files(in: folder)
        #expect(files.count > 5)
        for file in files {
            let source = try String(contentsOf: file, encoding: .utf8)
            let lines = source.split(separator: "\n", omittingEmptySubsequences: false).count - (source.hasSuffix("\n") ? 1 : 0)
            #expect(lines <= Self.maximumFileLines, "\(folder)/\(file.lastPathComponent) has \(lines) lines")
            let long = Self.longBodies(in: source, limit: Self.maximumBodyLines)
            #expect(long.isEmpty, "\(folder)/\(file.lastPathComponent): \(long)")
        }
    }

    /// The check itself finds a long body, and counts a function's lines from its opening brace to its closing one.
    @Test func aBodyOverTheLimitIsFound() {
        // `short`: its braces and 78 statements, 80 lines; `long`'s getter: its braces, 79 statements and a return, 82.
        let statements = (1...79).map { "    let v\($0) = \($0)" }
        let source = "func short() {\n\(statements.dropLast().joined(separator: "\n"))\n}\nstruct S {\n    var long: Int {\n"
            + "\(statements.joined(separator: "\n"))\n        return 0\n    }\n}\n"
        #expect(Self.longBodies(in: source, limit: 80) == ["long at line 82: 82 lines"])
        #expect(Self.longBodies(in: source, limit: 79) == ["short at line 1: 80 lines", "long at line 82: 82 lines"])
        #expect(Self.longBodies(in: source, limit: 82).isEmpty)
    }
}
