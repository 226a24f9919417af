import VipermapModel

extension Linker {
    /// Identifiers that name UIKit plumbing, never a module.
    static let plumbing: Set<String> = [
        "self", "view", "viewController", "navigationController", "window", "rootViewController", "presentingViewController",
        "tabBarController", "parent", "splitViewController", "_viewController", "source", "from", "sender",
    ]

    /// How many references one target is followed through, at most (`configureApp()` → a private helper → a builder's
    /// method → the screen it makes, each reference one step). Counted in steps, not in time or depth, so the map never
    /// depends on the machine, `--jobs` or file order; a target that needs more is left where it got to and named in a
    /// `resolutionBudget` finding. The largest target of the development corpus takes 416 steps.
    static let resolutionBudget = 10_000

    /// One target's walk through the code: the steps left, and the functions and properties being followed (one that
    /// is already being followed, a recursion, is not followed again).
    final class ResolutionWalk {
        enum Followed: Hashable {
            case function(Int)
            case property(owner: String, name: String)
        }
        private(set) var steps: Int
        private(set) var exhausted = false
        private var following: Set<Followed> = []

        init(steps: Int = Linker.resolutionBudget) {
            self.steps = steps
        }

        /// Takes one step; false (and the walk is exhausted) when the budget is spent.
        func step() -> Bool {
            guard steps > 0 else {
                exhausted = true
                return false
            }
            steps -= 1
            return true
        }

        /// Starts following `item`: false when it is being followed already (a recursion).
        func enter(_ item: Followed) -> Bool { following.insert(item).inserted }
        func leave(_ item: Followed) { following.remove(item) }
    }

    /// What a target resolved to.
    struct Resolution {
        var modules: [Draft] = []
        var undefined: [String] = []
        var opaque = false
        /// Parameters of the enclosing function the target is built from.
        var parameters: [String] = []
        /// The walk ran out of steps (``resolutionBudget``): what was found so far is kept.
        var exhausted = false
        /// Screens that are no module: system controllers and the app's plain view controllers, by type.
        var screens: [Screen] = []

        mutating func add(_ other: Resolution) {
            for draft in other.modules where !modules.contains(where: { $0 === draft }) { modules.append(draft) }
            undefined += other.undefined.filter { !undefined.contains($0) }
            opaque = opaque || other.opaque
            parameters += other.parameters
            exhausted = exhausted || other.exhausted
            for screen in other.screens where !screens.contains(screen) { screens.append(screen) }
        }
    }

    // MARK: Resolution

    /// What a target's references lead to (modules, undefined names, run-time values), followed through returns,
    /// helpers, builders and properties within one walk's budget of steps.
    func resolve(_ refs: [TargetRef], owner: String?, project: String?) -> Resolution {
        let walk = ResolutionWalk()
        var result = resolve(refs, owner: owner, project: project, walk: walk)
        result.exhausted = walk.exhausted
        return result
    }

    /// The finding for a target whose walk ran out of steps.
    static func budgetFinding(_ navigation: NavigationFact, file: String, module: String?) -> Finding {
        let target = navigation.targetText.map { "`\($0)`" } ?? "the target"
        return Finding(
            rule: "resolutionBudget",
            message: "Following \(target) of `\(navigation.method)` took more than \(resolutionBudget) steps; the map keeps the modules found by then and may miss others of this call. Split the chain of helpers that builds it, or report the construct.",
            module: module, file: file, line: navigation.line)
    }

    /// What the function at `index` returns, unless the walk is following it already.
    private func returned(by index: Int, owner: String?, project: String?, walk: ResolutionWalk) -> Resolution {
        guard walk.enter(.function(index)) else { return Resolution() }
        defer { walk.leave(.function(index)) }
        let function = functions[index].fact
        var result = resolve(function.returnRefs, owner: owner, project: project, walk: walk)
        // A builder that hands back the module's presenter as its handle (`RuuviFirmwareBuilder.build(…) ->
        // RuuviFirmware { let presenter = FirmwarePresenter(…); return presenter }`) returns that module.
        if result.modules.isEmpty, Conventions.startsWithBuilderVerb(function.name) {
            for case .type(let name) in function.returnRefs {
                guard let found = draftsByType[name], let draft = pick(found, project: project),
                      draft.components.contains(where: { $0.type == name && $0.role == .presenter }) else { continue }
                if !result.modules.contains(where: { $0 === draft }) { result.modules.append(draft) }
            }
        }
        return result
    }

