import Foundation
import Testing
import VipermapModel
@testable import VipermapCheck

/// `vipermap diff`: matching, kinds of change, and every output format.
@Suite struct DiffTests {
    /// The sample map after a change that has one of every kind.
    static var head: AppMap {
        var map = TestMaps.sample
        map.modules.removeAll { $0.id == "Orphan" }
        map.modules.append(TestMaps.module("Profile", domain: "Main", status: .inProgress, roles: [.wireframe, .presenter, .view]))
        map.modules[map.modules.firstIndex { $0.id == "Register" }!].status = .done
        map.routes.removeAll { $0.from == "Settings" && $0.to == "Legacy" }
        map.routes = map.routes.map { route in
            var r = route
            if r.from == "Login" && r.to == "Register" { r.transition = .present }
            if r.from == "Settings" && r.to == "Home" { r.trigger = "dashboard" }
            if r.from == "Login" && r.to == "Home" { r.line += 40 }  // moved code is no change
            return r
        }
        map.routes.append(TestMaps.route("Home", "Profile", .push, "profile", line: 28))
        return map
    }

    static let diff = MapDiff(base: TestMaps.sample, head: head)

    static func describe(_ r: Route) -> String {
        "\(r.from ?? "(entry)") -[\(r.transition.rawValue): \(r.trigger ?? "-")]-> \(MapDiff.targetKey(r))"
    }

    @Test func everyKindOfChange() {
        let d = Self.diff
        #expect(d.addedModules.map(\.id) == ["Profile"])
        #expect(d.removedModules.map(\.id) == ["Orphan"])
        #expect(d.changedModules.map { "\($0.base.id) \($0.base.status.rawValue)→\($0.head.status.rawValue)" } == ["Register inProgress→done"])
        #expect(d.addedRoutes.map(Self.describe) == ["Home -[push: profile]-> Profile"])
        #expect(d.removedRoutes.map(Self.describe) == ["Settings -[push: legacy]-> Legacy"])
        #expect(d.changedRoutes.map { "\(Self.describe($0.base)) => \(Self.describe($0.head))" } == [
            "Login -[push: register]-> Register => Login -[present: register]-> Register",
            "Settings -[push: home]-> Home => Settings -[push: dashboard]-> Home",
        ])
        #expect(MapDiff.Kind.allCases.map { d.count(of: $0) } == [1, 1, 1, 1, 1, 2])
    }

    @Test func identicalMapsHaveNoDiff() {
        #expect(MapDiff(base: TestMaps.sample, head: TestMaps.sample).isEmpty)
        #expect(DiffMarkdownWriter.render(MapDiff(base: TestMaps.sample, head: TestMaps.sample), base: TestMaps.sample, head: TestMaps.sample)
            == "## vipermap: navigation changes\n\nNo navigation changes.\n")
    }

    @Test func duplicateRoutesCountOnce() {
        var head = TestMaps.sample
        head.routes.append(TestMaps.route("Login", "Home", .setRoot, "home", line: 99))
        #expect(MapDiff(base: TestMaps.sample, head: head).isEmpty)
    }

    @Test func markdownGolden() {
        Golden.assert(DiffMarkdownWriter.render(Self.diff, base: TestMaps.sample, head: Self.head), matches: "diff-sample.md")
    }

    @Test func jsonGolden() throws {
        let data = DiffJSONWriter.data(for: Self.diff)
        Golden.assert(String(decoding: data, as: UTF8.self), matches: "diff-sample.json")
        let object = try JSONSerialization.jsonObject(with: data) as? [String: Any]
        #expect(object?["summary"] as? [String: Int] == ["added-module": 1, "removed-module": 1, "changed-module": 1, "added-route": 1, "removed-route": 1, "changed-route": 2])
    }

    @Test func dotGolden() {
        Golden.assert(DiffDOTWriter.render(Self.diff, base: TestMaps.sample, head: Self.head), matches: "diff-sample.dot")
    }

    @Test func htmlGolden() {
        Golden.assert(DiffHTMLWriter.render(Self.diff, svg: "<?xml version=\"1.0\"?>\n<svg id=\"stub\"></svg>\n"), matches: "diff-sample.html")
    }

    /// A diff whose names are hostile in every output format.
    static let hostileHead: AppMap = {
        var map = TestMaps.hostile
        map.modules.append(Module(id: "New`]]-->\"<x>#;|", name: "N", domain: nil, status: .planned))
        map.routes.append(Route(from: "Evil|<b>\"Mod\"</b>", to: "New`]]-->\"<x>#;|", transition: .push, trigger: "go\\\"\n}", file: "E.swift", line: 3))
        return map
    }()

    @Test func hostileNamesAreEscapedEverywhere() {
        let diff = MapDiff(base: TestMaps.hostile, head: Self.hostileHead)
        let markdown = DiffMarkdownWriter.render(diff, base: TestMaps.hostile, head: Self.hostileHead)
        Golden.assert(markdown, matches: "diff-hostile.md")
        let mermaid = markdown.components(separatedBy: "```mermaid\n")[1].components(separatedBy: "```")[0]
        // Inside the Mermaid block: no quote but the label delimiters, no backtick, no angle bracket, no raw newline in a label.
        #expect(!mermaid.contains("`"))
        #expect(!mermaid.contains("<"))
        #expect(mermaid.split(separator: "\n").allSatisfy { $0.filter { $0 == "\"" }.count % 2 == 0 })
        #expect(markdown.components(separatedBy: "```").count == 3)  // the fence is never closed early

        let dot = DiffDOTWriter.render(diff, base: TestMaps.hostile, head: Self.hostileHead)
        Golden.assert(dot, matches: "diff-hostile.dot")
        #expect(dot.contains(#""Evil|<b>\"Mod\"</b>" -> "New`]]-->\"<x>#;|" [label="push: go\\\"\n}""#))

        let html = DiffHTMLWriter.render(diff, svg: "")
        #expect(!html.contains("<x>"))
        #expect(html.contains("New`]]--&gt;&quot;&lt;x&gt;#;|"))
    }

    @Test func mermaidEntityEncoding() {
        #expect(DiffMarkdownWriter.mermaidText("a\"b`c<d>#e\nf") == "a#34;b#96;c#60;d#62;#35;e f")
    }
}
