import VipermapModel

extension Linker {
    // MARK: Routes

    /// The per-function routes (``routes(ofFunction:launchOwners:wrappers:callers:)``), those of screens kept and later
    /// shown, and of screens handed to another module; their `undefinedRoute` findings wait for ``linkTriggers()``.
    mutating func linkSyntacticRoutes() {
        let launchOwners = launchKinds()
        let wrappers = learnWrappers()
        var callersByMethod: [String: [Int]] = [:]
        for index in functions.indices {
            for call in functions[index].fact.outgoingCalls where callersByMethod[call.method]?.last != index {
                callersByMethod[call.method, default: []].append(index)
            }
        }
        // A function's routes depend on nothing this loop adds: worked out on several threads and kept by position.
        let linker = self
        // Walk-only (``syntacticRoutes`` off): no function's syntactic routes are worked out at all.
        let outcomes = !syntacticRoutes ? [] : Self.map(count: functions.count, jobs: jobs) {
            linker.routes(ofFunction: $0, launchOwners: launchOwners, wrappers: wrappers, callers: callersByMethod)
        }
        // In the order the functions give them, each once: a Set's iteration order differs between instances, and
        // the link's output must not depend on anything but the facts (LinkerThreadsTests).
        var undefinedFindings: [Finding] = []
        var seenUndefined: Set<Finding> = []
        var stored: [Route] = []
        for index in outcomes.indices {
            switch outcomes[index] {
            case .none:
                continue
            case .routes(let found, let kept, let undefined):
                routes += found
                stored += kept
                for finding in undefined where seenUndefined.insert(finding).inserted { undefinedFindings.append(finding) }
            }
        }
        // A view that keeps a screen it later presents or pushes: the navigation is the route, not the keeping.
        let shown = Set(routes.map { RoutePair(from: $0.from, to: $0.to) })
        if syntacticRoutes {
            routes += stored.filter { !shown.contains(RoutePair(from: $0.from, to: $0.to)) }
            routes += handedRoutes()
        }
        pendingFindings = undefinedFindings
    }

    /// The program the walks read (``ValueFlow/Program``), made once from the routes and modules of the passes before,
    /// and container screens that embed two modules or more made modules (``promoteContainerScreens(program:)``).
    mutating func linkContainerScreens() {
        let program = ValueFlow.Program(self)
        walkProgram = program
        promoteContainerScreens(program: program)
    }

    /// ``linkRouteWalk(program:)`` on the program ``linkContainerScreens()`` made.
    mutating func linkRouteWalkPass() {
        linkRouteWalk(program: walkProgram!)
    }

    /// ``addReusedRoutes()``, for the syntactic engine's routes.
    mutating func linkReusedRoutes() {
        if syntacticRoutes { addReusedRoutes() }
    }

    /// ``linkLaunchWalk(program:)`` on the program the route walk read.
    mutating func linkLaunchPass() {
        linkLaunchWalk(program: walkProgram!)
    }

    /// The findings the syntactic routes left, then what fires each route (``addTriggeredBy()``).
    mutating func linkTriggers() {
        findings += pendingFindings
        pendingFindings = []
        walkProgram = nil
        addTriggeredBy()
    }

    /// A module whose builder reuses another module's view and router (``reusingBuilders``) has the routes that code
    /// of the other module's view, presenter, router or wireframe shows (directly, or through a shared router one of
    /// their methods calls), from its own screen.
    mutating func addReusedRoutes() {
        guard !reusingBuilders.isEmpty else { return }
        var added: [Route] = []
        var seen = Set(routes)
        // Each (module, reused) pair once, in order: several builders of one module name the same pair.
        let pairs = Set(reusingBuilders.values.map { [$0.module, $0.reused] }).sorted { $0.lexicographicallyPrecedes($1) }
        for pair in pairs {
            guard let source = modules.byID[pair[0]], let other = modules.byID[pair[1]] else { continue }
            let parts = other.components.filter { Self.reusedRoles.contains($0.role) }
            let files = Set(parts.map { $0.file })
            // Located in the parts' code, or in a shared router that one of their methods (the trigger) called.
            let methods = Set(parts.flatMap { (functionsByOwner[$0.type] ?? []).map { functions[$0].fact.name } })
            for route in routes where route.from == other.id && route.to != source.id
                && (files.contains(route.file) || route.trigger.map(methods.contains) == true) {
                var copy = route
                copy.from = source.id
                if seen.insert(copy).inserted { added.append(copy) }
            }
        }
        routes += added
    }