    private func resolve(_ refs: [TargetRef], owner: String?, project: String?, walk: ResolutionWalk) -> Resolution {
        var result = Resolution()
        for ref in refs {
            guard walk.step() else {
                result.opaque = true
                break
            }
            switch ref {
            case .type(let name):
                result.add(resolveType(name, project: project))
            case .typeCall(let type, let method):
                var returned = Resolution()
                // The call's value is of the method's declared return type (`UIAlertController.errorAlert(message:) ->
                // UIAlertController` in the app's extension): what that type is, when nothing else tells.
                var returnTypes: [String] = []
                for index in functionsByOwner[type] ?? [] where functions[index].fact.name == method {
                    returned.add(self.returned(by: index, owner: type, project: project, walk: walk))
                    if let returnType = functions[index].fact.returnType { returnTypes.append(returnType) }
                }
                if !returned.modules.isEmpty {
                    result.add(Resolution(modules: returned.modules))
                    continue
                }
                var byType = resolveType(type, project: project)
                if byType.modules.isEmpty && byType.undefined.isEmpty {
                    // `R.storyboard.main.detailsViewController()`: the method names the screen.
                    let named = resolveType(ModuleNaming.moduleName(fromCase: method), project: project)
                    if !named.modules.isEmpty {
                        byType = named
                    } else {
                        var declared = Resolution()
                        for returnType in returnTypes { declared.add(resolveType(returnType, project: project)) }
                        let onlyScreens = !declared.screens.isEmpty && declared.modules.isEmpty && declared.undefined.isEmpty
                        byType = onlyScreens ? Resolution(screens: declared.screens) : Resolution(opaque: true)
                    }
                }
                result.add(byType)
            case .catalog(_, let path):
                guard let caseName = path.count >= 2 ? path[1] : path.first else { continue }
                let name = ModuleNaming.moduleName(fromCase: caseName)
                // A catalog without domains (`enum AppModules { case map }`): `AppModules.map.build()` names `map`.
                let flat = path.count >= 2 ? ModuleNaming.moduleName(fromCase: path[0]) : nil
                if let found = draftsByName[name], let draft = pick(found, project: project) {
                    result.modules.append(draft)
                } else if let flat, catalogNames.contains(flat), let found = draftsByName[flat], let draft = pick(found, project: project) {
                    result.modules.append(draft)
                } else {
                    result.undefined.append(name)
                }
            case .identifier(let name):
                result.add(resolveIdentifier(name, owner: owner, project: project, walk: walk))
            case .memberCall(let receiver, let method):
                result.add(resolveMemberCall(receiver, method: method, owner: owner, project: project, walk: walk))
            case .passed(let helper, let arguments):
                // `setController(viewController: homeModule, title:)` returns what it was handed (wrapped).
                guard let owner else { continue }
                let returnsParameter = functions(named: helper, in: owner).contains { index in
                    functions[index].fact.returnRefs.contains { ref in
                        if case .parameter = ref { return true }
                        return false
                    }
                }
                if returnsParameter {
                    let handed = resolve(arguments, owner: owner, project: project, walk: walk)
                    result.add(Resolution(modules: handed.modules))
                }
            case .helper(let name):
                guard let owner else { result.opaque = true; continue }
                let helpers = functions(named: name, in: owner)
                if helpers.isEmpty { result.opaque = true }
                for index in helpers {
                    result.add(returned(by: index, owner: owner, project: project, walk: walk))
                }
            case .storyboardID(let identifier):
                if let found = draftsByStoryboardID[identifier], let draft = pick(found, project: project) {
                    result.modules.append(draft)
                } else {
                    result.opaque = true
                }
            case .parameter(let name):
                result.parameters.append(name)
                result.opaque = true
            case .opaque:
                result.opaque = true
            }
        }
        return result
    }

    /// The methods named `name` that a call on `owner` reaches: the owner's own, else those of the types it inherits
    /// from that the app declares or extends (`extension UITabBarController { func wrap(_:) }` for a tab bar
    /// subclass), nearest first.
    func functions(named name: String, in owner: String) -> [Int] {
        var queue = [owner]
        var seen: Set<String> = []
        while !queue.isEmpty, seen.count < 8 {
            let type = queue.removeFirst()
            guard seen.insert(type).inserted else { continue }
            let found = (functionsByOwner[type] ?? []).filter { functions[$0].fact.name == name }
            if !found.isEmpty { return found }
            for index in typesByName[type] ?? [] { queue += types[index].fact.inherits }
        }
        return []
    }

    /// A screen that is no module, decided by its type.
    struct Screen: Hashable {
        var kind: RouteKind
        var type: String
        /// Where the app declares it (plain screens).
        var file: String?
    }

    /// Controllers that say nothing about the screen (a variable's declared base type) or only wrap one: never a
    /// screen of their own.
    static let genericControllers: Set<String> = [
        "UIViewController", "UITableViewController", "UICollectionViewController", "UINavigationController",
        "UITabBarController", "UISplitViewController", "UIPageViewController", "UIHostingController", "NSViewController",
        "NSWindowController", "UIInputViewController",
    ]

