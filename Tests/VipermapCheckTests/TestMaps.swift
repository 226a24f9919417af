import VipermapModel

/// Small maps built in code: one that trips every rule, one full of hostile strings, and a base/head pair for diffs.
enum TestMaps {
    static func module(
        _ id: String, domain: String?, status: ModuleStatus = .done, roles: [ComponentRole],
        options: [NavigationOption] = [], evidence: [Evidence] = []
    ) -> Module {
        let folder = "Modules/\(domain ?? "Shared")/\(id)"
        let components = roles.map { role -> Component in
            let suffix = role.rawValue.prefix(1).uppercased() + role.rawValue.dropFirst()
            return Component(role: role, type: "\(id)\(suffix)", file: "\(folder)/\(id)\(suffix).swift", line: 8)
        }
        return Module(id: id, name: id, domain: domain, status: status, components: components, navigationOptions: options, evidence: evidence)
    }

    static func route(_ from: String?, _ to: String?, _ transition: Transition, _ trigger: String?, line: Int, target: String? = nil) -> Route {
        let file = from.map { "Modules/\($0)/\($0)Wireframe.swift" } ?? "Application/AppDelegate.swift"
        return Route(from: from, to: to, transition: transition, trigger: trigger, file: file, line: line, target: target)
    }

    /// Trips every rule once the configuration of ``configurationYAML`` is applied (fan-out limit 2).
    static let sample = AppMap(
        modules: [
            module("Login", domain: "Auth", roles: [.wireframe, .presenter, .view, .interactor], options: [
                NavigationOption(name: "home", file: "Modules/Auth/Login/LoginInterfaces.swift", line: 5, state: .handled),
                NavigationOption(name: "register", file: "Modules/Auth/Login/LoginInterfaces.swift", line: 6, state: .handled),
                NavigationOption(name: "forgotPassword", file: "Modules/Auth/Login/LoginInterfaces.swift", line: 7, state: .unhandled),
                NavigationOption(name: "legacy", file: "Modules/Auth/Login/LoginInterfaces.swift", line: 8, state: .dead),
            ]),
            module("Home", domain: "Main", roles: [.wireframe, .presenter, .view]),
            module("Register", domain: "Auth", status: .inProgress, roles: [.wireframe, .view]),
            module("ForgotPassword", domain: "Auth", status: .scaffolded, roles: [.wireframe, .presenter, .view], evidence: [
                Evidence(kind: "placeholder", status: .scaffolded, message: "presenter body is the template's placeholder",
                         file: "Modules/Auth/ForgotPassword/ForgotPasswordPresenter.swift", line: 12),
            ]),
            module("Orphan", domain: "Main", roles: [.presenter]),
            module("Welcome", domain: "Onboarding", roles: [.wireframe, .presenter, .view]),
            module("Tour", domain: "Onboarding", roles: [.wireframe, .presenter, .view]),
            module("Settings", domain: "Main", roles: [.router, .presenter, .view]),
            module("Planned", domain: "Main", status: .planned, roles: []),
        ],
        routes: [
            route(nil, "Login", .setRoot, nil, line: 16),
            route("Login", "Home", .setRoot, "home", line: 30),
            route("Login", "Register", .push, "register", line: 32),
            route("Home", "Settings", .push, "settings", line: 20),
            route("Home", "Welcome", .present, "onboarding", line: 22),
            route("Home", nil, .present, "detail", line: 24, target: "makeController(for: item)"),
            route("Home", "Planned", .push, "planned", line: 26),
            route("Welcome", "Tour", .push, "next", line: 10),
            route("Settings", "Legacy", .push, "legacy", line: 40),
            route("Settings", "Login", .setRoot, "logout", line: 41),
            route("Settings", "Home", .push, "home", line: 42),
            route("Settings", "Tour", .present, "tour", line: 43),
            route("Register", nil, .dismiss, "close", line: 12),
        ],
        entryPoints: [EntryPoint(module: "Login", file: "Application/AppDelegate.swift", line: 16, kind: "appDelegate")],
        findings: [
            Finding(rule: "parseError", message: "cannot parse Broken.swift: expected '}'", file: "Broken.swift", line: 3),
            Finding(rule: "unhandledOption", message: "duplicate of the model's own data", module: "Login", file: "x.swift", line: 1),
        ]
    )

    static let configurationYAML = """
    rules:
      unhandledOption: error
      maxFanOut:
        limit: 2
      forbiddenRoute:
        severity: error
        routes:
          - from: "!domain:Onboarding"
            to: "domain:Onboarding"
            reason: only Onboarding routes into Onboarding
    """

    /// Every field a reporter prints holds characters that mean something in some output format.
    static let hostileText = "a%0A\r\n::error file=x,line=1::pwned <script>alert('x')</script> & \"q\" | `code` *b* _i_ [l](u) ]]> \u{1}\u{7F} \\n end"
    static let hostile = AppMap(
        modules: [
            Module(id: "Evil|<b>\"Mod\"</b>", name: "Evil", domain: "Dom ain,x:y", status: .done, components: [
                Component(role: .wireframe, type: "EvilWireframe", file: "Modules/We ird:,%/Evil\nWireframe.swift", line: 3),
                Component(role: .presenter, type: "EvilPresenter", file: "Modules/We ird:,%/EvilPresenter.swift", line: 4),
                Component(role: .view, type: "EvilView", file: "Modules/We ird:,%/EvilView.swift", line: 5),
            ], navigationOptions: [
                NavigationOption(name: hostileText, file: "Modules/We ird:,%/Evil\nWireframe.swift", line: 9, state: .unhandled),
            ]),
        ],
        routes: [
            Route(from: nil, to: "Evil|<b>\"Mod\"</b>", transition: .setRoot, file: "App.swift", line: 1),
            Route(from: "Evil|<b>\"Mod\"</b>", to: nil, transition: .present, trigger: "t\"x", file: "Modules/We ird:,%/Evil\nWireframe.swift", line: 11, target: hostileText),
        ]
    )
}
