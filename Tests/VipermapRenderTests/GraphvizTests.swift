import Foundation
import Testing
import VipermapModel
@testable import VipermapRender

@Suite struct GraphvizTests {
    @Test func svgNamesEveryModuleWithItsStatusAndTrigger() throws {
        let svg = String(decoding: try MapRenderer.render(TestMaps.small(), format: .svg), as: UTF8.self)
        #expect(svg.hasPrefix("<?xml"))
        #expect(svg.contains("<svg"))
        for name in ["Login", "Register", "Home", "Settings", "PokemonList", "PokemonDetails"] {
            #expect(svg.contains(">\(name)</text>"), "SVG lacks module \(name)")
            // Graphviz writes `-` in ids as `&#45;`; a DOM reads it back as module-<name>.
            #expect(svg.contains("id=\"module&#45;\(name)\""), "SVG lacks the id of \(name)")
        }
        for trigger in ["home", "register", "pokemonList", "settings", "details"] {
            #expect(svg.contains(">\(trigger)</text>"), "SVG lacks edge label \(trigger)")
        }
        #expect(svg.contains("✓ done · V I P W C · ▶ entry"))
        #expect(svg.contains("◐ in progress · V P W"))
        #expect(svg.contains("○ planned"))
        // The unresolved target is counted in Home's mark, not drawn (issue 21).
        #expect(!svg.contains("makeController(for: item)"))
        #expect(svg.contains(">+1 unresolved</text>"))
        #expect(svg.contains(">Legend</text>"))
        // Back transitions are hidden by default.
        #expect(!svg.contains(">close</text>"))
        #expect(svg.components(separatedBy: "class=\"node").count - 1 == 6 + 1 + 1, "6 modules, launch, legend")
        #expect(svg.components(separatedBy: "class=\"edge").count - 1 == 6)
    }

    @Test func pngAndPdfHaveTheirSignatures() throws {
        let png = try MapRenderer.render(TestMaps.small(), format: .png)
        #expect(Array(png.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        #expect(png.count > 10_000)
        let pdf = try MapRenderer.render(TestMaps.small(), format: .pdf)
        #expect(String(decoding: pdf.prefix(5), as: UTF8.self) == "%PDF-")
        #expect(String(decoding: pdf.suffix(8), as: UTF8.self).contains("%%EOF"))
        #expect(String(decoding: pdf, as: UTF8.self).contains("/CreationDate (D:19700101000000"), "no rendering time in the PDF")
    }

    @Test func jsonIsGraphvizsLaidOutGraph() throws {
        let data = try MapRenderer.render(TestMaps.small(), format: .json)
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(object["name"] as? String == "vipermap")
        let objects = try #require(object["objects"] as? [[String: Any]])
        #expect(objects.contains { $0["id"] as? String == "module-PokemonList" && $0["pos"] != nil })
    }

    @Test func syntaxErrorsQuoteGraphviz() throws {
        let error = try #require(throws: GraphvizError.self) {
            try Graphviz.shared.render(dot: "digraph { a -> ; }", format: "svg", engine: "dot")
        }
        guard case let .syntax(message) = error else { Issue.record("expected a syntax error, got \(error)"); return }
        #expect(message.contains("syntax error"))
        #expect(error.description.contains("Graphviz could not read the DOT text: \"\(message)\""))
        // The error state was reset: the next call succeeds.
        let svg = try Graphviz.shared.render(dot: "digraph { a -> b }", format: "svg", engine: "dot")
        #expect(String(decoding: svg, as: UTF8.self).contains("<title>a&#45;&gt;b</title>"))
    }

    @Test func unknownEngineAndFormatListTheChoices() {
        #expect(throws: GraphvizError.unknownEngine("dott", valid: Graphviz.engines)) {
            try Graphviz.shared.render(dot: "digraph{}", format: "svg", engine: "dott")
        }
        #expect(GraphvizError.unknownEngine("dott", valid: Graphviz.engines).description
            == "unknown layout engine 'dott'; use one of: dot, neato, sfdp, fdp, circo, twopi.")
        #expect(throws: GraphvizError.unknownFormat("gif2", valid: Graphviz.formats)) {
            try Graphviz.shared.render(dot: "digraph{}", format: "gif2", engine: "dot")
        }
        #expect(throws: RenderError.graphviz(.unknownEngine("fast", valid: Graphviz.engines))) {
            try MapRenderer.render(TestMaps.small(), format: .svg, options: RenderOptions(engine: "fast"))
        }
    }

    @Test func childProcessRendersTheSameBytes() throws {
        let dot = DOTWriter.dot(for: try ViewGraph.make(from: TestMaps.small()), plan: LayoutPlan(engine: "dot", clustered: true, edgeLabels: true))
        let inProcess = try Graphviz.shared.render(dot: dot, format: "svg", engine: "dot")
        let inChild = try Graphviz.shared.render(dot: dot, format: "svg", engine: "dot", timeout: 30)
        #expect(inProcess == inChild)
        let error = try #require(throws: GraphvizError.self) {
            try Graphviz.shared.render(dot: "digraph { a -> ; }", format: "svg", engine: "dot", timeout: 30)
        }
        guard case let .syntax(message) = error else { Issue.record("expected a syntax error, got \(error)"); return }
        #expect(message.contains("syntax error"))
    }

    /// Graphviz's own DOT writer asks whether a subgraph's name is an HTML string by reading cgraph's string-pool
    /// header before it; the names of vipermap's ID discipline live in that pool, so an earlier layout (here sfdp,
    /// which left the bytes before a plain copy looking like an HTML flag) cannot turn `cluster_home` into `<cluster_home>`.
    @Test func graphvizDOTOutputDoesNotDependOnEarlierLayouts() throws {
        let clustered = "digraph G { subgraph cluster_auth { label=\"Auth\"; Login; Register } subgraph cluster_home { Home; Settings } Login -> Home; Home -> Settings }"
        let formats = ["dot", "xdot", "svg"]
        let first = try Graphviz.shared.render(dot: clustered, formats: formats, engine: "dot")
        let sfdp = "digraph sfdp { " + (0..<60).map { "n\($0) -> n\(($0 * 7 + 3) % 60);" }.joined() + " }"
        for engine in ["sfdp", "neato", "nop", "dot"] {
            _ = try Graphviz.shared.render(dot: sfdp, format: "svg", engine: engine)
            #expect(try Graphviz.shared.render(dot: clustered, formats: formats, engine: "dot") == first, "after \(engine)")
        }
        #expect(String(decoding: first[0], as: UTF8.self).contains("subgraph cluster_home {"))
    }

    @Test func layoutPastItsBudgetIsStopped() throws {
        let dot = "digraph { " + (0..<400).map { "n\($0) -> n\(($0 * 7 + 3) % 400) [label=\"e\($0)\"];" }.joined() + " }"
        let start = Date()
        #expect(throws: GraphvizError.timedOut(engine: "dot", seconds: 0.05)) {
            try Graphviz.shared.render(dot: dot, format: "svg", engine: "dot", timeout: 0.05)
        }
        #expect(Date().timeIntervalSince(start) < 5)
    }
}