    /// The screen a type is when it is no module: a controller the sources do not declare (UIKit's, the SDKs', a
    /// dependency's: its name ends in `Controller`) is a system screen; a view controller or SwiftUI view the app
    /// declares is a plain screen. Containers and base types are neither (what they hold decides).
    func screen(ofType name: String) -> Screen? {
        let simple = NameScan.lastComponent(name, separator: ".") ?? name
        if Self.genericControllers.contains(simple) { return nil }
        guard let records = typesByName[name], let declaration = records.first(where: { types[$0].fact.kind != .extension }) else {
            return simple.hasSuffix("Controller") && simple.first?.isUppercase == true ? Screen(kind: .system, type: name) : nil
        }
        // Up the app's own superclasses to the SDK's: a view controller that is no container, or a SwiftUI view.
        var queue = records.flatMap { types[$0].fact.inherits }
        var seen: Set<String> = [name]
        var isScreen = false
        while let next = queue.popLast() {
            guard seen.insert(next).inserted else { continue }
            let nextSimple = NameScan.lastComponent(next, separator: ".") ?? next
            if Self.containerControllers.contains(nextSimple) { return nil }
            if nextSimple.hasSuffix("ViewController") || nextSimple == "View" { isScreen = true }
            // A superclass the sources do not declare that is a screen by the rule above for such types (a
            // dependency's `ImagePickerController`): the app's subclass is a screen it declares.
            if typesByName[next] == nil, nextSimple.hasSuffix("Controller"), nextSimple.first?.isUppercase == true { isScreen = true }
            for index in typesByName[next] ?? [] { queue += types[index].fact.inherits }
        }
        return isScreen ? Screen(kind: .plain, type: name, file: types[declaration].file) : nil
    }

    /// Whether the app declares `name` as a subclass of a container controller (up its own superclasses).
    func isContainer(_ name: String) -> Bool {
        var queue = (typesByName[name] ?? []).flatMap { types[$0].fact.inherits }
        var seen: Set<String> = [name]
        while let next = queue.popLast(), seen.count < 16 {
            guard seen.insert(next).inserted else { continue }
            if Self.containerControllers.contains(NameScan.lastComponent(next, separator: ".") ?? next) { return true }
            for index in typesByName[next] ?? [] { queue += types[index].fact.inherits }
        }
        return false
    }

    static let containerControllers: Set<String> = ["UINavigationController", "UITabBarController", "UISplitViewController", "UIPageViewController"]

    /// The UIKit container `type` is or inherits from (`UITabBarController` for the app's `RootTabBarController`), if any.
    func containerKind(of type: String) -> String? {
        var queue = [type]
        var seen: Set<String> = []
        while let next = queue.popLast(), seen.count < 16 {
            guard seen.insert(next).inserted else { continue }
            let simple = NameScan.lastComponent(next, separator: ".") ?? next
            if Self.containerControllers.contains(simple) { return simple }
            for index in typesByName[next] ?? [] { queue += types[index].fact.inherits }
        }
        return nil
    }

    /// A type name: a component of a module, or a name with a role suffix whose module does not exist.
    func resolveType(_ name: String, project: String?) -> Resolution {
        var result = Resolution()
        if let found = draftsByType[name], let draft = pick(found, project: project) {
            // A presenter or interactor is not something one navigates to; a builder protocol is.
            let dotted = "." + name
            if let role = draft.components.first(where: { $0.type == name || NameScan.endsWith($0.type, dotted) })?.role,
               !Conventions.isEntryRole(role, typeName: name) {
                return result
            }
            result.modules.append(draft)
            return result
        }
        if let found = draftsByName[name], let draft = pick(found, project: project) {
            result.modules.append(draft)
            return result
        }
        let split = ModuleNaming.split(name, kind: .class) ?? ModuleNaming.split(name, kind: .protocol)
        if let (module, role) = split, role != .entity {
            if let found = draftsByName[module], let draft = pick(found, project: project) {
                result.modules.append(draft)
                return result
            }
        }
        // `UIAlertController`, `SFSafariViewController`, the app's `LicensesViewController`: a screen, not a module.
        if let screen = screen(ofType: name) {
            result.screens.append(screen)
            return result
        }
        // `var pending: UIViewController?`: a base type names no screen and no missing module; nor does the app's own
        // container (`final class NavigationController: UINavigationController`): what it holds decides.
        if Self.genericControllers.contains(NameScan.lastComponent(name, separator: ".") ?? name) || isContainer(name) { return result }
        if let (module, role) = split, role != .entity, [.wireframe, .router, .builder, .configurator, .routerInput, .view, .presenter].contains(role) {
            result.undefined.append(module)
        }
        return result
    }