    /// Screens handed to a builder that embeds them in the screen it returns (`makeTabs(first: list, second: settings)`
    /// whose body sets `tabs.viewControllers = [first, second]`): routes from the builder's module to theirs, located
    /// where the builder embeds them. One route per place, however many callers hand screens to it.
    func handedRoutes() -> [Route] {
        var found: [Route] = []
        var seen: Set<Route> = []
        for record in functions where !record.fact.handed.isEmpty {
            let owner = record.fact.owner
            for handed in record.fact.handed {
                for callee in calleeFunctions(handed.callee, owner: owner) {
                    let builder = functions[callee]
                    let made = resolve(builder.fact.returnRefs, owner: builder.fact.owner, project: builder.project)
                    guard made.modules.count == 1, let parent = made.modules.first else { continue }
                    let byParameter = Self.parameters(of: builder.fact, receiving: handed.arguments)
                    guard !byParameter.isEmpty else { continue }
                    for navigation in builder.fact.navigations where !navigation.transition.isBack && navigation.transition != .unknown {
                        let shown = resolve(navigation.refs, owner: builder.fact.owner, project: builder.project)
                        for name in shown.parameters {
                            guard let argument = byParameter[name] else { continue }
                            let children = resolve(argument.refs, owner: owner, project: record.project)
                            for child in children.modules.sorted(by: { $0.id < $1.id }) where child !== parent {
                                let route = Route(from: parent.id, to: child.id, transition: navigation.transition, trigger: nil,
                                                  file: builder.file, line: navigation.line, condition: navigation.condition)
                                if seen.insert(route).inserted { found.append(route) }
                            }
                        }
                    }
                }
            }
        }
        return found
    }

    /// The functions a call reaches: a type's method (`Builder.makeTabs`, `Builder().makeTabs`), a property's
    /// (through its type and the types conforming to it), or a helper of the caller's own type.
    func calleeFunctions(_ refs: [TargetRef], owner: String?) -> [Int] {
        var result: [Int] = []
        for ref in refs {
            switch ref {
            case .typeCall(let type, let method):
                result += functions(named: method, in: type)
            case .memberCall(let receiver, let method):
                guard let owner, !Self.plumbing.contains(receiver) else { continue }
                for type in typesOf(property: receiver, in: owner) { result += functions(named: method, in: type) }
            case .helper(let name):
                if let owner { result += functions(named: name, in: owner) }
            default:
                continue
            }
        }
        var seen: Set<Int> = []
        return result.filter { seen.insert($0).inserted }
    }

    /// Which of `function`'s parameters (by name) each handed argument binds to: arguments in order, each to the next
    /// parameter with its label (parameters with default values may be skipped).
    static func parameters(of function: FunctionFact, receiving arguments: [HandedArgument]) -> [String: HandedArgument] {
        let labels = Self.declaredLabels(function.signature)
        guard !labels.isEmpty, labels.count == function.parameters.count else { return [:] }
        var result: [String: HandedArgument] = [:]
        var next = 0
        for argument in arguments.sorted(by: { $0.position < $1.position }) {
            let label = argument.label ?? "_"
            while next < labels.count && labels[next] != Substring(label) { next += 1 }
            guard next < labels.count else { break }
            result[function.parameters[next]] = argument
            next += 1
        }
        return result
    }

    /// A route's ends, to tell whether two routes lead the same way.
    struct RoutePair: Hashable {
        var from: String?
        var to: String?
    }

    /// What one function adds to the routes (see ``linkSyntacticRoutes()``).
    enum FunctionRoutes {
        case none
        /// Routes in order, the embeds of screens a view keeps in its properties (routes only where nothing else
        /// leads to the same module), and `undefinedModule` findings.
        case routes([Route], stored: [Route], undefined: [Finding])
    }

