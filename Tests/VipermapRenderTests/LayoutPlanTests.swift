import Foundation
import Testing
import VipermapModel
import VipermapSynth
@testable import VipermapRender

/// The layout plan is decided from the graph alone, so the same map gives the same picture on every machine.
@Suite struct LayoutPlanTests {
    struct Case: Sendable, CustomStringConvertible {
        var modules: Int
        var routes: Int?
        var view: MapView
        var nodes: Int
        var edges: Int
        var plan: LayoutPlan
        var description: String { "\(modules) modules, \(view)" }
    }

    /// Big synthetic apps (seed 42), each view's size as the plan counts it and the plan it gets.
    static let cases: [Case] = [
        // The app of the determinism tests (FaultDeterminismTests): small and sparse enough for dot with everything.
        Case(modules: 60, routes: nil, view: .app, nodes: 61, edges: 151, plan: LayoutPlan(engine: "dot", clustered: true, edgeLabels: true)),
        // Too big for dot (over 250 nodes, 600 edges), and too many edges for labels.
        Case(modules: 2_000, routes: nil, view: .app, nodes: 2_001, edges: 5_001, plan: LayoutPlan(engine: "sfdp", clustered: false, edgeLabels: false)),
        // Small but dense (10 edges per node): dot took 33 s here, sfdp 0.1 s.
        Case(modules: 2_000, routes: nil, view: .overview, nodes: 40, edges: 402, plan: LayoutPlan(engine: "sfdp", clustered: false, edgeLabels: false)),
        // Past sfdp's work limit: the grid, whatever the machine.
        Case(modules: 8_000, routes: 20_000, view: .app, nodes: 8_001, edges: 20_001, plan: LayoutPlan.fixedGrid),
    ]

    @Test(arguments: cases) func bigSyntheticGraphsGetAFixedPlan(_ c: Case) throws {
        let map = SyntheticApp.map(modules: c.modules, routes: c.routes, seed: 42)
        let graph = try ViewGraph.make(from: map, options: RenderOptions(view: c.view))
        #expect(graph.nodes.count == c.nodes)
        #expect(graph.edges.count == c.edges)
        #expect(LayoutPlan.work(of: graph) == c.nodes + c.edges)
        #expect(LayoutPlan.choose(for: graph) == c.plan)
    }

    /// A graph of `nodes` nodes in one domain and `edges` edges between them (no labels needed to count).
    static func graph(nodes: Int, edges: Int) -> ViewGraph {
        ViewGraph(
            title: "Synthetic",
            nodes: (0..<nodes).map { ViewNode(key: "m\($0)", kind: .module, moduleID: "M\($0)", title: "M\($0)", domain: "D") },
            edges: (0..<edges).map { ViewEdge(from: "m\($0 % nodes)", to: "m\(($0 * 7 + 1) % nodes)", transition: .push, label: "e\($0)") },
            clustered: true)
    }

    @Test func theGridStartsJustPastSfdpsWorkLimit() {
        #expect(LayoutPlan.sfdpWorkLimit == 25_000)
        #expect(LayoutPlan.choose(for: Self.graph(nodes: 5_000, edges: 20_000)) == LayoutPlan(engine: "sfdp", clustered: false, edgeLabels: false))
        #expect(LayoutPlan.choose(for: Self.graph(nodes: 5_001, edges: 20_000)) == LayoutPlan.fixedGrid)
        // An engine asked for is honoured at any size; only the time budget guards it.
        #expect(LayoutPlan.choose(for: Self.graph(nodes: 5_001, edges: 20_000), engine: "sfdp") == LayoutPlan(engine: "sfdp", clustered: false, edgeLabels: false))
    }

    @Test func dotLimitsAreInclusive() {
        #expect(LayoutPlan.choose(for: Self.graph(nodes: 250, edges: 600)) == LayoutPlan(engine: "dot", clustered: true, edgeLabels: true))
        #expect(LayoutPlan.choose(for: Self.graph(nodes: 251, edges: 600)) == LayoutPlan(engine: "sfdp", clustered: false, edgeLabels: false))
        #expect(LayoutPlan.choose(for: Self.graph(nodes: 250, edges: 601)) == LayoutPlan(engine: "sfdp", clustered: false, edgeLabels: false))
        // 4 edges per node at most: 100 nodes with 401 edges are dense.
        #expect(LayoutPlan.choose(for: Self.graph(nodes: 100, edges: 400)) == LayoutPlan(engine: "dot", clustered: true, edgeLabels: true))
        #expect(LayoutPlan.choose(for: Self.graph(nodes: 100, edges: 401)) == LayoutPlan(engine: "sfdp", clustered: false, edgeLabels: false))
    }

    /// The time budget changes nothing in the picture: no budget, the default one and a generous one give the same
    /// plan and the same bytes, and the plan is the one chosen before laying out.
    @Test func theBudgetDoesNotChooseThePicture() throws {
        let map = SyntheticApp.map(modules: 60, seed: 42)
        var pictures: [Data] = []
        for budget in [nil, RenderOptions.defaultLayoutTimeout, 600] as [TimeInterval?] {
            let options = RenderOptions(layoutTimeout: budget, reportsToStandardError: false)
            let rendered = try MapRenderer.renderDetailed(map, format: .svg, options: options)
            #expect(rendered.plan == LayoutPlan.choose(for: try ViewGraph.make(from: map, options: options)))
            #expect(rendered.notes.isEmpty)
            pictures.append(rendered.data)
        }
        #expect(pictures[0].count > 10_000)
        #expect(pictures[1] == pictures[0])
        #expect(pictures[2] == pictures[0])
    }

    /// Past the budget the render fails and names the option; it never hands back a cheaper picture.
    @Test func runningOutOfTimeIsAnErrorNotAnotherPicture() throws {
        let options = RenderOptions(engine: "dot", layoutTimeout: 0.001, reportsToStandardError: false)
        let error = try #require(throws: RenderError.self) {
            try MapRenderer.renderDetailed(FallbackTests.chain(modules: 150), format: .svg, options: options)
        }
        #expect(error == .graphviz(.timedOut(engine: "dot", seconds: 0.001)))
        #expect(error.description == "Graphviz's dot layout did not finish within 0.001 s (--layout-timeout) and was stopped; no other picture is drawn in its place, so the output never depends on the machine's speed. Raise --layout-timeout (0: no limit), pick a cheaper --engine (sfdp) or draw a smaller view (--collapse, --domain).")
    }
}
