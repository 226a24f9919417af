import VipermapModel

/// The link's passes, in the order they run, each with why it comes where it does. ``Linker/link()`` runs them; each
/// reads what the passes before it made (the indexes, the module table, the routes) and adds its own.
enum LinkPipeline {
    struct Pass: Sendable {
        let name: String
        /// Why the pass comes where it does.
        let why: String
        let run: @Sendable (inout Linker) -> Void
    }

    static let passes: [Pass] = [
        Pass(name: "indexFacts", why: "every later pass reads the types, functions and name indexes it builds from the facts",
             run: { $0.indexFacts() }),
        Pass(name: "promoteLaunchModules", why: "a launch-named type must hold its role before anything reads roles",
             run: { $0.promoteLaunchModules() }),
        Pass(name: "classifyByConformance", why: "roles by the protocols a type adopts need every file's protocols, known only now",
             run: { $0.classifyByConformance() }),
        Pass(name: "classifyNamespaces", why: "a namespace's screen is known by what it adopts or inherits, through every file's types",
             run: { $0.classifyNamespaces() }),
        Pass(name: "classifyWiredModules", why: "parts join the screen a function wires them to: needs the roles that names, conformances and namespaces give, before a view moves to the presenter it holds (which asks whether its module has a builder)",
             run: { $0.classifyWiredModules() }),
        Pass(name: "classifyViewsByPresenter", why: "a view is known by the presenter it holds, whose role the pass before settled",
             run: { $0.classifyViewsByPresenter() }),
        Pass(name: "classifyScreenFactories", why: "a builder that returns another module's view reuses it: needs the views settled",
             run: { $0.classifyScreenFactories() }),
        Pass(name: "formModules", why: "modules are formed once, from the final roles", run: { $0.formModules() }),
        Pass(name: "addNavigationOptions", why: "a module's options are enums of a formed module", run: { $0.addNavigationOptions() }),
        Pass(name: "addMarkers", why: "markers and empty bodies are evidence about formed modules", run: { $0.addMarkers() }),
        Pass(name: "linkStoryboards", why: "scenes become components of formed modules, before routes ask what a scene shows",
             run: { $0.linkStoryboards() }),
        Pass(name: "containerScreens", why: "a container screen the walk sees embed two modules becomes a module before the walks ask which module a screen is",
             run: { $0.linkContainerScreens() }),
        Pass(name: "routeWalk", why: "each module's own code run for the screens it shows, with every module known",
             run: { $0.linkRouteWalkPass() }),
        Pass(name: "launchWalk", why: "launch run from the delegates: after the routes, so a module's own route is never an entry point",
             run: { $0.linkLaunchPass() }),
        Pass(name: "triggeredBy", why: "what fires each route, once every route is known", run: { $0.linkTriggers() }),
        Pass(name: "addProblems", why: "findings about the finished modules, routes and entry points", run: { $0.addProblems() }),
    ]

    static func run(_ linker: inout Linker) {
        for pass in passes { pass.run(&linker) }
    }
}