    /// The function whose navigations are being made into routes, the modules they leave from, and how those show
    /// themselves (see ``routes(ofFunction:launchOwners:wrappers:callers:)``).
    private struct RouteOrigin {
        let record: FunctionRecord
        let sources: [Draft]
        /// The function puts up its own screen (``FunctionRecord/showsItself``).
        let showsItself: Bool
        /// The function is a method of its one source module's builder or configurator.
        let ownerIsBuilder: Bool
    }

    /// What one function's navigations add, as they are made (see ``FunctionRoutes``).
    private struct RouteParts {
        var found: [Route] = []
        var stored: [Route] = []
        var undefined: [Finding] = []
    }

    /// The routes out of the function at `index` (of ``functions``); reads the indexes only.
    private func routes(ofFunction index: Int, launchOwners: [String: String], wrappers: [String: [String: Transition]],
                        callers: [String: [Int]]) -> FunctionRoutes {
        var parts = RouteParts()
        let record = functions[index]
        let function = record.fact
        guard let owner = function.owner else { return .none }
        // A launch type's navigations are what launch shows, found by the launch walk (``linkLaunchWalk(program:)``), which also
        // decides where a launch object's own methods (`AppRouter`, `AppConfigurator`) show anything: no routes.
        if launchOwners[owner] != nil { return .none }
        guard !function.navigations.isEmpty || !function.stores.isEmpty, !record.isPrimitive else { return .none }
        let sources = routeSources(ofFunction: index, owner: owner, callers: callers)
        guard !sources.isEmpty else { return .none }
        // `XRouterInput.push(from:)` is how X itself is shown, not a route out of X.
        if sources.count == 1, sources[0].components.contains(where: { $0.type == owner && $0.role == .routerInput }) { return .none }
        let triggers = self.triggers(of: index)
        let screenParameters = record.screenParameters
        let showsItself = record.showsItself
        // Screens kept in a property are children only of a module's own view (`self.pages = PageFactory.make()`); a
        // router or a coordinator keeps what it shows later, and that showing is the route.
        let ownerIsView = sources.count == 1 && sources[0].components.contains { $0.type == owner && $0.role == .view }
        // A builder that shows the screen it builds (`ReceiptModule.launch(mode:)`) shows its module for its caller.
        let ownerIsBuilder = sources.count == 1 && sources[0].components.contains { $0.type == owner && ($0.role == .builder || $0.role == .configurator) }
        let origin = RouteOrigin(record: record, sources: sources, showsItself: showsItself, ownerIsBuilder: ownerIsBuilder)
        let navigations = ownerIsView ? function.navigations + function.stores : function.navigations
        for (position, navigation) in navigations.enumerated() {
            if showsItself && navigation.transition.isBack { continue }
            let keeps = position >= function.navigations.count
            guard let resolution = routeTarget(of: navigation, owner: owner, origin: origin, screenParameters: screenParameters,
                                               findings: &parts.undefined) else { continue }
            let transition = Self.wrappedTransition(of: navigation, owner: owner, wrappers: wrappers)
            let caseTriggers = function.name == "navigate" ? Self.caseTriggers(of: navigation) : triggers
            for source in sources {
                for (trigger, helperCondition) in caseTriggers {
                    addRoutes(of: navigation, to: resolution, transition: transition, keeps: keeps, from: source, trigger: trigger,
                              condition: navigation.condition ?? helperCondition, origin: origin, into: &parts)
                }
            }
        }
        return parts.found.isEmpty && parts.stored.isEmpty && parts.undefined.isEmpty
            ? .none : .routes(parts.found, stored: parts.stored, undefined: parts.undefined)
    }

