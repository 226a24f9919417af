import Foundation
import Testing
import VipermapModel
@testable import VipermapRender

/// A layout that fails falls back to cheaper layouts; one within its budget keeps the chosen plan.
@Suite struct FallbackTests {
    static func chain(modules: Int) -> AppMap {
        AppMap(
            modules: (0..<modules).map { TestMaps.module("M\($0)", "D\($0 % 4)", .done) },
            routes: (0..<modules).flatMap { i in
                [TestMaps.route("M\(i)", "M\((i + 1) % modules)", .push, "next\(i)"),
                 TestMaps.route("M\(i)", "M\((i * 7 + 3) % modules)", .present, "jump\(i)")]
            })
    }

    /// When Graphviz fails (an error, not a timeout), the next plan is deterministic: dot → sfdp → grid.
    @Test func fallbacksAreCheaperPlansEndingInTheGrid() {
        let dot = LayoutPlan(engine: "dot", clustered: true, edgeLabels: true)
        #expect(dot.fallback == LayoutPlan(engine: "sfdp", clustered: false, edgeLabels: false))
        #expect(dot.fallback?.fallback == LayoutPlan.fixedGrid)
        #expect(LayoutPlan(engine: "neato", clustered: false, edgeLabels: true).fallback == LayoutPlan.fixedGrid)
        #expect(LayoutPlan.fixedGrid.fallback == nil)
        #expect(LayoutPlan.fixedGrid.summary == "a fixed grid (no layout)")
    }

    /// The grid is drawn without any layout engine: every node, positions from the DOT.
    @Test func theGridDrawsEveryNode() throws {
        let graph = try ViewGraph.make(from: Self.chain(modules: 150))
        let data = try Graphviz.shared.render(dot: DOTWriter.dot(for: graph, plan: .fixedGrid), format: "svg", engine: "nop")
        let svg = String(decoding: data, as: UTF8.self)
        #expect(svg.components(separatedBy: "class=\"node\"").count - 1 == 151)
        #expect(svg.contains(">M149</text>"))
    }

    @Test func withinTheBudgetTheChosenEngineIsKept() throws {
        let options = RenderOptions(layoutTimeout: 60, reportsToStandardError: false)
        let rendered = try MapRenderer.renderDetailed(Self.chain(modules: 80), format: .svg, options: options)
        #expect(rendered.plan == LayoutPlan(engine: "dot", clustered: true, edgeLabels: true))
        #expect(rendered.notes.isEmpty)
    }
}
