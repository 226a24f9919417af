import Foundation
import Testing
import VipermapModel
@testable import VipermapRender

@Suite struct DOTWriterTests {
    @Test func smallMapMatchesGoldenDOT() throws {
        let dot = String(decoding: try MapRenderer.render(TestMaps.small(), format: .dot), as: UTF8.self)
        try Golden.assertMatches(dot, file: "small.dot")
    }

    @Test func smallMapMatchesGoldenMermaid() throws {
        let mermaid = String(decoding: try MapRenderer.render(TestMaps.small(), format: .mermaid), as: UTF8.self)
        try Golden.assertMatches(mermaid, file: "small.mmd")
    }

    @Test func overviewMatchesGoldenDOT() throws {
        let dot = String(decoding: try MapRenderer.render(TestMaps.small(), format: .dot, options: RenderOptions(view: .overview)), as: UTF8.self)
        try Golden.assertMatches(dot, file: "small-overview.dot")
    }

    /// In an overview, only routes that lead one step farther from the entry areas set dot's ranks: a route across a
    /// rank or back towards launch is drawn with `constraint=false` (its count as an `xlabel`: Graphviz 2.42's dot
    /// aborted with a double free on a generated overview whose such edges kept labels), so routes between areas
    /// cannot stretch the picture into a chain.
    @Test func overviewRanksFollowTheShortestWayFromTheEntryAreas() throws {
        func box(_ key: String, _ title: String, entry: Bool = false) -> ViewNode {
            ViewNode(key: key, kind: .domain, title: title, isEntry: entry, detail: "3 modules: 3 done")
        }
        func route(_ from: String, _ to: String) -> ViewEdge { ViewEdge(from: from, to: to, transition: nil, label: "1 route") }
        // Tabs (the entry) leads to Feed and Profile; Feed → Profile stays within a rank, Profile → Settings goes one
        // farther, Settings → Tabs goes back up; Orphan, which no entry leads to, opens Feed.
        let graph = ViewGraph(title: "Overview of areas", nodes: [
            box("d0", "Tabs", entry: true), box("d1", "Feed"), box("d2", "Profile"), box("d3", "Settings"), box("d4", "Orphan"),
        ], edges: [
            route("d0", "d1"), route("d0", "d2"), route("d1", "d2"), route("d2", "d3"), route("d3", "d0"), route("d4", "d1"),
        ], clustered: false, grouping: .area)
        // Ranks from Tabs: Feed 1, Profile 1, Settings 2; Orphan is reached from no entry (its edge is left as is).
        #expect(DOTWriter.looseOverviewEdges(graph) == [2, 4])
        let dot = DOTWriter.dot(for: graph, plan: LayoutPlan(engine: "dot", clustered: false, edgeLabels: true), legend: false)
        let edges = dot.split(separator: "\n").filter { $0.contains(" -> ") }.map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(edges.map { $0.contains("constraint=false") } == [false, false, true, false, true, false])
        #expect(edges[2].hasPrefix("d1 -> d2 [xlabel=<1 route>"))
        #expect(edges[3].hasPrefix("d2 -> d3 [label=<1 route>"))
        // Other engines have no ranks; pictures of modules are left as they are.
        let sfdp = DOTWriter.dot(for: graph, plan: LayoutPlan(engine: "sfdp", clustered: false, edgeLabels: true), legend: false)
        #expect(!sfdp.contains("constraint=false") && !sfdp.contains("xlabel"))
        let modules = ViewGraph(title: "Whole app", nodes: graph.nodes.map { ViewNode(key: $0.key, kind: .module, moduleID: $0.title, title: $0.title) },
                                edges: graph.edges, clustered: false)
        #expect(DOTWriter.looseOverviewEdges(modules).isEmpty)
    }