    /// `moduleBuilder.createLogin()`: what `createLogin` returns in the receiver property's type, or in the types
    /// that conform to it when it is a protocol (an injected builder); else the receiver itself (`trackBuilder.make()`
    /// → `TrackBuilder`'s module).
    private func resolveMemberCall(_ receiver: String, method: String, owner: String?, project: String?, walk: ResolutionWalk) -> Resolution {
        var returned = Resolution()
        if let owner, !Self.plumbing.contains(receiver) {
            for type in typesOf(property: receiver, in: owner) {
                for index in functionsByOwner[type] ?? [] where functions[index].fact.name == method {
                    returned.add(self.returned(by: index, owner: type, project: project, walk: walk))
                }
            }
        }
        if !returned.modules.isEmpty { return Resolution(modules: returned.modules) }
        let byReceiver = resolveIdentifier(receiver, owner: owner, project: project, walk: walk)
        if !byReceiver.modules.isEmpty { return byReceiver }
        // `builder.detailView(router:)` on a builder of every screen: the method names the screen.
        let named = resolveType(ModuleNaming.moduleName(fromCase: method), project: project)
        return named.modules.isEmpty ? byReceiver : Resolution(modules: named.modules)
    }

    private func resolveIdentifier(_ name: String, owner: String?, project: String?, walk: ResolutionWalk) -> Resolution {
        var result = Resolution()
        // `bannerView.rootViewController = self` in a module's view, `push(presenter._view)` in a router whose
        // `presenter` is its own module's (or only a base class declares it): the module's own screen, no route out
        // of it.
        if let owner, name == "self" || name == "presenter" {
            let own = drafts(forOwner: owner, project: project)
            if own.count == 1, name == "self" || typesOf(property: name, in: owner).allSatisfy({ type in
                (draftsByType[type] ?? []).contains { $0 === own[0] }
            }) {
                return Resolution(modules: own)
            }
        }
        if Self.plumbing.contains(name) { result.opaque = true; return result }
        if let owner, walk.enter(.property(owner: owner, name: name)) {
            defer { walk.leave(.property(owner: owner, name: name)) }
            for index in typesByName[owner] ?? [] {
                for property in types[index].fact.properties where property.name == name {
                    if let typeName = property.typeName {
                        result.add(resolveType(typeName, project: project))
                    }
                    result.add(resolve(property.refs, owner: owner, project: project, walk: walk))
                }
            }
            // `lamp = LampBuilder.build()` in another method of the type: what the property was given.
            for index in functionsByOwner[owner] ?? [] {
                for store in functions[index].fact.stores where store.method == name {
                    result.add(resolve(store.refs, owner: owner, project: project, walk: walk))
                }
            }
            if !result.modules.isEmpty || !result.undefined.isEmpty { return result }
        }
        // `trackBuilder` → `TrackBuilder`, `_loginRouter` → `LoginRouter`.
        var trimmed = Substring(name)
        while trimmed.first == "_" { trimmed = trimmed.dropFirst() }
        let capitalized = ModuleNaming.moduleName(fromCase: String(trimmed))
        if ModuleNaming.role(ofTypeNamed: capitalized) != nil {
            let byName = resolveType(capitalized, project: project)
            if !byName.modules.isEmpty { return byName }
        }
        result.opaque = true
        return result
    }

    // MARK: Routes

    mutating func linkRoutes() {
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
        let program = ValueFlow.Program(self)
        promoteContainerScreens(program: program)
        linkRouteWalk(program: program)
        if syntacticRoutes { addReusedRoutes() }
        linkLaunchWalk(program: program)
        findings += undefinedFindings
        addTriggeredBy()
    }

