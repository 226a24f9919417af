import Testing
import VipermapModel
@testable import VipermapRender
import VipermapSynth

/// A map prepared once (``ViewGraph/Selector``) gives every view exactly as it is selected alone, in any order.
@Suite struct ViewSelectorTests {
    static func views(of map: AppMap) -> [MapView] {
        let modules = map.modules.map(\.id).sorted()
        return [.app, .overview] + MapRenderer.views(of: map).map(\.view)
            + [modules.first!, modules.last!].flatMap { module in
                FocusDirection.allCases.map { MapView.focus(module: module, depth: 2, direction: $0) }
            }
    }

    /// A view, or the error selecting it gave (hiding planned modules can empty a domain or hide a module).
    enum Outcome: Equatable {
        case graph(ViewGraph)
        case error(String)
        init(_ body: () throws -> ViewGraph) {
            do { self = .graph(try body()) } catch { self = .error("\(error)") }
        }
    }

    static let maps = ["small": TestMaps.small(), "hostile": TestMaps.hostile(), "synthetic": SyntheticApp.map(modules: 150, seed: 4)]

    @Test(arguments: ["small", "hostile", "synthetic"])
    func everyViewIsTheViewSelectedAlone(name: String) throws {
        let map = try #require(Self.maps[name])
        for hidden in [Set<HiddenElement>(), [.back], [.back, .planned, .unresolved]] {
            let selector = ViewGraph.Selector(map: map, hidden: hidden)
            let views = Self.views(of: map)
            let alone = views.map { view in Outcome { try ViewGraph.make(from: map, options: RenderOptions(view: view, hidden: hidden)) } }
            // Forwards, backwards and twice: numbering (unresolved targets) starts again in every view.
            #expect(views.map { view in Outcome { try selector.make(view) } } == alone, "\(name) \(hidden)")
            #expect(views.reversed().map { view in Outcome { try selector.make(view) } } == alone.reversed(), "\(name) \(hidden)")
            #expect(views.map { view in Outcome { try selector.make(view) } } == alone, "\(name) \(hidden)")
        }
    }

    @Test func unresolvedTargetsAreNumberedFromZeroInEveryView() throws {
        // Home (domain Main) has an unresolved target: it is `u0` in the whole app and again in Main's view.
        let selector = ViewGraph.Selector(map: TestMaps.small(), hidden: [.back])
        for view in [MapView.app, .domain("Main"), .app, .focus(module: "Home", depth: 1, direction: .out)] {
            #expect(try selector.make(view).nodes.filter { $0.kind == .unresolved }.map(\.key) == ["u0"], "\(view)")
        }
    }

    @Test func unknownDomainsAndModulesAreTheSameErrors() {
        let selector = ViewGraph.Selector(map: TestMaps.small(), hidden: [.back])
        #expect(throws: RenderError.unknownDomain("Nope", valid: ViewGraph.domainNames(of: TestMaps.small()))) { try selector.make(.domain("Nope")) }
        #expect(throws: RenderError.unknownModule("Pokemon", suggestions: ["PokemonDetails", "PokemonList"])) {
            try selector.make(.focus(module: "Pokemon", depth: 1, direction: .out))
        }
    }
}
