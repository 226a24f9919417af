import Foundation
import Testing
@testable import VipermapIndexer

/// The link's passes (``LinkPipeline``): the order docs/indexing.md gives, each with its reason.
@Suite struct LinkPipelineTests {
    static let indexing = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("docs/indexing.md")

    /// The rows of the table under "The link, pass by pass": pass name and reason.
    static func documentedPasses() throws -> [(name: String, why: String)] {
        let text = try String(contentsOf: indexing, encoding: .utf8)
        let section = try #require(text.components(separatedBy: "## The link, pass by pass").dropFirst().first)
        let body = section.components(separatedBy: "\n## ").first ?? section
        return body.split(separator: "\n").compactMap { line -> (String, String)? in
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count >= 5, cells[2].hasPrefix("`"), cells[2].hasSuffix("`") else { return nil }
            return (String(cells[2].dropFirst().dropLast()), cells[3])
        }
    }

    @Test func theDocumentedOrderIsTheOrderTheLinkRuns() throws {
        let documented = try Self.documentedPasses()
        #expect(documented.map(\.name) == LinkPipeline.passes.map(\.name))
        #expect(documented.map(\.why) == LinkPipeline.passes.map(\.why))
    }

    @Test func eachPassRunsOnceAndSaysWhy() {
        let names = LinkPipeline.passes.map(\.name)
        #expect(Set(names).count == names.count)
        #expect(LinkPipeline.passes.allSatisfy { !$0.why.isEmpty })
        #expect(names.first == "indexFacts")
        #expect(names.last == "addProblems")
        // Modules are formed before anything routes to them; routes are complete before launch reads them.
        let position = Dictionary(uniqueKeysWithValues: names.enumerated().map { ($1, $0) })
        #expect(position["formModules"]! < position["linkStoryboards"]!)
        #expect(position["containerScreens"]! < position["routeWalk"]!)
        #expect(position["routeWalk"]! < position["launchWalk"]!)
    }
}
