import Foundation
import Testing
import VipermapAnalysis
import VipermapModel
@testable import VipermapRender

/// Issue 21: system screens, plain screens and unresolved targets are counted in a mark on their module by default,
/// and drawn as boxes of their own only when shown.
@Suite struct RouteKindPictureTests {
    /// Home presents two alerts and a share sheet (system), pushes a plain Licenses screen twice (from two triggers),
    /// has two unresolved routes; Profile presents an alert too. The Licenses type name is hostile text.
    static let licenses = "Licenses<VC>&\"x\""

    static func map() -> AppMap {
        func screen(_ from: String, _ kind: RouteKind, _ type: String, _ trigger: String, file: String? = nil) -> Route {
            Route(from: from, to: nil, transition: .present, trigger: trigger, file: "Modules/\(from).swift", line: 20,
                  kind: kind, targetType: type, targetFile: file)
        }
        return AppMap(
            modules: [TestMaps.module("Home", "Main", .done), TestMaps.module("Profile", "Main", .done)],
            routes: [
                TestMaps.route(nil, "Home", .setRoot, nil),
                TestMaps.route("Home", "Profile", .push, "profile"),
                screen("Home", .system, "UIAlertController", "error"),
                screen("Home", .system, "UIAlertController", "confirm"),
                screen("Home", .system, "UIActivityViewController", "share"),
                screen("Home", .plain, licenses, "licenses", file: "Plain/Licenses.swift"),
                screen("Profile", .plain, licenses, "about", file: "Plain/Licenses.swift"),
                screen("Profile", .system, "UIAlertController", "logoutFailed"),
                TestMaps.route("Home", nil, .present, "dynamic", target: "make(item)"),
                TestMaps.route("Home", "Gone", .push, "gone"),
                TestMaps.route("Profile", nil, .dismiss, "close"),
            ],
            entryPoints: []
        ).normalized()
    }

    static func dot(_ hidden: Set<HiddenElement>, of map: AppMap = map()) throws -> String {
        String(decoding: try MapRenderer.render(map, format: .dot, options: RenderOptions(hidden: hidden, legend: false)), as: UTF8.self)
    }

    static func statements(_ dot: String) -> [String] {
        dot.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    }

    @Test func byDefaultEveryBoxIsAModuleAndEachModuleCarriesOneMark() throws {
        let dot = try Self.dot(HiddenElement.defaultHidden)
        let nodes = Self.statements(dot).filter { $0.hasPrefix("m") || $0.hasPrefix("s") || $0.hasPrefix("p") || $0.hasPrefix("u") || $0.hasPrefix("back") || $0.hasPrefix("launch") }
            .filter { !$0.contains(" -> ") && !$0.hasPrefix("subgraph") }
        #expect(nodes.map { String($0.prefix(while: { $0 != " " })) } == ["m0", "m1", "launch"])
        let home = try #require(nodes.first { $0.contains("id=\"module-Home\"") })
        #expect(home.contains("<TR><TD><FONT POINT-SIZE=\"9\" COLOR=\"\(MapPalette.neutral)\">+3 system screens · 1 plain screen · 2 unresolved</FONT></TD></TR>"))
        let profile = try #require(nodes.first { $0.contains("id=\"module-Profile\"") })
        #expect(profile.contains(">+1 system screen · 1 plain screen</FONT>"))
        let edges = Self.statements(dot).filter { $0.contains(" -> ") }
        #expect(edges.map { String($0.prefix(while: { $0 != "[" })) } == ["launch -> m0 ", "m0 -> m1 "])
    }

    @Test func shownSystemAndPlainScreensAreBoxesLabelledByTheirEscapedType() throws {
        let dot = try Self.dot([.unresolved, .back])
        let lines = Self.statements(dot)
        // One system box per source module and type, one plain box per type.
        #expect(lines.contains("s0 [label=<<TABLE BORDER=\"0\" CELLBORDER=\"0\" CELLSPACING=\"0\" CELLPADDING=\"1\"><TR><TD><FONT POINT-SIZE=\"9\">system screen</FONT></TD></TR><TR><TD>UIAlertController</TD></TR></TABLE>>, style=\"rounded,filled,dashed\", fillcolor=\"#ffffff\", color=\"#6e6e6e\", class=\"vm-system\"];"))
        #expect(lines.contains("p0 [label=<<TABLE BORDER=\"0\" CELLBORDER=\"0\" CELLSPACING=\"0\" CELLPADDING=\"1\"><TR><TD><FONT POINT-SIZE=\"9\">plain screen</FONT></TD></TR><TR><TD>Licenses&lt;VC&gt;&amp;&quot;x&quot;</TD></TR></TABLE>>, style=\"rounded,filled,dashed\", fillcolor=\"#ffffff\", color=\"#6e6e6e\", class=\"vm-plain\"];"))
        let nodeKeys = lines.filter { !$0.contains(" -> ") && !$0.hasPrefix("subgraph") && ($0.hasPrefix("s") || $0.hasPrefix("p") || $0.hasPrefix("u")) }
            .map { String($0.prefix(while: { $0 != " " })) }
        #expect(nodeKeys.sorted() == ["p0", "s0", "s1", "s2"])
        let edges = lines.filter { $0.contains(" -> ") }.map { String($0.prefix(while: { $0 != "[" })) }
        #expect(edges.sorted() == ["launch -> m0 ", "m0 -> m1 ", "m0 -> p0 ", "m0 -> s0 ", "m0 -> s0 ", "m0 -> s1 ", "m1 -> p0 ", "m1 -> s2 "])
        #expect(lines.contains { $0.hasPrefix("m0 -> s0 [label=<error>") && $0.hasSuffix("class=\"vm-system\"];") })
        // Only the unresolved routes are left in the marks.
        #expect(dot.contains(">+2 unresolved</FONT>"))
        #expect(!dot.contains("system screens ·") && !dot.contains("+1 system screen"))
    }

