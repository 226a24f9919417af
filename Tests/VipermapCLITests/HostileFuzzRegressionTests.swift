import Foundation
import Testing
import VipermapModel
@testable import VipermapIndexer

/// Every input the fuzzer (`make fuzz`) crashed on, kept in Fuzz/regressions, indexed end to end: the run
/// finishes, reports the file, and indexes the rest. The first byte of a fuzz input chose the reader
/// (even: Swift, odd: storyboard); the rest is the file.
@Suite struct HostileFuzzRegressionTests {
    static let folder = VipermapProcess.packageRoot.appendingPathComponent("Fuzz/regressions")

    static var inputs: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
    }

    @Test func thereAreRegressions() {
        #expect(Self.inputs.contains("storyboard-invalid-utf8-element-name"))
        #expect(Self.inputs.contains("swift-deep-parens-error-recovery"))
        #expect(Self.inputs.contains("swift-open-attribute-arguments"))
    }

    @Test(arguments: inputs)
    func regressionInputIsIndexedWithoutACrash(name: String) throws {
        let bytes = try Data(contentsOf: Self.folder.appendingPathComponent(name))
        let selector = try #require(bytes.first)
        let fileName = selector % 2 == 0 ? "Fuzzed.swift" : "Fuzzed.storyboard"
        let app = try ScratchApp(["Home.swift": ScratchApp.module("Home", router: ScratchApp.push("List")), "List.swift": ScratchApp.module("List")])
        defer { app.remove() }
        try app.write(bytes.dropFirst(), to: fileName)
        let (result, map) = try app.index()
        #expect(result.status == 0, "\(name): \(result.stderr.prefix(500))")
        #expect(!result.hasCrashTrace, "\(name)")
        let found = try #require(map)
        #expect(found.moduleIDSet.isSuperset(of: ["Home", "List"]))
        #expect(found.routePairs.contains("Home->List"))
    }

    @Test func invalidUTF8StoryboardIsReportedNotParsed() throws {
        let bytes = try Data(contentsOf: Self.folder.appendingPathComponent("storyboard-invalid-utf8-element-name"))
        let app = try ScratchApp(["Home.swift": ScratchApp.module("Home")])
        defer { app.remove() }
        try app.write(bytes.dropFirst(), to: "Main.storyboard")
        let (result, map) = try app.index()
        #expect(result.status == 0)
        #expect(result.stderr.contains("vipermap: warning: Main.storyboard is not a well-formed storyboard (it is not UTF-8 text); its scenes and segues were skipped.\n"))
        #expect(try #require(map).findings("malformedStoryboard").map(\.file) == ["Main.storyboard"])
    }

    /// Found by the release-build fuzzer as a slow unit: 823 bytes, `(` open 370 deep around labelled arguments.
    /// SwiftParser's error recovery took 14 s on it inside the fuzzer (38 s on a loaded machine); the nesting guard
    /// now refuses it before parsing, with the usual warning, in microseconds.
    @Test func deepParenthesesAreRefusedBeforeTheParser() throws {
        let bytes = try Data(contentsOf: Self.folder.appendingPathComponent("swift-deep-parens-error-recovery"))
        let facts = FactExtractor.facts(path: "Fuzzed.swift", data: Data(bytes.dropFirst()))
        #expect(facts.types.isEmpty)
        #expect(facts.problems == [ProblemFact(rule: "parseError", message: "Fuzzed.swift nests brackets too deeply to parse safely (over 12 `[`, 8 attribute argument lists or 128 brackets); it was skipped (hand-written Swift never does that).", line: nil)])
    }

    /// Found by the release-build fuzzer with 4 KB inputs as a 20 s timeout: 3,406 bytes of `var@build(…` left open,
    /// which SwiftParser's recovery took 4.2 s on in a release build (about 1.9 times longer for each one more). The
    /// guard now refuses it before parsing.
    @Test func openAttributeArgumentsAreRefusedBeforeTheParser() throws {
        let bytes = try Data(contentsOf: Self.folder.appendingPathComponent("swift-open-attribute-arguments"))
        let facts = FactExtractor.facts(path: "Fuzzed.swift", data: Data(bytes.dropFirst()))
        #expect(facts.types.isEmpty)
        #expect(facts.problems == [ProblemFact(rule: "parseError", message: "Fuzzed.swift nests brackets too deeply to parse safely (over 12 `[`, 8 attribute argument lists or 128 brackets); it was skipped (hand-written Swift never does that).", line: nil)])
    }

    /// Only attribute argument lists still open count, and only a `(` right after `@name`.
    @Test func attributeLimitCountsTheAttributeArgumentsStillOpen() {
        func tooDeep(_ text: String) -> Bool {
            Array(text.utf8).withUnsafeBufferPointer { NestingGuard.isTooDeep($0) }
        }
        #expect(NestingGuard.maximumAttributeDepth == 8)
        #expect(!tooDeep(String(repeating: "var@d(if,,,w {\n", count: 8)))
        #expect(tooDeep(String(repeating: "var@d(if,,,w {\n", count: 9)))
        #expect(tooDeep(String(repeating: "@available_2(", count: 9)))
        #expect(tooDeep(String(repeating: "@Ünïcode(", count: 9)))
        // Closed ones free their place; real attributes close at once.
        #expect(!tooDeep(String(repeating: "@available(iOS 13, *) @objc(name) func f() {}\n", count: 200)))
        #expect(!tooDeep(String(repeating: "@d(", count: 8) + ")" + "@d("))
        #expect(tooDeep(String(repeating: "@d(", count: 8) + "()" + "@d("))
        // A `(` that does not follow `@name` directly is an ordinary bracket.
        #expect(!tooDeep(String(repeating: "@d (", count: 20)))
        #expect(!tooDeep(String(repeating: "d(", count: 20)))
        #expect(!tooDeep(String(repeating: "@(", count: 20)))
        #expect(!tooDeep(String(repeating: "@d{", count: 20)))
        // The same above bracket level 64.
        #expect(tooDeep(String(repeating: "(", count: 70) + String(repeating: "@d(", count: 9)))
        #expect(!tooDeep(String(repeating: "(", count: 60) + String(repeating: "@d(", count: 8) + String(repeating: ")", count: 8) + String(repeating: "@d(", count: 8)))
    }

    /// The limit is exact: 128 open brackets are parsed, 129 are not.
    @Test func nestingLimitIsExact() {
        func tooDeep(_ depth: Int) -> Bool {
            let text = "let x = " + String(repeating: "(", count: depth) + "1" + String(repeating: ")", count: depth)
            return Array(text.utf8).withUnsafeBufferPointer { NestingGuard.isTooDeep($0) }
        }
        #expect(NestingGuard.maximumDepth == 128)
        #expect(!tooDeep(128))
        #expect(tooDeep(129))
    }

    /// Only `[` still open count toward the square limit, at any depth (the guard keeps one bit per open level, in
    /// two words: levels past 64 are checked too), whichever bracket closes them.
    @Test func squareLimitCountsTheSquaresStillOpen() {
        func tooDeep(_ text: String) -> Bool {
            Array(text.utf8).withUnsafeBufferPointer { NestingGuard.isTooDeep($0) }
        }
        let twelve = String(repeating: "[", count: 12), thirteen = String(repeating: "[", count: 13)
        #expect(NestingGuard.maximumSquareDepth == 12)
        #expect(!tooDeep(twelve))
        #expect(tooDeep(thirteen))
        #expect(!tooDeep(String(repeating: "[(", count: 12)))
        #expect(tooDeep(String(repeating: "([", count: 13)))
        // Closed squares free their place, whichever bracket closes them.
        #expect(!tooDeep(String(repeating: "[[[[]]]]", count: 100)))
        #expect(!tooDeep(twelve + String(repeating: ")", count: 12) + twelve))
        #expect(tooDeep(twelve + ")" + "[["))
        // The same above level 64, and across it.
        let deep = String(repeating: "(", count: 70)
        #expect(!tooDeep(deep + twelve))
        #expect(tooDeep(deep + thirteen))
        #expect(!tooDeep(String(repeating: "(", count: 58) + twelve + String(repeating: "]", count: 12) + twelve))
        #expect(tooDeep(String(repeating: "(", count: 58) + twelve + String(repeating: "}", count: 8) + String(repeating: "[", count: 9)))
        // Parentheses closed below a square do not free it.
        #expect(tooDeep("[" + String(repeating: "()", count: 50) + String(repeating: "[", count: 12)))
    }
}