    /// The modules the routes of the function at `index` leave from: its owner's module; for a default implementation
    /// or a base class's method, the adopters whose code calls it; else the modules whose code calls it, in id order.
    private func routeSources(ofFunction index: Int, owner: String, callers: [String: [Int]]) -> [Draft] {
        let record = functions[index]
        let function = record.fact
        var sources = drafts(forOwner: owner, project: record.project)
        if sources.isEmpty, function.inProtocolExtension || protocols.contains(owner) || isBaseClass(owner) {
            // A default implementation (or a base class's method) is a route of an adopter only where that adopter's
            // code calls it: a route protocol every router adopts is not a route of every module.
            sources = conformers(of: owner).filter { calls(function, from: $0, callers: callers) }
        }
        if sources.isEmpty {
            // One router of the whole app (`struct AppRouter: HomeRouting, DetailRouting`), or a service that presents
            // the SDK's screens (`errorPresenter.present(error:)`, whose private `presentAlert(error:)` shows the
            // alert): its method is a route of the modules whose code calls it, or the method of its type that calls
            // it, on a property typed by it or by a protocol it adopts.
            var names = [function.name]
            for (name, _) in triggers(of: index) where name != nil && !names.contains(name!) { names.append(name!) }
            for name in names {
                for draft in callingModules(of: name, owner: owner, project: record.project, callers: callers)
                where !sources.contains(where: { $0 === draft }) {
                    sources.append(draft)
                }
            }
            sources.sort { $0.id < $1.id }
        }
        return sources
    }

    /// What a navigation shows (nothing to resolve for a way back), or nil when it makes no route: a screen handed
    /// in as a parameter (a forwarding wrapper), nothing at all, or no module where one is required. A walk that ran
    /// out of steps adds its finding to `findings`.
    private func routeTarget(of navigation: NavigationFact, owner: String, origin: RouteOrigin, screenParameters: Set<String>,
                             findings: inout [Finding]) -> Resolution? {
        guard !navigation.transition.isBack else { return Resolution() }
        let record = origin.record, sources = origin.sources
        let resolution = resolve(navigation.refs, owner: owner, project: record.project)
        if resolution.exhausted {
            findings.append(Self.budgetFinding(navigation, file: record.file, module: sources.count == 1 ? sources[0].id : nil))
        }
        // A target that is a screen handed in as a parameter: a forwarding wrapper, not a route.
        if resolution.modules.isEmpty && resolution.parameters.contains(where: screenParameters.contains) { return nil }
        if resolution.modules.isEmpty && resolution.undefined.isEmpty && !resolution.opaque && resolution.screens.isEmpty { return nil }
        if resolution.modules.isEmpty && (navigation.transition == .unknown || navigation.requiresModule || origin.showsItself) { return nil }
        return resolution
    }

    /// A navigation's transition, the one a wrapper method performs when the call does not say (``learnWrappers()``):
    /// `navigateToShowOrder(source:destination:)` whose body is `source.show(destination, sender: nil)`.
    private static func wrappedTransition(of navigation: NavigationFact, owner: String, wrappers: [String: [String: Transition]]) -> Transition {
        var transition = navigation.transition
        if transition == .unknown, let learned = wrappers[navigation.method] {
            transition = learned[owner] ?? (Set(learned.values).count == 1 ? learned.values.first! : .unknown)
        }
        return transition
    }

    /// The triggers of a navigation in a `navigate(to:)`: the labels of the case it sits in, else none.
    private static func caseTriggers(of navigation: NavigationFact) -> [(String?, String?)] {
        if let labels = navigation.caseLabels, labels != ["default"] {
            return labels.map { ($0, nil) }
        } else {
            return [(nil, nil)]
        }
    }

