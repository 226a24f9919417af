import Foundation
import SwiftParser
import SwiftSyntax

/// Turns one file's bytes into ``FileFacts``: parse once, walk once.
public enum FactExtractor {
    /// Facts of a file given its path relative to the root and its bytes. Never throws: a file that cannot be
    /// read as Swift gives facts with a problem, and the run goes on.
    public static func facts(path: String, data: Data) -> FileFacts {
        if path.hasSuffix(".storyboard") {
            return StoryboardReader.facts(path: path, data: data)
        }
        var facts = FileFacts(path: path)
        if containsNUL(data) {
            facts.problems.append(ProblemFact(rule: "binaryFile", message: "\(path) looks binary (it holds NUL bytes); it was skipped.", line: nil))
            return facts
        }
        guard let text = String(data: data, encoding: .utf8) else {
            facts.problems.append(ProblemFact(rule: "notUTF8", message: "\(path) is not valid UTF-8; it was skipped. Re-save it as UTF-8 to index it.", line: nil))
            return facts
        }
        let tooDeep = data.withUnsafeBytes { NestingGuard.isTooDeep($0.bindMemory(to: UInt8.self)) }
        if tooDeep {
            facts.problems.append(ProblemFact(rule: "parseError", message: "\(path) nests brackets too deeply to parse safely (over \(NestingGuard.maximumSquareDepth) `[` or \(NestingGuard.maximumDepth) brackets); it was skipped (hand-written Swift never does that).", line: nil))
            return facts
        }
        let tree: SourceFileSyntax = data.withUnsafeBytes { raw in
            Parser.parse(source: raw.bindMemory(to: UInt8.self))
        }
        let converter = lineConverter(path: path, text: text)
        let scanTokens = containsMarker(data)
        facts = FactsVisitor.collect(path: path, tree: tree, converter: converter, scanTokens: scanTokens)
        if tree.hasError, let line = firstErrorLine(tree, converter: converter) {
            facts.problems.append(ProblemFact(
                rule: "parseError",
                message: "\(path):\(line) does not parse as Swift; facts after the error may be missing.",
                line: line))
        }
        return facts
    }

    /// Only physical line numbers are read from the converter. Built from the text it scans bytes for line
    /// breaks; built from the tree (`init(fileName:tree:)`) it walks every token and trivia piece, which cost a
    /// third as much as parsing itself. The text initializer ignores `#sourceLocation`, which only changes
    /// presumed lines, never `.line`.
    /// (swift-syntax marks the text initializer deprecated in favour of the tree one; the one warning it gives
    /// is the price of a third of the parse time.)
    private static func lineConverter(path: String, text: String) -> SourceLocationConverter {
        SourceLocationConverter(file: path, source: text)
    }

    private static let markerNeedles = ["TODO", "FIXME", "<#"].map { Data($0.utf8) }

    /// Cheap byte check (Foundation's optimised search, fast in every build): only files with `TODO`, `FIXME` or
    /// `<#` need the per-token pass.
    static func containsMarker(_ data: Data) -> Bool {
        markerNeedles.contains { data.range(of: $0) != nil }
    }

    /// NUL bytes mean a binary file (C `memchr`).
    static func containsNUL(_ data: Data) -> Bool {
        data.withUnsafeBytes { raw in
            guard let base = raw.baseAddress else { return false }
            return memchr(base, 0, raw.count) != nil
        }
    }

    /// The line of the first real syntax error. Editor placeholders (`<#name#>`) make the tree report an
    /// error too, but they are template markers (recorded as such), not broken code.
    private static func firstErrorLine(_ tree: SourceFileSyntax, converter: SourceLocationConverter) -> Int? {
        for token in tree.tokens(viewMode: .all) {
            let isPlaceholder = token.text.hasPrefix("<#")
            let broken = token.presence == .missing
                || (token.tokenDiagnostic != nil && !isPlaceholder)
                || token.ancestorOrSelf(mapping: { $0.as(UnexpectedNodesSyntax.self) }) != nil
            if broken {
                return converter.location(for: token.positionAfterSkippingLeadingTrivia).line
            }
        }
        return nil
    }
}
