import Foundation
import SwiftParser
import SwiftSyntax

/// The floor an indexing run is measured against: read and parse every Swift file an index run would read,
/// with the same threads and nothing else (no facts, no cache, no link step). For benchmarks only.
public enum ParseBaseline {
    /// Parses the files of `root` on ``IndexOptions/jobs`` threads; returns the number of files parsed.
    public static func run(root: URL, options: IndexOptions = IndexOptions()) throws -> Int {
        let files = try Indexer.discover(root: root, options: options).files.filter { $0.relativePath.hasSuffix(".swift") }
        let tokens = UnsafeMutableBufferPointer<Int>.allocate(capacity: files.count)
        tokens.initialize(repeating: 0)
        defer { tokens.deallocate() }
        FactsCollector.forEach(count: files.count, jobs: options.effectiveJobs) { index in
            guard let data = try? Data(contentsOf: files[index].url) else { return }
            let tree: SourceFileSyntax = data.withUnsafeBytes { raw in
                Parser.parse(source: raw.bindMemory(to: UInt8.self))
            }
            // Touch the tree so the parse cannot be optimised away.
            tokens[index] = tree.totalLength.utf8Length
        }
        return tokens.filter { $0 > 0 }.count
    }
}
