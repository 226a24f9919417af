import Foundation
import Testing
@testable import VipermapIndexer
import VipermapModel
import VipermapSynth

/// The link step works out per-file and per-module parts on several threads: the map it gives must not depend on
/// how many (every result is kept by position, and the serial part adds them in the same order).
@Suite struct LinkerThreadsTests {
    /// Facts of every file under `root`, in discovery order.
    static func facts(under root: URL) throws -> (facts: [FileFacts], projectFolders: Set<String>) {
        let discovery = try Indexer.discover(root: root, options: IndexOptions())
        let facts = try discovery.files.map { FactExtractor.facts(path: $0.relativePath, data: try Data(contentsOf: $0.url)) }
        return (facts, discovery.projectFolders)
    }

    static func link(_ input: (facts: [FileFacts], projectFolders: Set<String>), jobs: Int) -> AppMap {
        var linker = Linker(files: input.facts, projectFolders: input.projectFolders, rootName: "App", jobs: jobs)
        return linker.link()
    }

    @Test func positionsKeepTheirResultsOnAnyNumberOfThreads() {
        let expected = (0..<1_000).map { "item \($0 * 7 % 13)" }
        for jobs in [1, 2, 3, 8] {
            for chunk in [1, 7, 16, 2_000] {
                #expect(Linker.map(count: 1_000, jobs: jobs, chunk: chunk) { "item \($0 * 7 % 13)" } == expected, "jobs \(jobs) chunk \(chunk)")
            }
        }
        #expect(Linker.map(count: 0, jobs: 4) { $0 }.isEmpty)
    }

    @Test func routesSortedInTwoHalvesAreInTheirStableOrder() {
        // Many ties (same from/to/file, lines repeating) and routes equal but for their call sites: only a stable
        // sort keeps those in their first order.
        var routes: [Route] = []
        for index in 0..<1_500 {
            var route = Route(from: "M\(index % 7)", to: index % 5 == 0 ? nil : "T\(index % 3)", transition: index % 2 == 0 ? .push : .present,
                              trigger: nil, file: "F\(index % 4).swift", line: index % 11)
            route.triggeredBy = [CallSite(type: "C", method: "m\(index)", file: "f", line: index)]
            routes.append(route)
        }
        let expected = routes.sorted(by: <)
        for jobs in [1, 2, 4] {
            #expect(Linker.sortedRoutes(routes, jobs: jobs) == expected, "jobs \(jobs)")
        }
        #expect(Linker.sortedRoutes(Array(routes.prefix(3)), jobs: 2) == Array(routes.prefix(3)).sorted(by: <))
    }

    @Test func samplesLinkToTheSameMapOnAnyNumberOfThreads() throws {
        let input = try Self.facts(under: CacheTests.samples)
        let serial = Self.link(input, jobs: 1)
        #expect(serial.modules.count > 20)
        #expect(serial.routes.count > 20)
        for jobs in [2, 3, 8] {
            #expect(Self.link(input, jobs: jobs) == serial, "jobs \(jobs)")
        }
    }

    @Test func syntheticAppLinksToTheSameMapOnAnyNumberOfThreads() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("vipermap-link-threads-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let app = SyntheticApp(.init(modules: 120, seed: 42))
        _ = try app.write(to: root)
        let input = try Self.facts(under: root)
        let serial = Self.link(input, jobs: 1)
        #expect(serial.normalized().modules.map(\.id) == app.map.modules.map(\.id).sorted())
        #expect(serial.routes.count >= 120)
        for jobs in [2, 5] {
            #expect(Self.link(input, jobs: jobs) == serial, "jobs \(jobs)")
        }
    }
}