    @Test func aModuleNoTargetBuildsIsDrawnAsNotBuilt() throws {
        var map = TestMaps.small()
        let index = try #require(map.modules.firstIndex { $0.id == "Register" })
        map.modules[index].notBuilt = true
        let dot = String(decoding: try MapRenderer.render(map, format: .dot), as: UTF8.self)
        let line = try #require(dot.split(separator: "\n").first { $0.contains("id=\"module-Register\"") })
        #expect(line.contains("in progress · V P W · not built</FONT>"))
        #expect(line.contains("style=\"rounded,filled,dashed\"") && line.contains("fillcolor=\"\(MapPalette.canvas)\""))
        // The other modules are drawn as before.
        let golden = String(decoding: try MapRenderer.render(TestMaps.small(), format: .dot), as: UTF8.self)
        #expect(dot.split(separator: "\n").filter { !$0.contains("module-Register") } == golden.split(separator: "\n").filter { !$0.contains("module-Register") })
    }

    @Test func outputIsDeterministicWhateverTheInputOrder() throws {
        var shuffled = TestMaps.small()
        shuffled.modules.reverse()
        shuffled.routes.reverse()
        for format in [RenderFormat.dot, .mermaid, .svg] {
            let a = try MapRenderer.render(TestMaps.small(), format: format)
            let b = try MapRenderer.render(shuffled, format: format)
            #expect(a == b, "\(format) differs when the map's arrays are reordered")
        }
    }

    @Test func largeViewsUseSfdpWithoutClustersOrLabels() {
        let nodes = (0..<300).map { ViewNode(key: "m\($0)", kind: .module, moduleID: "M\($0)", title: "M\($0)", domain: "D") }
        let edges = (0..<299).map { ViewEdge(from: "m\($0)", to: "m\($0 + 1)", transition: .push, label: "t") }
        let small = LayoutPlan.choose(for: ViewGraph(title: "t", nodes: Array(nodes.prefix(20)), edges: Array(edges.prefix(19)), clustered: true))
        #expect(small == LayoutPlan(engine: "dot", clustered: true, edgeLabels: true))
        let large = LayoutPlan.choose(for: ViewGraph(title: "t", nodes: nodes, edges: edges + edges, clustered: true))
        #expect(large == LayoutPlan(engine: "sfdp", clustered: false, edgeLabels: false))
        let dot = DOTWriter.dot(for: ViewGraph(title: "t", nodes: nodes, edges: edges, clustered: true), plan: large)
        #expect(!dot.contains("subgraph"))
        #expect(!dot.contains("label=<t>"))
        #expect(dot.contains("splines=false"))
    }

    @Test func clusteredDotSetsNewrank() throws {
        let dot = String(decoding: try MapRenderer.render(TestMaps.small(), format: .dot), as: UTF8.self)
        #expect(dot.contains("graph [newrank=true];"))
        #expect(dot.components(separatedBy: "subgraph cluster_").count - 1 == 3)
    }

    @Test func htmlEscapingCoversMarkupAndControlCharacters() {
        #expect(DOTWriter.html("a<b>&\"c'\n{d|e}\\N\u{7}é") == "a&lt;b&gt;&amp;&quot;c&#39;<BR/>{d|e}\\\\Né")
        #expect(MermaidWriter.text("a\"b#c<d>|e`\nf é") == "a#34;b#35;c#60;d#62;#124;e#96;<br/>f é")
    }

    @Test func elementIDsAreSafeAndDistinct() {
        #expect(MapRenderer.elementID(forModule: "Viper-Demo/Login") == "module-Viper-Demo_2FLogin")
        #expect(MapRenderer.elementID(forModule: "a_b") != MapRenderer.elementID(forModule: "a/b"))
        #expect(MapRenderer.elementID(forModule: "é\"<") == "module-_C3_A9_22_3C")
        #expect(MapRenderer.slug("Auth & Login") == "auth-login")
        #expect(MapRenderer.slug("日本") == "xe697a5e69cac")
    }
}
