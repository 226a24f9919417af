import Foundation
import Testing
import VipermapModel
@testable import VipermapRender

/// A layout that runs out of time falls back to cheaper layouts and says so.
@Suite struct FallbackTests {
    static func chain(modules: Int) -> AppMap {
        AppMap(
            modules: (0..<modules).map { TestMaps.module("M\($0)", "D\($0 % 4)", .done) },
            routes: (0..<modules).flatMap { i in
                [TestMaps.route("M\(i)", "M\((i + 1) % modules)", .push, "next\(i)"),
                 TestMaps.route("M\(i)", "M\((i * 7 + 3) % modules)", .present, "jump\(i)")]
            })
    }

    @Test func timeoutFallsBackToSfdpThenToAGrid() throws {
        let options = RenderOptions(engine: "dot", layoutTimeout: 0.001, reportsToStandardError: false)
        let rendered = try MapRenderer.renderDetailed(Self.chain(modules: 150), format: .svg, options: options)
        #expect(rendered.plan == LayoutPlan(engine: "nop", clustered: false, edgeLabels: false, grid: true))
        #expect(rendered.notes == [
            "layout with dot did not finish within 0.001 s (--layout-timeout); drawing with sfdp without clusters or edge labels instead.",
            "layout with sfdp without clusters or edge labels did not finish within 0.001 s (--layout-timeout); drawing with a fixed grid (no layout) instead.",
        ])
        let svg = String(decoding: rendered.data, as: UTF8.self)
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