    @Test func everyKindShownLeavesNoMark() throws {
        let dot = try Self.dot([])
        #expect(!dot.contains(">+"))
        let lines = Self.statements(dot)
        #expect(lines.filter { $0.hasPrefix("u") && !$0.contains(" -> ") }.count == 2)
        #expect(lines.contains { $0.hasPrefix("u0 [label=") && $0.contains("<TD>make(item)</TD>") && $0.hasSuffix("class=\"vm-unresolved\"];") })
        #expect(lines.contains { $0.hasPrefix("u1 [label=") && $0.contains("<TD>Gone</TD>") })
        #expect(lines.contains { $0.hasPrefix("back [label=<↩ back>") && $0.hasSuffix("class=\"vm-back\"];") })
        #expect(lines.contains { $0.hasPrefix("m1 -> back [label=<close>") && $0.hasSuffix("class=\"vm-back\"];") })
    }

    /// Marks and the boxes of every kind come out the same whatever the order of the map's modules and routes.
    @Test func outputIsDeterministicWhateverTheInputOrder() throws {
        var reversed = Self.map()
        reversed.modules.reverse()
        reversed.routes.reverse()
        #expect(try Self.dot(HiddenElement.defaultHidden, of: reversed) == Self.dot(HiddenElement.defaultHidden))
        #expect(try Self.dot([], of: reversed) == Self.dot([]))
    }

    @Test func anOverviewWithoutAnyDomainDrawsTheAreasOfTheNavigation() throws {
        var map = Self.map()
        for index in map.modules.indices { map.modules[index].domain = nil; map.modules[index].areaSource = nil }
        let overview = try ViewGraph.make(from: map, options: RenderOptions(view: .overview))
        #expect(overview.title == "Overview of areas")
        // Two screens from launch, too few for an area of their own and no flow beside them to join: one area.
        #expect(overview.nodes.map(\.title) == [Areas.catchAll])
        #expect(!overview.nodes.map(\.title).contains(ViewGraph.ungroupedDomain))
        let dot = String(decoding: try MapRenderer.render(map, format: .dot, options: RenderOptions(view: .overview)), as: UTF8.self)
        #expect(dot.contains("graph [label=<<B>Overview of areas</B>>];"))
        // The whole app and a focus are clustered by area too, not in one "Ungrouped" box around everything.
        for view in [MapView.app, .focus(module: "Home", depth: 1, direction: .both)] {
            let picture = try ViewGraph.make(from: map, options: RenderOptions(view: view))
            #expect(picture.grouping == .area)
            #expect(Set(picture.nodes.filter { $0.kind == .module }.compactMap(\.domain)) == [Areas.catchAll])
            let text = String(decoding: try MapRenderer.render(map, format: .dot, options: RenderOptions(view: view)), as: UTF8.self)
            #expect(text.contains("id=\"\(MapRenderer.elementID(forArea: Areas.catchAll))\""))
            #expect(!text.contains(ViewGraph.ungroupedDomain))
        }
        // With a domain, the whole app stays clustered by domain.
        #expect(try ViewGraph.make(from: Self.map(), options: RenderOptions(view: .app)).grouping == .domain)
    }

    @Test func mermaidCarriesTheMarkAndShownScreens() throws {
        let hidden = String(decoding: try MapRenderer.render(Self.map(), format: .mermaid), as: UTF8.self)
        #expect(hidden.contains("<br/>#43;3 system screens · 1 plain screen · 2 unresolved\""))
        let shown = String(decoding: try MapRenderer.render(Self.map(), format: .mermaid, options: RenderOptions(hidden: [.back])), as: UTF8.self)
        #expect(shown.contains("  p0(\"plain screen<br/>Licenses#60;VC#62;#38;#34;x#34;\"):::stub"))
        #expect(shown.contains("  s1(\"system screen<br/>UIActivityViewController\"):::stub"))
    }
}
