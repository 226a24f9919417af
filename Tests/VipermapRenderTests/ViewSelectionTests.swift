import Foundation
import Testing
import VipermapModel
@testable import VipermapRender

/// Exact node and edge sets of every view of the small map.
@Suite struct ViewSelectionTests {
    /// Nodes as `kind:title`, edges as `from -[transition: label]-> to` with module names instead of keys.
    static func describe(_ graph: ViewGraph) -> (nodes: Set<String>, edges: Set<String>) {
        let titles = Dictionary(uniqueKeysWithValues: graph.nodes.map { ($0.key, $0.title) })
        let nodes = Set(graph.nodes.map { "\($0.kind.rawValue):\($0.title)" })
        let edges = Set(graph.edges.map {
            "\(titles[$0.from]!) -[\($0.transition?.rawValue ?? "-"): \($0.label ?? "-")]-> \(titles[$0.to]!)"
        })
        return (nodes, edges)
    }

    static func view(_ view: MapView, hidden: Set<HiddenElement> = [.back]) throws -> (nodes: Set<String>, edges: Set<String>) {
        describe(try ViewGraph.make(from: TestMaps.small(), options: RenderOptions(view: view, hidden: hidden)))
    }

    @Test func wholeApp() throws {
        let (nodes, edges) = try Self.view(.app)
        #expect(nodes == ["launch:app launch", "module:Home", "module:Login", "module:PokemonDetails", "module:PokemonList",
                          "module:Register", "module:Settings", "unresolved:makeController(for: item)"])
        #expect(edges == [
            "app launch -[setRoot: -]-> Login",
            "Login -[setRoot: home]-> Home",
            "Login -[push: register]-> Register",
            "Home -[push: pokemonList]-> PokemonList",
            "Home -[embed: settings]-> Settings",
            "Home -[present: dynamic]-> makeController(for: item)",
            "PokemonList -[present: details]-> PokemonDetails",
        ])
    }

    @Test func backTransitionsWhenShown() throws {
        let (nodes, edges) = try Self.view(.app, hidden: [])
        #expect(nodes.contains("back:back"))
        #expect(edges.contains("PokemonDetails -[dismiss: close]-> back"))
        #expect(edges.count == 8)
    }

    @Test func hidePlannedAndUnresolved() throws {
        let (nodes, edges) = try Self.view(.app, hidden: [.back, .planned, .unresolved])
        #expect(nodes == ["launch:app launch", "module:Home", "module:Login", "module:PokemonDetails", "module:PokemonList", "module:Register"])
        #expect(edges == [
            "app launch -[setRoot: -]-> Login",
            "Login -[setRoot: home]-> Home",
            "Login -[push: register]-> Register",
            "Home -[push: pokemonList]-> PokemonList",
            "PokemonList -[present: details]-> PokemonDetails",
        ])
    }

    @Test func domainShowsItsModulesAndStubsOfTheirNeighbours() throws {
        let (nodes, edges) = try Self.view(.domain("Main"))
        #expect(nodes == ["module:Home", "module:Settings", "stub:Login", "stub:PokemonList", "unresolved:makeController(for: item)"])
        #expect(edges == [
            "Login -[setRoot: home]-> Home",
            "Home -[push: pokemonList]-> PokemonList",
            "Home -[embed: settings]-> Settings",
            "Home -[present: dynamic]-> makeController(for: item)",
        ])
        let auth = try Self.view(.domain("Auth"))
        #expect(auth.nodes == ["launch:app launch", "module:Login", "module:Register", "stub:Home"])
        #expect(auth.edges == ["app launch -[setRoot: -]-> Login", "Login -[setRoot: home]-> Home", "Login -[push: register]-> Register"])
    }

    @Test func focusFollowsTheDirectionUpToTheDepth() throws {
        let out1 = try Self.view(.focus(module: "Home", depth: 1, direction: .out))
        #expect(out1.nodes == ["module:Home", "module:PokemonList", "module:Settings", "unresolved:makeController(for: item)"])
        #expect(out1.edges == ["Home -[push: pokemonList]-> PokemonList", "Home -[embed: settings]-> Settings",
                               "Home -[present: dynamic]-> makeController(for: item)"])
        let in2 = try Self.view(.focus(module: "PokemonList", depth: 2, direction: .in))
        #expect(in2.nodes == ["module:Home", "module:Login", "module:PokemonList", "unresolved:makeController(for: item)", "launch:app launch"])
        #expect(in2.edges == ["app launch -[setRoot: -]-> Login", "Login -[setRoot: home]-> Home",
                              "Home -[push: pokemonList]-> PokemonList", "Home -[present: dynamic]-> makeController(for: item)"])
        let both1 = try Self.view(.focus(module: "Register", depth: 1, direction: .both))
        #expect(both1.nodes == ["launch:app launch", "module:Login", "module:Register"])
        #expect(both1.edges == ["app launch -[setRoot: -]-> Login", "Login -[push: register]-> Register"])
        let zero = try Self.view(.focus(module: "Settings", depth: 0, direction: .both))
        #expect(zero.nodes == ["module:Settings"])
        #expect(zero.edges.isEmpty)
    }

    @Test func overviewCountsRoutesBetweenAreas() throws {
        // Catalog domains are areas as they are: the overview of areas draws them.
        let (nodes, edges) = try Self.view(.overview)
        #expect(nodes == ["domain:Auth", "domain:Catalog", "domain:Main"])
        #expect(edges == ["Auth -[-: 1 route]-> Main", "Main -[-: 1 route]-> Catalog"])
        let graph = try ViewGraph.make(from: TestMaps.small(), options: RenderOptions(view: .overview))
        #expect(graph.nodes.map(\.detail) == ["2 modules: 1 done, 1 in progress", "2 modules: 1 done, 1 scaffolded", "2 modules: 1 done, 1 planned"])
        #expect(graph.nodes.map(\.isEntry) == [true, false, false])
    }

    @Test func unknownDomainAndModuleSayWhatExists() {
        #expect(throws: RenderError.unknownDomain("Nope", valid: ["Auth", "Catalog", "Main"])) {
            try Self.view(.domain("Nope"))
        }
        #expect(RenderError.unknownDomain("Nope", valid: ["Auth", "Main"]).description == "no domain named 'Nope' in the map; domains: Auth, Main.")
        #expect(throws: RenderError.unknownModule("pokemon", suggestions: ["PokemonDetails", "PokemonList"])) {
            try Self.view(.focus(module: "pokemon", depth: 1, direction: .out))
        }
    }

    @Test func renderAllNamesViewsPredictably() throws {
        let views = try MapRenderer.renderAll(TestMaps.small(), formats: [.svg, .mermaid])
        #expect(views.map(\.spec.id) == ["overview", "domain-auth", "domain-catalog", "domain-main"])
        #expect(views.flatMap { $0.files.map(\.fileName) } == [
            "overview.svg", "overview.mmd", "domain-auth.svg", "domain-auth.mmd",
            "domain-catalog.svg", "domain-catalog.mmd", "domain-main.svg", "domain-main.mmd",
        ])
        let svg = String(decoding: try #require(views[1].data(.svg)), as: UTF8.self)
        #expect(svg.contains(">Domain Auth</text>"))
        let index = try #require(try JSONSerialization.jsonObject(with: MapRenderer.indexJSON(views)) as? [String: Any])
        let entries = try #require(index["views"] as? [[String: Any]])
        #expect(entries.map { $0["id"] as? String } == ["overview", "domain-auth", "domain-catalog", "domain-main"])
        #expect(entries[1]["domain"] as? String == "Auth")
        let files = try #require(entries[1]["files"] as? [[String: Any]])
        #expect(files.first?["bytes"] as? Int == views[1].files[0].data.count)
    }
}
