import VipermapModel

/// Small hand-built maps: the indexer is not needed to test drawing.
enum TestMaps {
    static func component(_ role: ComponentRole, _ module: String, domain: String) -> Component {
        Component(role: role, type: "\(module)\(role.rawValue.capitalized)", file: "Modules/\(domain)/\(module)/\(module).swift", line: 1)
    }

    static func module(_ id: String, _ domain: String?, _ status: ModuleStatus, _ roles: [ComponentRole] = [.view, .presenter, .interactor, .wireframe, .interfaces]) -> Module {
        Module(id: id, name: id, domain: domain, status: status,
               components: roles.map { component($0, id, domain: domain ?? "-") })
    }

    static func route(_ from: String?, _ to: String?, _ transition: Transition, _ trigger: String?, target: String? = nil) -> Route {
        Route(from: from, to: to, transition: transition, trigger: trigger, file: "Modules/\(from ?? "App").swift", line: 10, target: target)
    }

    /// Six modules in three domains (one planned, one scaffolded, one in progress), every transition kind,
    /// an entry point, an unresolved route and a back transition.
    static func small() -> AppMap {
        // The domains are the module catalog's: each is an area as it is (``Areas``), so the overview draws them.
        var map = smallMap()
        for index in map.modules.indices where map.modules[index].domain != nil { map.modules[index].areaSource = .catalog }
        return map
    }

    private static func smallMap() -> AppMap {
        AppMap(
            modules: [
                module("Login", "Auth", .done),
                module("Register", "Auth", .inProgress, [.view, .presenter, .wireframe]),
                module("Home", "Main", .done),
                module("Settings", "Main", .planned, []),
                module("PokemonList", "Catalog", .done),
                module("PokemonDetails", "Catalog", .scaffolded, [.view, .presenter, .interactor, .wireframe]),
            ],
            routes: [
                route(nil, "Login", .setRoot, nil),
                route("Login", "Home", .setRoot, "home"),
                route("Login", "Register", .push, "register"),
                route("Home", "PokemonList", .push, "pokemonList"),
                route("Home", "Settings", .embed, "settings"),
                route("Home", nil, .present, "dynamic", target: "makeController(for: item)"),
                route("PokemonList", "PokemonDetails", .present, "details"),
                route("PokemonDetails", nil, .dismiss, "close"),
            ],
            entryPoints: [EntryPoint(module: "Login", file: "AppDelegate.swift", line: 12, kind: "appDelegate")]
        ).normalized()
    }

    /// Every character that could break DOT, HTML-like labels, records, SVG or Mermaid.
    static let hostileName = "Evil\"]; x [label=\"pwn\\\\\" <b>&amp;</b> {a|b} é🦊\nnext"
    static let hostileDomain = "Dom<ain> & \"Co\" {x|y}"
    static let hostileTrigger = "go\" -> injected [color=red]; <script>&"

    static func hostile() -> AppMap {
        AppMap(
            modules: [
                Module(id: hostileName, name: hostileName, domain: hostileDomain, status: .done,
                       components: [component(.view, "Evil", domain: "X")]),
                Module(id: "Plain", name: "Plain", domain: hostileDomain, status: .inProgress,
                       components: [component(.presenter, "Plain", domain: "X")]),
                Module(id: "Back\\slash", name: "Back\\N\\G\\", domain: nil, status: .planned),
            ],
            routes: [
                route("Plain", hostileName, .push, hostileTrigger),
                route(hostileName, "Back\\slash", .present, "trailing\\"),
                route("Plain", nil, .show, "x", target: "make(\"</text><script>alert(1)</script>\")"),
            ]
        ).normalized()
    }
}
