import Foundation
import SwiftParser
import SwiftSyntax

/// The floors an indexing run is measured against: read and parse every Swift file an index run would read,
/// with the same threads and nothing else (no cache, no link step; facts only when asked). For benchmarks only.
public enum ParseBaseline {
    /// Parses the files of `root` on ``IndexOptions/jobs`` threads; returns the number of files parsed.
    /// `visitingEveryNode`: also walk each tree with a `SyntaxVisitor` that visits every node once and does nothing
    /// but count tokens: the least an extraction that walks the whole tree, as the facts walk does, pays on top of
    /// the parse.
    /// `extractingFacts`: instead of the bare parse, work out each file's facts as an index run does
    /// (``FactExtractor/facts(path:data:)``: the checks before the parse, the parse and the facts walk) and drop them:
    /// what an index run pays before hashing, caching and linking.
    public static func run(root: URL, options: IndexOptions = IndexOptions(), visitingEveryNode: Bool = false, extractingFacts: Bool = false) throws -> Int {
        let files = try Indexer.discover(root: root, options: options).files.filter { $0.relativePath.hasSuffix(".swift") }
        let tokens = UnsafeMutableBufferPointer<Int>.allocate(capacity: files.count)
        tokens.initialize(repeating: 0)
        defer { tokens.deallocate() }
        FactsCollector.forEach(count: files.count, jobs: options.effectiveJobs) { index in
            guard let data = try? Data(contentsOf: files[index].url) else { return }
            if extractingFacts {
                // Counted like a parsed file (a file with no facts still counts): the facts cannot be optimised away.
                tokens[index] = FactExtractor.facts(path: files[index].relativePath, data: data).types.count + 1
                return
            }
            let tree: SourceFileSyntax = data.withUnsafeBytes { raw in
                Parser.parse(source: raw.bindMemory(to: UInt8.self))
            }
            // Touch the tree so the parse cannot be optimised away.
            tokens[index] = visitingEveryNode ? TokenCounter.count(tree) : tree.totalLength.utf8Length
        }
        return tokens.filter { $0 > 0 }.count
    }
}

/// Visits every node of a tree through `SyntaxVisitor`, the machinery ``FactsVisitor`` walks with, and only counts the
/// tokens.
private final class TokenCounter: SyntaxVisitor {
    private var count = 0

    /// The number of present tokens of `tree` (at least one: the end of the file).
    static func count(_ tree: SourceFileSyntax) -> Int {
        let counter = TokenCounter(viewMode: .sourceAccurate)
        counter.walk(tree)
        return counter.count
    }

    override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
        count += 1
        return .skipChildren
    }
}
