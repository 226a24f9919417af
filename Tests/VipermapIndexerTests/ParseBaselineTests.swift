import Foundation
import Testing
import VipermapIndexer

/// The benchmark's floors (``ParseBaseline``): each mode reads the Swift files an index run would read, and only those.
@Suite struct ParseBaselineTests {
    @Test(arguments: [(false, false), (true, false), (false, true)])
    func everyModeCountsTheSwiftFilesAnIndexRunReads(visiting: Bool, extracting: Bool) throws {
        let fixture = try Fixture([
            "App/LoginRouter.swift": "final class LoginRouter {}\n",
            "App/Broken.swift": "struct {\n",
            "App/Notes.txt": "not Swift\n",
            "App/Main.storyboard": "<document/>\n",
            ".build/Hidden.swift": "struct Hidden {}\n",
        ])
        defer { fixture.remove() }
        let indexed = try Indexer.files(root: fixture.root).filter { $0.hasSuffix(".swift") }
        #expect(indexed == ["App/Broken.swift", "App/LoginRouter.swift"])
        let counted = try ParseBaseline.run(root: fixture.root, options: IndexOptions(jobs: 2),
                                            visitingEveryNode: visiting, extractingFacts: extracting)
        #expect(counted == indexed.count)
    }
}