    /// A module whose builder reuses another module's view and router (``reusingBuilders``) has the routes that code
    /// of the other module's view, presenter, router or wireframe shows (directly, or through a shared router one of
    /// their methods calls), from its own screen.
    mutating func addReusedRoutes() {
        guard !reusingBuilders.isEmpty else { return }
        var added: [Route] = []
        var seen = Set(routes)
        let reusedRoles: Set<ComponentRole> = [.view, .presenter, .router, .wireframe]
        // Each (module, reused) pair once, in order: several builders of one module name the same pair.
        let pairs = Set(reusingBuilders.values.map { [$0.module, $0.reused] }).sorted { $0.lexicographicallyPrecedes($1) }
        for pair in pairs {
            guard let source = draftsByID[pair[0]], let other = draftsByID[pair[1]] else { continue }
            let parts = other.components.filter { reusedRoles.contains($0.role) }
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

    /// What one function adds to the routes (see ``linkRoutes()``).
    enum FunctionRoutes {
        case none
        /// Routes in order, the embeds of screens a view keeps in its properties (routes only where nothing else
        /// leads to the same module), and `undefinedModule` findings.
        case routes([Route], stored: [Route], undefined: [Finding])
    }

    /// The routes out of the function at `index` (of ``functions``); reads the indexes only.
    private func routes(ofFunction index: Int, launchOwners: [String: String], wrappers: [String: [String: Transition]],
                        callers: [String: [Int]]) -> FunctionRoutes {
        var found: [Route] = []
        var stored: [Route] = []
        var undefined: [Finding] = []
        let record = functions[index]
        let function = record.fact
        guard let owner = function.owner else { return .none }
        // A launch type's navigations are what launch shows, found by the launch walk (``linkLaunchWalk(program:)``), which also
        // decides where a launch object's own methods (`AppRouter`, `AppConfigurator`) show anything: no routes.
        if launchOwners[owner] != nil { return .none }
        guard !function.navigations.isEmpty || !function.stores.isEmpty, !record.isPrimitive else { return .none }
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
        let navigations = ownerIsView ? function.navigations + function.stores : function.navigations
        for (position, navigation) in navigations.enumerated() {
            if showsItself && navigation.transition.isBack { continue }
            let keeps = position >= function.navigations.count
            var resolution = Resolution()
            if !navigation.transition.isBack {
                resolution = resolve(navigation.refs, owner: owner, project: record.project)
                if resolution.exhausted {
                    undefined.append(Self.budgetFinding(navigation, file: record.file, module: sources.count == 1 ? sources[0].id : nil))
                }
                // A target that is a screen handed in as a parameter: a forwarding wrapper, not a route.
                if resolution.modules.isEmpty && resolution.parameters.contains(where: screenParameters.contains) { continue }
                if resolution.modules.isEmpty && resolution.undefined.isEmpty && !resolution.opaque && resolution.screens.isEmpty { continue }
                if resolution.modules.isEmpty && (navigation.transition == .unknown || navigation.requiresModule || showsItself) { continue }
            }
            // `navigateToShowOrder(source:destination:)` whose body is `source.show(destination, sender: nil)`.
            var transition = navigation.transition
            if transition == .unknown, let learned = wrappers[navigation.method] {
                transition = learned[owner] ?? (Set(learned.values).count == 1 ? learned.values.first! : .unknown)
            }
            let caseTriggers: [(String?, String?)]
            if function.name == "navigate" {
                if let labels = navigation.caseLabels, labels != ["default"] {
                    caseTriggers = labels.map { ($0, nil) }
                } else {
                    caseTriggers = [(nil, nil)]
                }
            } else {
                caseTriggers = triggers
            }
            for source in sources {
                for (trigger, helperCondition) in caseTriggers {
                    let condition = navigation.condition ?? helperCondition
                    if transition.isBack {
                        found.append(Route(from: source.id, to: nil, transition: transition, trigger: trigger,
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
                            if target === source && (showsItself || ownerIsBuilder || !Self.buildsAnew(navigation.refs)) { continue }
                            if keeps {
                                // A view keeping its own module's parts (`self.presenter = …`) is no route.
                                if target === source { continue }
                                stored.append(Route(from: source.id, to: target.id, transition: transition, trigger: trigger,
                                              file: record.file, line: navigation.line, condition: condition))
                                continue
                            }
                            found.append(Route(from: source.id, to: target.id, transition: transition, trigger: trigger,
                                         file: record.file, line: navigation.line, condition: condition))
                        }
                    } else if resolution.undefined.isEmpty && !resolution.screens.isEmpty {
                        // An alert, a share sheet, the app's own plain view controller: known by its type, no module.
                        for screen in resolution.screens.sorted(by: { ($0.kind.rawValue, $0.type) < ($1.kind.rawValue, $1.type) }) {
                            found.append(Route(from: source.id, to: nil, transition: transition, trigger: trigger,
                                         file: record.file, line: navigation.line, target: navigation.targetText, condition: condition,
                                         kind: screen.kind, targetType: screen.type, targetFile: screen.file))
                        }
                    } else {
                        found.append(Route(from: source.id, to: nil, transition: transition, trigger: trigger,
                                     file: record.file, line: navigation.line, target: navigation.targetText, condition: condition))
                        for name in resolution.undefined {
                            undefined.append(Finding(
                                rule: "undefinedModule",
                                message: "\(source.id) navigates to \(name), which is not defined as a module (target `\(navigation.targetText ?? name)`); add its components or fix the name.",
                                module: source.id, file: record.file, line: navigation.line))
                        }
                    }
                }
            }
        }
        return found.isEmpty && stored.isEmpty && undefined.isEmpty ? .none : .routes(found, stored: stored, undefined: undefined)
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
            guard case .type(var name) = ref else { continue }
            var seen: Set<String> = []
            while seen.insert(name).inserted {
                if let transition = summaryTransition(owner: name, method: navigation.method) { return transition }
                guard let parent = (typesByName[name] ?? []).lazy.compactMap({ self.types[$0].fact.inherits.first }).first else { break }
                name = parent
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

    /// Modules with a component that calls `method` on a property whose declared type is `owner` or a protocol
    /// `owner` adopts (in its declaration or an extension), in id order.
    /// Whether `module`'s code calls `function` (by name and argument labels): on another object from one of its
    /// components, or from any type through a property typed by one of its components or a protocol one adopts
    /// (`router?.open(series:)` in a view model holding `router: CollectionRoutable?`); or on itself (`openSettings()`
    /// in its router).
    func calls(_ function: FunctionFact, from module: Draft, callers: [String: [Int]]) -> Bool {
        let componentTypes = Set(module.components.map(\.type))
        for index in callers[function.name] ?? [] {
            let caller = functions[index]
            guard let owner = caller.fact.owner else { continue }
            let calls = caller.fact.outgoingCalls.filter { $0.method == function.name && Self.labels($0.labels, fit: function.signature) }
            if calls.isEmpty { continue }
            if drafts(forOwner: owner, project: caller.project).contains(where: { $0 === module }) { return true }
            for call in calls where typesOf(property: call.receiver, in: owner).contains(where: componentTypes.contains) { return true }
        }
        for type in componentTypes {
            for index in functionsByOwner[type] ?? [] where functions[index].fact.helperCalls.contains(where: { $0.name == function.name && Self.labels($0.labels, fit: function.signature) }) {
                return true
            }
        }
        return false
    }

    /// The argument labels a signature declares, in order (`_` for none): `open(series:)` → `series`.
    static func declaredLabels(_ signature: String) -> [Substring] {
        guard let open = signature.firstIndex(of: "(") else { return [] }
        return Array(signature[signature.index(after: open)...].split(separator: ":").dropLast())
    }

    /// Whether a call's argument labels fit a signature (`open(series:)`): each label in order, parameters with
    /// default values and trailing closures may be left out.
    static func labels(_ labels: String, fit signature: String) -> Bool {
        // Bytes, nothing allocated: the route walk asks this for every call it dispatches. (`contains("(")` would
        // resolve to Foundation's substring search.)
        let text = signature.utf8
        guard let open = text.firstIndex(of: UInt8(ascii: "(")) else { return labels.isEmpty }
        let colon = UInt8(ascii: ":")
        // The declared labels are the non-empty pieces between `(` and each `:` (`f(_:animated:)` → `_`, `animated`).
        var next = text.index(after: open)
        func nextDeclared() -> Substring.UTF8View? {
            while let end = text[next...].firstIndex(of: colon) {
                let piece = text[next..<end]
                next = text.index(after: end)
                if !piece.isEmpty { return piece }
            }
            return nil
        }
        for label in labels.utf8.split(separator: colon, omittingEmptySubsequences: true) {
            var found = false
            while let declared = nextDeclared() {
                if declared.elementsEqual(label) { found = true; break }
            }
            guard found else { return false }
        }
        return true
    }

    func callingModules(of method: String, owner: String, project: String?, callers callersByMethod: [String: [Int]]) -> [Draft] {
        guard let callers = callersByMethod[method] else { return [] }
        var adopted: Set<String> = [owner]
        for index in typesByName[owner] ?? [] { adopted.formUnion(types[index].fact.inherits) }
        var result: [Draft] = []
        for index in callers {
            let caller = functions[index].fact
            guard let callerOwner = caller.owner else { continue }
            let receivers = caller.outgoingCalls.filter { $0.method == method }.map(\.receiver)
            let typed = (typesByName[callerOwner] ?? []).contains { typeIndex in
                types[typeIndex].fact.properties.contains { property in
                    receivers.contains(property.name) && property.typeName.map(adopted.contains) == true
                }
            }
            guard typed else { continue }
            for draft in drafts(forOwner: callerOwner, project: functions[index].project) where !result.contains(where: { $0 === draft }) {
                result.append(draft)
            }
        }
        return result.sorted { $0.id < $1.id }
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

    /// The types a property of `owner` may hold: its declared type, the types its initializer builds, and the types
    /// that conform to them (an injected builder typed by a protocol), in that order.
    func typesOf(property name: String, in owner: String) -> [String] {
        var declared: [String] = []
        for index in typesByName[owner] ?? [] {
            for property in types[index].fact.properties where property.name == name {
                if let typeName = property.typeName { declared.append(typeName) }
                for case .type(let built) in property.refs { declared.append(built) }
            }
        }
        return withConformers(declared)
    }

    /// `names` (without repeats), each followed by the declared types that conform to it or inherit from it.
    func withConformers(_ names: [String]) -> [String] {
        var result: [String] = []
        for name in names where !result.contains(name) {
            result.append(name)
            for conformer in inheritors[name] ?? [] where types[conformer].fact.kind != .protocol {
                let conforming = types[conformer].fact.qualifiedName
                if !result.contains(conforming) { result.append(conforming) }
            }
        }
        return result
    }

    /// The trigger of a navigation inside a method that is not `navigate(to:)`: the method's name, or — for a
    /// private helper — the triggers of the methods of the same type that call it (followed up to three levels).
    func triggers(of index: Int, depth: Int = 0) -> [(String?, String?)] {
        let function = functions[index].fact
        guard let owner = function.owner else { return [(function.name, nil)] }
        var fromCases: [(String?, String?)] = []
        var fromCallers: [(String?, String?)] = []
        for callerIndex in functionsByOwner[owner] ?? [] where callerIndex != index {
            let caller = functions[callerIndex].fact
            for call in caller.helperCalls where call.name == function.name {
                if caller.name == "navigate" {
                    if let labels = call.caseLabels, labels != ["default"] {
                        fromCases += labels.map { ($0, call.condition) }
                    }
                } else if function.isPrivate {
                    if caller.isPrivate && depth < 3 {
                        fromCallers += triggers(of: callerIndex, depth: depth + 1).map { ($0.0, $0.1 ?? call.condition) }
                    } else {
                        fromCallers.append((caller.name, call.condition))
                    }
                }
            }
        }
        let result = fromCases + fromCallers
        if result.isEmpty { return [(function.name, nil)] }
        var seen: Set<String> = []
        return result.filter { seen.insert("\($0.0 ?? "")|\($0.1 ?? "")").inserted }
    }

    /// Whether a function navigates, directly or through helpers of its type.
    func performsNavigation(_ index: Int, depth: Int = 0) -> Bool {
        let function = functions[index].fact
        if !function.navigations.isEmpty { return true }
        guard depth < 3, let owner = function.owner else { return false }
        let siblings = functionsByOwner[owner] ?? []
        for call in function.helperCalls {
            for sibling in siblings where sibling != index && functions[sibling].fact.name == call.name {
                if performsNavigation(sibling, depth: depth + 1) { return true }
            }
        }
        return false
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
            guard let from = route.from, let trigger = route.trigger, let draft = linker.draftsByID[from],
                  !draft.outgoingCalls.isEmpty else { return nil }
            return draft.outgoingCalls.filter { site, call in
                call.option == trigger || (call.option == nil && call.method == trigger)
            }.map(\.0)
        }
        for index in routes.indices {
            if let found = sites[index] { routes[index].triggeredBy = found }
        }
    }

    // MARK: Navigation options

    mutating func addNavigationOptions() {
        // Each draft's options depend on nothing but the indexes: worked out on several threads, kept by position.
        let linker = self
        let options = Self.map(count: drafts.count, jobs: jobs) { linker.navigationOptions(of: linker.drafts[$0]) }
        for (draft, options) in zip(drafts, options) { draft.options += options }
    }

    /// The navigation options of one module (its `NavigationOption` enum's cases, its wireframe interface's methods).
    private func navigationOptions(of draft: Draft) -> [NavigationOption] {
        var result: [NavigationOption] = []
        // Each component type once; for the usual handful an array beats a set. Order does not matter below.
        var ownerTypes: [String] = []
        if draft.components.count <= 32 {
            for component in draft.components where !ownerTypes.contains(component.type) { ownerTypes.append(component.type) }
        } else {
            ownerTypes = Array(Set(draft.components.map(\.type)))
        }
        let owned = ownerTypes.flatMap { functionsByOwner[$0] ?? [] }
        if let enumIndex = (typesByName["\(draft.name)NavigationOption"] ?? []).first(where: {
            types[$0].fact.kind == .enum && (types[$0].project == draft.project || draftsByName[draft.name]?.count == 1)
        }) {
            let record = types[enumIndex]
            // Only asked whether they hold a name: a handful of labels, cheaper in arrays than hashed into sets.
            var present: [String] = []
            var handled: [String] = []
            var defaultHandles = false
            for index in owned where functions[index].fact.name == "navigate" {
                let function = functions[index].fact
                for switchCase in function.switchCases {
                    present += switchCase.labels
                    // A case that does something other than navigate (tell a delegate, track) still handles it.
                    if !switchCase.isEmpty { handled += switchCase.labels }
                    if switchCase.labels == ["default"], !switchCase.isEmpty { defaultHandles = true }
                }
                for navigation in function.navigations { handled += navigation.caseLabels ?? [] }
                for call in function.helperCalls {
                    guard let labels = call.caseLabels else { continue }
                    let helpers = owned.filter { functions[$0].fact.name == call.name && functions[$0].fact.owner == function.owner }
                    if helpers.contains(where: { performsNavigation($0) }) { handled += labels }
                }
            }
            for enumCase in record.fact.cases {
                let state: NavigationOption.State = handled.contains(enumCase.name) ? .handled
                    : present.contains(enumCase.name) ? .dead : defaultHandles ? .handled : .unhandled
                result.append(NavigationOption(name: enumCase.name, file: record.file, line: enumCase.line, state: state))
            }
        }
        // Wireframe interfaces with one method per route (`func navigateToHome()`).
        for index in typesByName["\(draft.name)WireframeInterface"] ?? [] where types[index].fact.kind == .protocol {
            let record = types[index]
            for requirement in record.fact.requirements where requirement.name != "navigate" {
                let implementations = owned.filter {
                    functions[$0].fact.name == requirement.name && !protocols.contains(functions[$0].fact.owner ?? "")
                }
                let state: NavigationOption.State = implementations.isEmpty ? .unhandled
                    : implementations.contains(where: { performsNavigation($0) || !functions[$0].fact.isEmpty }) ? .handled : .dead
                result.append(NavigationOption(name: requirement.name, file: record.file, line: requirement.line, state: state))
            }
        }
        return result
    }

    // MARK: Markers

    /// Whether the app declares `name` (a class, a protocol, their extensions) with any member: what an empty type
    /// inheriting or adopting it gets. A protocol counts through the protocols it refines.
    func hasMembers(_ name: String) -> Bool {
        var queue = [name]
        var seen: Set<String> = []
        while let next = queue.popLast() {
            guard seen.insert(next).inserted else { continue }
            for index in typesByName[next] ?? [] {
                if types[index].fact.memberCount > 0 { return true }
                queue += types[index].fact.inherits
            }
        }
        return false
    }

    mutating func addMarkers() {
        for fileIndex in files.indices {
            let file = files[fileIndex]
            for marker in file.markers {
                var owners: [Draft] = []
                if let owner = marker.owner { owners = drafts(forOwner: owner, project: fileProjects[fileIndex]) }
                // A marker outside any module type (a free function, a shared protocol's extension) belongs to the
                // file's module only when the file holds exactly one module's components and the owner is no protocol.
                if owners.isEmpty, marker.owner.map({ !protocols.contains($0) }) ?? true,
                   let ids = draftsByFile[fileIndex], !ids.several, let draft = draftsByID[ids.first] {
                    owners = [draft]
                }
                for draft in owners {
                    let (kind, status, message): (String, ModuleStatus, String)
                    switch marker.kind {
                    case .placeholder: (kind, status, message) = ("placeholder", .scaffolded, "template placeholder \(marker.text) left in the code")
                    case .implementationPending: (kind, status, message) = ("implementationPending", .scaffolded, "\(marker.text) left by the module template")
                    case .todo: (kind, status, message) = ("todo", .inProgress, marker.text)
                    case .fixme: (kind, status, message) = ("fixme", .inProgress, marker.text)
                    case .fatalError: (kind, status, message) = ("fatalError", .inProgress, marker.text)
                    }
                    draft.evidence.append(Evidence(kind: kind, status: status, message: message, file: file.path, line: marker.line))
                }
            }
        }
        // Components whose declaration and extensions have no member at all.
        let checked: Set<ComponentRole> = [.presenter, .interactor, .view, .router, .wireframe, .builder, .configurator, .routerOutput]
        // Per draft, from the indexes alone: worked out on several threads, kept by position.
        let linker = self
        let empty = Self.map(count: drafts.count, jobs: jobs) { position -> [Evidence] in
            var evidence: [Evidence] = []
            for component in linker.drafts[position].components where checked.contains(component.role) {
                let records = (linker.typesByName[component.type] ?? []).filter { linker.types[$0].project == linker.project(of: component.file) }
                guard let declaration = records.first(where: { linker.types[$0].fact.kind != .extension }),
                      [.class, .struct, .actor].contains(linker.types[declaration].fact.kind),
                      records.allSatisfy({ linker.types[$0].fact.memberCount == 0 }) else { continue }
                // `final class FeedRouter: BaseRouter, FeedRoutable {}`: its behaviour comes from an app type it inherits
                // or adopts (a base class, a protocol's default implementations), not a template left empty.
                let inherited = records.flatMap { linker.types[$0].fact.inherits }
                if inherited.contains(where: { linker.hasMembers($0) }) { continue }
                evidence.append(Evidence(
                    kind: "emptyBody", status: .scaffolded,
                    message: "\(component.type) has an empty body", file: component.file, line: component.line))
            }
            return evidence
        }
        for (draft, evidence) in zip(drafts, empty) where !evidence.isEmpty { draft.evidence += evidence }
    }
}
