import Foundation
import Testing
import VipermapAnalysis
import VipermapIndexer
import VipermapModel

/// What every sample app's end-to-end suite shares: where the sample is, its analysed map, and routes
/// written as `"from -[transition: trigger]-> to"` (∅ for null).
protocol SampleSuite {
    /// The folder under `Samples/`.
    static var sampleName: String { get }
}

extension SampleSuite {
    static var root: URL {
        URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Samples/\(sampleName)")
    }

    static func map() throws -> AppMap {
        Analyzer.analyze(try Indexer.index(root: root, options: .forTests))
    }

    static func describe(_ route: Route) -> String {
        "\(route.from ?? "∅") -[\(route.transition.rawValue): \(route.trigger ?? "∅")]-> \(route.to ?? "∅")"
    }

    /// The one route with this description; records an issue when there are none or several.
    static func route(_ description: String, in map: AppMap) throws -> Route {
        let matches = map.routes.filter { describe($0) == description }
        #expect(matches.count == 1, "expected exactly one route \(description), found \(matches.count)")
        return try #require(matches.first)
    }
}
