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
        guard String(data: data, encoding: .utf8) != nil else {
            facts.problems.append(ProblemFact(rule: "notUTF8", message: "\(path) is not valid UTF-8; it was skipped. Re-save it as UTF-8 to index it.", line: nil))
            return facts
        }
        let tooDeep = data.withUnsafeBytes { NestingGuard.isTooDeep($0.bindMemory(to: UInt8.self)) }
        if tooDeep {
            facts.problems.append(ProblemFact(rule: "parseError", message: "\(path) nests brackets too deeply to parse safely (over \(NestingGuard.maximumSquareDepth) `[`, \(NestingGuard.maximumAttributeDepth) attribute argument lists or \(NestingGuard.maximumDepth) brackets); it was skipped (hand-written Swift never does that).", line: nil))
            return facts
        }
        let (tree, lines): (SourceFileSyntax, LineTable) = data.withUnsafeBytes { raw in
            let bytes = raw.bindMemory(to: UInt8.self)
            return (Parser.parse(source: bytes), LineTable(bytes))
        }
        let scanTokens = containsMarker(data)
        facts = FactsVisitor.collect(path: path, tree: tree, source: data, lines: lines, scanTokens: scanTokens)
        if tree.hasError, let line = firstErrorLine(tree, lines: lines) {
            facts.problems.append(ProblemFact(
                rule: "parseError",
                message: "\(path):\(line) does not parse as Swift; facts after the error may be missing.",
                line: line))
        }
        return facts
    }

    /// Cheap byte check (C `memchr` for the first byte, then a compare; `Data.range(of:)` cost a fifth of
    /// parsing): only files with `TODO`, `FIXME` or `<#` need the per-token pass.
    static func containsMarker(_ data: Data) -> Bool {
        data.withUnsafeBytes { raw in
            let bytes = raw.bindMemory(to: UInt8.self)
            return contains(bytes, "TODO") || contains(bytes, "FIXME") || contains(bytes, "<#")
        }
    }

    /// Whether `bytes` holds the ASCII `needle`.
    static func contains(_ bytes: UnsafeBufferPointer<UInt8>, _ needle: StaticString) -> Bool {
        guard let base = bytes.baseAddress, needle.utf8CodeUnitCount > 0 else { return false }
        let first = Int32(needle.utf8Start.pointee)
        let length = needle.utf8CodeUnitCount
        var offset = 0
        while offset + length <= bytes.count {
            guard let found = memchr(base + offset, first, bytes.count - offset - length + 1) else { return false }
            let position = UnsafePointer<UInt8>(found.assumingMemoryBound(to: UInt8.self))
            if memcmp(position, needle.utf8Start, length) == 0 { return true }
            offset = position - base + 1
        }
        return false
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
    private static func firstErrorLine(_ tree: SourceFileSyntax, lines: LineTable) -> Int? {
        for token in tree.tokens(viewMode: .all) {
            let isPlaceholder = token.text.hasPrefix("<#")
            let broken = token.presence == .missing
                || (token.tokenDiagnostic != nil && !isPlaceholder)
                || token.ancestorOrSelf(mapping: { $0.as(UnexpectedNodesSyntax.self) }) != nil
            if broken {
                return lines.line(at: token.positionAfterSkippingLeadingTrivia.utf8Offset)
            }
        }
        return nil
    }
}
