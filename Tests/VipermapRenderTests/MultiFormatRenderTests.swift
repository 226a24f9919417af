import Foundation
import Testing
import VipermapModel
@testable import VipermapRender

/// Several formats drawn from one layout give exactly the pictures each format gives drawn alone, in process and
/// through the forked layout process (a graph over `inProcessLimit` with a time budget).
@Suite struct MultiFormatRenderTests {
    static let formats: [RenderFormat] = [.dot, .svg, .png, .pdf, .json, .mermaid]

    static func alone(_ map: AppMap, options: RenderOptions) throws -> [Data] {
        try formats.map { try MapRenderer.render(map, format: $0, options: options) }
    }

    @Test(arguments: [0.0, 60.0])
    func oneLayoutGivesTheSameBytesAsOneLayoutPerFormat(budget: Double) throws {
        // 60 modules and 120 routes: over the in-process limit, so a budget sends the layout to a child process.
        let map = FallbackTests.chain(modules: 60)
        let options = RenderOptions(layoutTimeout: budget, reportsToStandardError: false)
        let together = try MapRenderer.render(map, formats: Self.formats, options: options)
        let separate = try Self.alone(map, options: options)
        #expect(together.count == Self.formats.count)
        for (index, format) in Self.formats.enumerated() {
            #expect(together[index] == separate[index], "\(format.rawValue) differs when drawn with the other formats")
        }
        #expect(together[1].starts(with: Data("<?xml".utf8)))
        #expect(together[2].starts(with: Data([0x89, 0x50, 0x4E, 0x47])))
        #expect(together[3].starts(with: Data("%PDF".utf8)))
        #expect(String(decoding: together[1], as: UTF8.self).contains(">M59</text>"))
    }

    @Test func hostileNamesGiveTheSameBytesTogetherAndAlone() throws {
        let options = RenderOptions(reportsToStandardError: false)
        let map = TestMaps.hostile()
        #expect(try MapRenderer.render(map, formats: Self.formats, options: options) == Self.alone(map, options: options))
    }

    /// The forked child reports one picture per format, in order.
    @Test func theLayoutProcessReturnsEveryFormatInOrder() throws {
        let graph = try ViewGraph.make(from: FallbackTests.chain(modules: 70))
        let dot = DOTWriter.dot(for: graph, plan: LayoutPlan.choose(for: graph, engine: nil))
        let inChild = try Graphviz.shared.render(dot: dot, formats: ["svg", "json", "png"], engine: "dot", timeout: 60)
        let inProcess = try Graphviz.shared.render(dot: dot, formats: ["svg", "json", "png"], engine: "dot")
        #expect(inChild == inProcess)
        #expect(inChild.map { $0.prefix(1) } == [Data("<".utf8), Data("{".utf8), Data([0x89])])
    }

    @Test func anUnknownFormatIsRefusedBeforeAnyLayout() {
        #expect(throws: GraphvizError.unknownFormat("gif", valid: Graphviz.formats)) {
            try Graphviz.shared.render(dot: "digraph { a -> b }", formats: ["svg", "gif"], engine: "dot")
        }
    }
}

/// sfdp takes its starting positions from the C library's random generators; each layout resets them, so a view
/// comes out the same whatever the process laid out before, in process or in a layout process.
@Suite struct LayoutHistoryTests {
    @Test func anSfdpLayoutDoesNotDependOnEarlierLayouts() throws {
        let graph = try ViewGraph.make(from: FallbackTests.chain(modules: 30))
        let dot = DOTWriter.dot(for: graph, plan: LayoutPlan(engine: "sfdp", clustered: false, edgeLabels: false))
        let first = try Graphviz.shared.render(dot: dot, format: "svg", engine: "sfdp")
        _ = try Graphviz.shared.render(dot: "digraph { a -> b; b -> c; c -> a; c -> d }", format: "svg", engine: "sfdp")
        let second = try Graphviz.shared.render(dot: dot, format: "svg", engine: "sfdp")
        #expect(first == second)
        _ = try Graphviz.shared.render(dot: "digraph { x -> y; y -> z }", format: "svg", engine: "sfdp")
        let inChild = try Graphviz.shared.render(dot: dot, formats: ["svg"], engine: "sfdp", timeout: 60)[0]
        #expect(inChild == first)
    }
}