    /// Adds the routes of one navigation from one source under one trigger: a way back; routes to the modules it
    /// shows (screens a view keeps go to `stored`); routes to the screens it shows that are no module; else a route
    /// to a target not known, with an `undefinedModule` finding for each module name that is not defined.
    private func addRoutes(of navigation: NavigationFact, to resolution: Resolution, transition: Transition, keeps: Bool, from source: Draft,
                           trigger: String?, condition: String?, origin: RouteOrigin, into parts: inout RouteParts) {
        let record = origin.record
        if transition.isBack {
            parts.found.append(Route(from: source.id, to: nil, transition: transition, trigger: trigger,
                                     file: record.file, line: navigation.line, condition: condition))
        } else if !resolution.modules.isEmpty {
            for target in resolution.modules.sorted(by: { $0.id < $1.id }) {
                // `wireframe.present()` on a module just built: how the target's own method shows it.
                let transition = navigation.targetIsReceiver
                    ? calleeTransition(navigation.method, of: target) ?? receiverTypeTransition(navigation) ?? transition
                    : transition
                if transition == .unknown && target === source { continue }
                // A module putting up its own view through a helper or a property (`addChild(makeContent())`)
                // is how it shows itself, and so is its own builder showing the screen it builds (for its
                // caller); a new instance of itself built elsewhere in its code is a route
                // (`AppModules.picker.build()`, `PickerWireframe(item:)`).
                if target === source && (origin.showsItself || origin.ownerIsBuilder || !Self.buildsAnew(navigation.refs)) { continue }
                if keeps {
                    // A view keeping its own module's parts (`self.presenter = …`) is no route.
                    if target === source { continue }
                    parts.stored.append(Route(from: source.id, to: target.id, transition: transition, trigger: trigger,
                                              file: record.file, line: navigation.line, condition: condition))
                    continue
                }
                parts.found.append(Route(from: source.id, to: target.id, transition: transition, trigger: trigger,
                                         file: record.file, line: navigation.line, condition: condition))
            }
        } else if resolution.undefined.isEmpty && !resolution.screens.isEmpty {
            // An alert, a share sheet, the app's own plain view controller: known by its type, no module.
            for screen in resolution.screens.sorted(by: { ($0.kind.rawValue, $0.type) < ($1.kind.rawValue, $1.type) }) {
                parts.found.append(Route(from: source.id, to: nil, transition: transition, trigger: trigger,
                                         file: record.file, line: navigation.line, target: navigation.targetText, condition: condition,
                                         kind: screen.kind, targetType: screen.type, targetFile: screen.file))
            }
        } else {
            parts.found.append(Route(from: source.id, to: nil, transition: transition, trigger: trigger,
                                     file: record.file, line: navigation.line, target: navigation.targetText, condition: condition))
            for name in resolution.undefined {
                parts.undefined.append(Finding(
                    rule: "undefinedModule",
                    message: "\(source.id) navigates to \(name), which is not defined as a module (target `\(navigation.targetText ?? name)`); add its components or fix the name.",
                    module: source.id, file: record.file, line: navigation.line))
            }
        }
    }

    /// How `target`'s own method named `method` shows it (`func present() { parent.show(vc, sender: self) }`): the
    /// method's summary (``summaryTransition(owner:method:depth:)``) on the first of its component types that has one.
    func calleeTransition(_ method: String, of target: Draft) -> Transition? {
        var owners: [String] = []
        for component in target.components where !owners.contains(component.type) { owners.append(component.type) }
        for owner in owners {
            if let transition = summaryTransition(owner: owner, method: method) { return transition }
        }
        return nil
    }

    /// How a receiver's own type shows what it was handed when it is a navigation helper of the app, not a module
    /// (`PushTransition(target: module, from: vc).perform()`, whose `perform()` pushes): its method of that name, or
    /// an inherited one.
    func receiverTypeTransition(_ navigation: NavigationFact) -> Transition? {
        for ref in navigation.refs {
            guard case .type(let name) = ref else { continue }
            for type in hierarchy.lineage(of: name) {
                if let transition = summaryTransition(owner: type, method: navigation.method) { return transition }
            }
        }
        return nil
    }

    /// The transition a method of `owner` performs: its navigations' and those of the helpers of the same type it
    /// calls (three levels). When they disagree (a `switch` over a run-time option, an `if` on the container), the
    /// `default:` clause's if there is one, else the first branch's.
    func summaryTransition(owner: String, method: String, depth: Int = 0) -> Transition? {
        var found: [(Transition, Bool)] = []
        collectTransitions(owner: owner, method: method, depth: depth, into: &found)
        let kinds = Set(found.map(\.0))
        if kinds.count <= 1 { return kinds.first }
        let defaults = Set(found.filter(\.1).map(\.0))
        return defaults.count == 1 ? defaults.first : found.first?.0
    }

    private func collectTransitions(owner: String, method: String, depth: Int, into found: inout [(Transition, Bool)]) {
        let own = (functionsByOwner[owner] ?? []).filter { functions[$0].fact.name == method }
        for index in own {
            let function = functions[index].fact
            for navigation in function.navigations where !navigation.transition.isBack {
                if navigation.transition == .unknown || navigation.method == method {
                    // `self.present(target, using: nc)`: a helper of the same type that takes the screen.
                    if depth < 3, navigation.method != method {
                        collectTransitions(owner: owner, method: navigation.method, depth: depth + 1, into: &found)
                    }
                    continue
                }
                found.append((navigation.transition, navigation.caseLabels == ["default"]))
            }
            if depth < 3 {
                for helper in function.helperCalls
                where helper.name != method && !function.navigations.contains(where: { $0.method == helper.name }) {
                    collectTransitions(owner: owner, method: helper.name, depth: depth + 1, into: &found)
                }
            }
        }
    }

    /// Whether a target is built right there: a catalog entry, a constructor, a type's or a builder's method (not a
    /// helper of the same type or a property).
    static func buildsAnew(_ refs: [TargetRef]) -> Bool {
        refs.contains { ref in
            switch ref {
            case .catalog, .type, .typeCall, .memberCall: return true
            default: return false
            }
        }
    }

    /// Methods that forward a screen parameter to a navigation (`func navigateToX(source:destination:)`,
    /// `func open(_ vc: UIViewController)`): their transition by name, per owner (`""` for free functions).
    private func learnWrappers() -> [String: [String: Transition]] {
        var result: [String: [String: Transition]] = [:]
        for record in functions where !record.fact.navigations.isEmpty {
            let function = record.fact
            let screenParameters = record.screenParameters
            guard !screenParameters.isEmpty else { continue }
            for navigation in function.navigations where !navigation.transition.isBack && navigation.transition != .unknown {
                let forwardsParameter = navigation.refs.contains { ref in
                    if case .parameter(let name) = ref { return screenParameters.contains(name) }
                    return false
                }
                if forwardsParameter, !FactsVisitor.containsModuleReference(navigation.refs) {
                    result[function.name, default: [:]][function.owner ?? ""] = navigation.transition
                }
            }
        }
        return result
    }

    private func isBaseClass(_ owner: String) -> Bool {
        (typesByName[owner] ?? []).contains { types[$0].fact.kind == .class }
    }

    /// `wireframe.navigate(to: .home)` / `router.routeToX()` in the module's other components fire its routes.
    private mutating func addTriggeredBy() {
        // Each function's module and call sites depend on the indexes only: worked out on several threads, by position.
        let linker = self
        let calls = Self.map(count: functions.count, jobs: jobs, chunk: 64) { index -> (drafts: [Draft], calls: [(CallSite, OutgoingCallFact)]) in
            let record = linker.functions[index]
            guard !record.fact.outgoingCalls.isEmpty, let owner = record.fact.owner else { return ([], []) }
            let drafts = linker.drafts(forOwner: owner, project: record.project)
            guard !drafts.isEmpty else { return ([], []) }
            let type = record.ownerType ?? owner
            return (drafts, record.fact.outgoingCalls.map {
                (CallSite(type: type, method: record.fact.signature, file: record.file, line: $0.line), $0)
            })
        }
        // Calls kept on the calling module's draft, in function order: no lookup by module id per call.
        for (drafts, calls) in calls {
            for draft in drafts { draft.outgoingCalls += calls }
        }
        // Each route's call sites depend on nothing but the drafts' calls: worked out on several threads, by position.
        let sites = Self.map(count: routes.count, jobs: jobs, chunk: 64) { index -> [CallSite]? in
            let route = linker.routes[index]
            guard let from = route.from, let trigger = route.trigger, let draft = linker.modules.byID[from],
                  !draft.outgoingCalls.isEmpty else { return nil }
            return draft.outgoingCalls.filter { site, call in
                call.option == trigger || (call.option == nil && call.method == trigger)
            }.map(\.0)
        }
        for index in routes.indices {
            if let found = sites[index] { routes[index].triggeredBy = found }
        }
    }
}
