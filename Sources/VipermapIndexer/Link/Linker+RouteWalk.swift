import VipermapModel

extension Linker {
    /// Steps one module's route walk may take (``ValueFlow``): a module's code with the helpers it calls is a small part
    /// of an app. The first route walks of one app share ``routeWalkBudget`` (a module gets its share, between
    /// ``minimumRouteBudget`` and this), so the link of a large app stays near linear (docs/performance.md). The
    /// minimum is what a plain module's walk needs (a 2,000-module app's share of 50 steps lost two thirds of its routes
    /// once the walk was the only engine); a walk that needs less stops sooner.
    static let maximumRouteBudget = 5_000
    static let minimumRouteBudget = 1_000
    static let routeWalkBudget = 100_000
    /// Steps all route walks of one app may take, first walks and retries (``retryBudget(after:walks:left:)``).
    static let routeWalkPool = 4 * routeWalkBudget

    /// Each module's share of ``routeWalkBudget`` among `modules` modules.
    static func routeBudget(modules: Int) -> Int {
        max(minimumRouteBudget, min(maximumRouteBudget, routeWalkBudget / max(1, modules)))
    }

    /// The budget of the next round of walks for the `walks` modules whose walks ran out of `budget`, with `left` steps
    /// of ``routeWalkPool`` left; nil: no further round. A module whose code reaches a large object graph (a DI
    /// container building every service on the way to its screen) is not cut short while the app's other modules
    /// needed a fraction of their share: each round gives those walks four times their budget, or what the pool has
    /// left shared evenly, and runs their roots again (``ValueFlow/grant(_:)``: what a walk worked out in full before it
    /// ran out is reused, so a round costs about the steps it adds). A round is worth it only when each walk gets more
    /// than any first walk could (``maximumRouteBudget``) and at least twice its last budget; a large app whose modules
    /// all ran out of a small share gets none, and the rounds together spend at most the pool.
    static func retryBudget(after budget: Int, walks: Int, left: Int) -> Int? {
        guard walks > 0, left > 0 else { return nil }
        let next = min(4 * budget, left / walks)
        return next > maximumRouteBudget && next >= 2 * budget ? next : nil
    }

    /// Routes from the app's code run from each module's own functions (``ValueFlow``): a screen value followed from
    /// where it is built — through arguments into parameters, returns, wrappers, stored properties, collections,
    /// container registrations and closures — to the UIKit call that shows it. The route is from the module whose code
    /// was run to the module whose screen is shown, with the transition of the call that shows it:
    /// - shown by code that is no module's (a shared router, a helper, an extension of UIKit): the running module's route;
    /// - shown by another module's code: that module's own route, found by its own walk — unless what it shows is its
    ///   own screen (`ProfileModule(…).present(from: nav)`), which it does for the module that called it.
    /// A module showing itself is no route.
    mutating func linkRouteWalk(program: ValueFlow.Program) {
        let walks = walkEveryModule(program: program)
        findings += walks.flatMap(\.undefined)
        // A walk still short of steps after every round: the map keeps what it found, and says so at the module.
        for (draft, walk) in zip(drafts, walks) where walk.exhausted {
            // Where the module is declared, else its first component.
            let place = draft.declaration ?? draft.components.map { SourceLocation(file: $0.file, line: $0.line) }
                .min { ($0.file, $0.line) < ($1.file, $1.line) }
            findings.append(Finding(
                rule: "resolutionBudget",
                message: "The route walk of \(draft.id) ran out of steps (\(walk.spent)); the map keeps the routes found by then "
                    + "and may miss others of this module. Report the construct its code needs so many steps for.",
                module: draft.id, file: place?.file, line: place?.line))
        }
        mergeWalkedRoutes(walks.map(\.routes))
        addUnresolvedKeys(walks.reduce(into: Set<ValueFlow.Stop>()) { $0.formUnion($1.unresolvedKeys) })
    }

    /// One `unresolvedRegistryKey` finding per place a dependency container is asked for a factory under a key the walk
    /// cannot fold (the user's input, an interpolation) or that no registration uses: no route is drawn from there, and
    /// the finding says why (issue 40).
    mutating func addUnresolvedKeys(_ stops: Set<ValueFlow.Stop>) {
        let said = Set(findings.lazy.filter { $0.rule == "unresolvedRegistryKey" }.map { "\($0.file ?? ""):\($0.line ?? 0)" })
        for stop in stops.sorted(by: { (functions[$0.function].file, $0.line) < (functions[$1.function].file, $1.line) }) {
            let record = functions[stop.function]
            guard !said.contains("\(record.file):\(stop.line)") else { continue }
            let module = record.fact.owner.flatMap { drafts(forOwner: $0, project: record.project).first?.id }
            findings.append(Finding(
                rule: "unresolvedRegistryKey",
                message: "A dependency container is asked for a factory under a key vipermap cannot tell before the app runs, "
                    + "or one no registration uses: no route is drawn from this call. Use a key the registration uses (a "
                    + "constant or a literal).",
                module: module, file: record.file, line: stop.line))
        }
    }

    /// Each module's route walk (``walkRoutes(of:roots:flow:switches:reused:)``), with the rounds that give walks which
    /// ran out more steps (``retryBudget(after:walks:left:)``), in module order.
    private func walkEveryModule(program: ValueFlow.Program) -> [RouteWalk] {
        var rootsByDraft: [ObjectIdentifier: [Int]] = [:]
        for index in functions.indices {
            let record = functions[index]
            // A stored property's initial value is no user action: it runs when the property is read.
            guard let owner = record.fact.owner, !record.fact.steps.isEmpty, !record.fact.isInitialValue else { continue }
            for draft in drafts(forOwner: owner, project: record.project) { rootsByDraft[ObjectIdentifier(draft), default: []].append(index) }
        }
        for (draft, roots) in rootsOfRouterHolders() { rootsByDraft[ObjectIdentifier(draft), default: []] += roots }
        let reusedByDraft = reusedModules()
        for (module, reused) in reusedByDraft {
            // The reused parts' methods are the reusing module's user's actions too: run in its walk, after its own.
            let parts = Set(reused.components.filter { Self.reusedRoles.contains($0.role) }.map(\.type))
            let borrowed = (rootsByDraft[ObjectIdentifier(reused)] ?? []).filter { functions[$0].fact.owner.map(parts.contains) == true }
            rootsByDraft[module, default: []] += borrowed
        }
        let linker = self
        let drafts = drafts
        let switches = stateSwitches()
        let share = routeWalkShare ?? Self.routeBudget(modules: drafts.count)
        // A walk that runs out is kept for the next round only when a round can follow a first walk at all (an app of
        // few enough modules): a large app's thousands of walks are not held in memory for nothing.
        let keepsWalks = Self.retryBudget(after: share, walks: 1, left: Self.routeWalkPool) != nil
        var walksByPosition = Self.map(count: drafts.count, jobs: jobs) { position -> RouteWalk in
            let draft = drafts[position]
            guard let roots = rootsByDraft[ObjectIdentifier(draft)] else { return RouteWalk() }
            let flow = ValueFlow(linker: linker, program: program, project: draft.project, budget: share)
            var walk = linker.walkRoutes(of: draft, roots: roots, flow: flow, switches: switches, reused: reusedByDraft[ObjectIdentifier(draft)])
            if !keepsWalks { walk.flow = nil }
            return walk
        }
        // Walks that ran out walk again with more (``retryBudget(after:walks:left:)``), decided from whole rounds'
        // totals only, so the thread count never shows.
        var spent = walksByPosition.reduce(0) { $0 + $1.spent }
        var budget = share
        while routeWalkShare == nil {
            let shortOf = walksByPosition.indices.filter { walksByPosition[$0].exhausted }
            guard let next = Self.retryBudget(after: budget, walks: shortOf.count, left: Self.routeWalkPool - spent) else { break }
            let extra = next - budget, current = walksByPosition
            let retried = Self.map(count: shortOf.count, jobs: jobs) { position -> RouteWalk in
                let draft = drafts[shortOf[position]]
                guard let flow = current[shortOf[position]].flow else { return current[shortOf[position]] }
                flow.grant(extra)
                return linker.walkRoutes(of: draft, roots: rootsByDraft[ObjectIdentifier(draft)] ?? [], flow: flow, switches: switches,
                                         reused: reusedByDraft[ObjectIdentifier(draft)])
            }
            let before = shortOf.reduce(0) { $0 + current[$1].spent }
            for (position, walk) in zip(shortOf, retried) { walksByPosition[position] = walk }
            spent += retried.reduce(0) { $0 + $1.spent } - before
            budget = next
        }
        return walksByPosition
    }

    /// The walks' routes after the storyboards', each once: one embed per pair (a container's embeds are seen by the
    /// walk of every module that fills it); any other route once per trigger and call site (two triggers of one pair,
    /// `openRecipeEditor(recipeID:)` and `openNewRecipe()`, are two routes). A storyboard's segue and the code's own
    /// call between the same two modules are two routes.
    private mutating func mergeWalkedRoutes(_ walks: [[Route]]) {
        var seen: Set<String> = []
        for route in walks.joined() where seen.insert(
            "\(route.from ?? "")|\(route.to ?? "")|\(route.transition.rawValue)|\(route.targetType ?? "")"
                + (route.transition == .embed && route.to != nil ? "" : "|\(route.trigger ?? "")|\(route.file):\(route.line)")).inserted {
            routes.append(route)
        }
    }

    /// Whether a shown value is a screen the walk cannot name: a value typed by UIKit's base controllers or by one of
    /// the app's protocols (a factory's declared return), or of a type the sources do not declare named as a module's
    /// part (`PaymentWireframe()`, a module not defined). A value of a type the app declares that is no screen (a
    /// formatter), or of a library's type of no module's name (a toast), is none.
    func isUnnamedScreen(_ value: ValueFlow.Value) -> Bool {
        guard case .instance(let type) = value else { return false }
        return Self.genericControllers.contains(type) || protocols.contains(type) || undefinedModuleName(ofType: type) != nil
    }

    /// The module a type the sources do not declare is named as a part of (`PaymentWireframe` → `Payment`); nil for a
    /// declared type, UIKit's base controllers and a framework's type.
    func undefinedModuleName(ofType type: String) -> String? {
        guard typesByName[type] == nil, !Self.genericControllers.contains(type), !ModuleNaming.isFrameworkName(type) else { return nil }
        return ModuleNaming.split(type, kind: .class)?.module
    }

    /// Whether function `index` is code that builds `draft` rather than code of its shown screen: a static method, or a
    /// method of its builder or configurator.
    func isBuildingCode(_ index: Int?, of draft: Draft) -> Bool {
        guard let index, let owner = functions[index].fact.owner else { return true }
        if functions[index].fact.isStatic { return true }
        return draft.components.contains { $0.type == owner && ($0.role == .builder || $0.role == .configurator) }
    }

    /// The roles of another module's parts a builder reuses whose code runs for the reusing module.
    static let reusedRoles: Set<ComponentRole> = [.view, .presenter, .router, .wireframe]

    /// For each module whose builder reuses another module's view and router (``reusingBuilders``:
    /// `WatchListingModule` building a `PostListingViewController`), the module it reuses (the first, by id).
    func reusedModules() -> [ObjectIdentifier: Draft] {
        var result: [ObjectIdentifier: Draft] = [:]
        for pair in Set(reusingBuilders.values.map { [$0.module, $0.reused] }).sorted(by: { $0.lexicographicallyPrecedes($1) }) {
            guard let module = modules.byID[pair[0]], let reused = modules.byID[pair[1]], result[ObjectIdentifier(module)] == nil else { continue }
            result[ObjectIdentifier(module)] = reused
        }
        return result
    }

    /// A SwiftUI view whose `body` shows one module's view or another's as a property is set or not
    /// (`if auth.user != nil { HomeTabs() } else { SignInView() }`): by the property's name, each branch's module and
    /// whether it shows when the property holds a value (`!= nil`, or `true` for a `Bool` tested as itself).
    struct StateSwitch: Hashable {
        let module: String
        let whenSet: Bool
    }

    /// The ``StateSwitch``es of every view's `body`, by property name; only a switch whose branches show two modules or
    /// more counts.
    func stateSwitches() -> [String: [StateSwitch]] {
        var result: [String: [StateSwitch]] = [:]
        for record in functions where record.fact.name == "body" && record.fact.signature == "body" {
            var found: [String: Set<StateSwitch>] = [:]
            for step in record.fact.steps {
                guard let branch = step.branch, let (property, whenSet) = Conventions.stateTest(branch),
                      case .call(.name(let type), _, _) = step.value else { continue }
                let resolution = resolveType(type, project: record.project)
                guard resolution.modules.count == 1 else { continue }
                found[property, default: []].insert(StateSwitch(module: resolution.modules[0].id, whenSet: whenSet))
            }
            for (property, cases) in found where Set(cases.map(\.module)).count >= 2 {
                result[property, default: []] += cases.sorted { ($0.module, $0.whenSet ? 1 : 0) < ($1.module, $1.whenSet ? 1 : 0) }
            }
        }
        return result
    }

    /// Routes by state: a module whose walked code sets a property a ``StateSwitch`` tests — to a value bound by
    /// `if let`/`guard let` (set) or `true`/`false` — leads to the module each matching branch shows (a new root), not
    /// to its own. Initializers set initial state, not a change: they count for nothing; so does a value the walk
    /// cannot tell set or unset.
    private func stateRoutes(of draft: Draft, walked: [Int], switches: [String: [StateSwitch]]) -> [Route] {
        guard !switches.isEmpty else { return [] }
        var result: [Route] = []
        for index in walked where functions[index].fact.name != "init" {
            let record = functions[index]
            for step in record.fact.steps where step.kind == .assign {
                let property: String
                switch step.target {
                case .member(_, let name)?, .name(let name)?: property = name
                default: continue
                }
                guard let cases = switches[property] else { continue }
                let isSet: Bool
                switch step.value {
                case .literal("true"): isSet = true
                case .literal("false"): isSet = false
                case .name(let name):
                    // `if let user = result?.user { self.user = user }`: a value, not nil.
                    let conditions = (step.branch.map { [$0] } ?? []) + step.outerBranches
                    guard conditions.contains(where: { Conventions.bindsValue(named: name, in: $0) }) else { continue }
                    isSet = true
                default:
                    continue
                }
                for target in cases where target.whenSet == isSet && target.module != draft.id {
                    result.append(Route(from: draft.id, to: target.module, transition: .setRoot, trigger: nil, file: record.file, line: step.line))
                }
            }
        }
        return result
    }

    /// Whether function `index` is a parameterless `present()`/`show()` (no way back: `dismiss()`): when it also
    /// shows a screen, it puts up its own type's. Read off its name and parameters.
    func putsUpItself(_ index: Int) -> Bool {
        let fact = functions[index].fact
        return fact.parameters.isEmpty && NavigationAPI.navigationNames.contains(fact.name) && !NavigationAPI.isPlatformBackName(fact.name)
    }

    /// Types of no module that hold one module's router or wireframe in a stored property (a view model, a list model,
    /// a data source the module's builder wires in: `private var router: CartRoutable?`): what they ask that router to
    /// show, they ask for that module. Their methods are roots of its walk. A type holding the routers of two modules,
    /// or a protocol every router adopts, acts for none.
    private func rootsOfRouterHolders() -> [(Draft, [Int])] {
        // Each router's or wireframe's type, and the app's protocols it adopts, with the modules they belong to.
        var modulesOfType: [String: [Draft]] = [:]
        for draft in drafts {
            for routing in draft.routingTypes {
                // Drafts are read in turn: one already listed for a type is the last one listed.
                for type in [routing] + hierarchy.supertypes(of: routing).filter(protocols.contains)
                where modulesOfType[type]?.last !== draft {
                    modulesOfType[type, default: []].append(draft)
                }
            }
        }
        var result: [(Draft, [Int])] = []
        for record in types where record.fact.kind != .protocol && record.fact.kind != .extension {
            let owner = record.fact.qualifiedName
            guard drafts(forOwner: owner, project: record.project).isEmpty else { continue }
            var held: [Draft] = []
            for property in record.fact.properties {
                guard let type = property.typeName, let owners = modulesOfType[type] else { continue }
                for draft in owners where !held.contains(where: { $0 === draft }) { held.append(draft) }
            }
            guard held.count == 1, held[0].project == record.project || held[0].project == nil || record.project == nil else { continue }
            let roots = (functionsByOwner[owner] ?? []).filter { functions[$0].project == record.project && !functions[$0].fact.steps.isEmpty }
            if !roots.isEmpty { result.append((held[0], roots)) }
        }
        return result
    }

    /// One module's route walk: its routes, the steps it took and whether it ran out of them (then its walk, to be
    /// granted more steps).
    struct RouteWalk {
        var routes: [Route] = []
        /// `undefinedModule` findings: a route to a target not known that the code names as a module's part.
        var undefined: [Finding] = []
        var spent = 0
        var exhausted = false
        var flow: ValueFlow?
        /// Where the walk asked a dependency container for a key it could not fold (``ValueFlow/unresolvedKeys``).
        var unresolvedKeys: Set<ValueFlow.Stop> = []
    }

    /// Runs `flow` (new, or granted more steps after it ran out) over a module's roots and reads its routes. `reused`:
    /// the module whose view and router the module's builder reuses, whose code counts as the module's own.
    private func walkRoutes(of draft: Draft, roots: [Int], flow: ValueFlow, switches: [String: [StateSwitch]], reused: Draft?) -> RouteWalk {
        // Each method is one action of the module's: what another stored (`styles.append(.root)`) says nothing of it.
        for root in roots { flow.run(root: root, fresh: true) }
        var routes = WalkRoutes(draft: draft, reused: reused, flow: flow, linker: self)
        for walked in flow.events where walked.transition != .unknown {
            let event = asRootChange(walked, flow: flow)
            let reading = reading(event, of: draft, reused: reused)
            if event.transition.isBack {
                routes.addBack(event, reading)
                continue
            }
            var site = reading.site
            guard let source = routes.source(of: event, reading, site: &site) else { continue }
            let shown = routes.addModules(event, reading, from: source, at: site)
            // A screen that is no module (an alert, a picker, the app's own plain view controller), known by its type.
            guard reading.codeOwners.isEmpty || reading.ownCode || event.transition == .embed else { continue }
            routes.addScreensOfNoModule(event, reading, from: source, at: site, named: !shown.isEmpty)
        }
        routes.addUnnamed()
        for route in stateRoutes(of: draft, walked: flow.walked, switches: switches) { routes.add(route) }
        return RouteWalk(routes: routes.result, undefined: routes.undefined, spent: flow.stepsTaken, exhausted: flow.exhausted,
                         flow: flow.exhausted ? flow : nil, unresolvedKeys: flow.unresolvedKeys)
    }

    /// An embed in a window's root container of no module (`window.rootViewController = ShellViewController()`, whose
    /// `shown` property adds what it is given as its child) replaces what the window shows: a root change.
    func asRootChange(_ event: ValueFlow.Event, flow: ValueFlow) -> ValueFlow.Event {
        guard event.transition == .embed, !event.attaches, !event.container.isEmpty, !flow.program.windowRoots.isEmpty,
              event.container.allSatisfy({ value in
                  guard case .instance(let type) = value else { return false }
                  return flow.program.windowRoots.contains(type) && flow.moduleID(of: value) == nil
              }) else { return event }
        var change = event
        change.transition = .setRoot
        change.container = []
        // What a navigation controller put there holds is what the window shows, as for any root set.
        change.values = flow.withContent(event.values)
        return change
    }

    /// What one event of a module's walk says before it becomes routes: where it is located, whose code made it and
    /// what triggers it.
    struct EventReading {
        /// Located at the module's own code: the call that led to a shared helper's navigation, not the helper's line.
        let site: (file: String, line: Int)
        /// Where the event itself is (an embed in a parent's screen is located where the parent embeds).
        let own: (file: String, line: Int)
        /// The modules whose code made it (the innermost running function that is a module's code), and whether the
        /// walked module (or the one it reuses) is one.
        let codeOwners: [Draft]
        let ownCode: Bool
        let methodTrigger: String?
        let methodTriggers: [String?]
        let embedsOnRequest: Bool
    }

    /// Reads `event` of `draft`'s walk (``EventReading``).
    private func reading(_ event: ValueFlow.Event, of draft: Draft, reused: Draft?) -> EventReading {
        let own = (file: functions[event.function].file, line: event.line)
        let site = event.callSite.map { (file: functions[$0.function].file, line: $0.line) } ?? own
        let codeOwners = event.moduleFunction.map { functions[$0] }.flatMap { code in
            event.moduleOwner.map { drafts(forOwner: $0, project: code.project) } } ?? []
        // The trigger is the module's method that makes the call (`openPier()` of its router, what the presenter
        // calls), as for the linker's routes; else the method the walk started from. What the user acts on in a
        // SwiftUI view (a `NavigationLink`, a `sheet`) is triggered by the view, not by the method that built it.
        let root = functions[event.root].fact
        let inner = event.onAction ? nil : event.triggerFunction.map { functions[$0] }.flatMap { code in
            event.triggerOwner.map { drafts(forOwner: $0, project: code.project) }?.contains { $0 === draft || $0 === reused } == true ? code.fact : nil
        }
        let triggering = inner ?? root
        let methodTrigger = triggering.signature.utf8.contains(UInt8(ascii: "(")) ? triggering.name : nil
        // An embed its router, wireframe or view makes when asked (`setUpTabs()`, `attachTabs()`) is triggered by that
        // method; one the view makes while loading (`viewDidLoad()`) or the builder while building has no trigger.
        let embedsOnRequest = (inner == nil ? nil : event.triggerOwner).map { owner in
            draft.components.contains { component in
                guard component.type == owner else { return false }
                switch component.role {
                case .router, .wireframe: return true
                case .view: return inner.map { $0.name != "init" && !ValueFlow.lifecycleMethods.contains($0.name) } ?? false
                default: return false
                }
            }
        } ?? false
        return EventReading(site: site, own: own, codeOwners: codeOwners, ownCode: codeOwners.contains { $0 === draft || $0 === reused },
                            methodTrigger: methodTrigger,
                            // A method switching on the destination it is asked for (`navigate(to: .grain)`): one action per case.
                            methodTriggers: inner != nil && !event.triggerCases.isEmpty ? event.triggerCases : [methodTrigger],
                            embedsOnRequest: embedsOnRequest)
    }

    /// A container screen the app builds as its own unit is a module, whatever parts it has: a screen type of no module
    /// (`HomeTabView`, `MainTabBarController`) whose own code embeds the screens of two modules or more — a SwiftUI
    /// `TabView` in its `body`, `viewControllers = […]` or `setViewControllers(…)` on itself — is the parent of those
    /// modules. The app's generic containers stay plain: they embed what they are handed, not modules of their own
    /// choosing.
    mutating func promoteContainerScreens(program: ValueFlow.Program) {
        for record in types {
            let owner = record.fact.qualifiedName
            guard containerCandidate(owner, project: record.project) === record else { continue }
            let roots = (functionsByOwner[owner] ?? []).filter { functions[$0].project == record.project }
            guard roots.contains(where: { embedsInCode(functions[$0].fact) }) else { continue }
            let flow = ValueFlow(linker: self, program: program, project: record.project, budget: Self.routeBudget(modules: drafts.count))
            for root in roots { flow.run(root: root) }
            var embedded: Set<String> = []
            for event in flow.events where event.transition == .embed && event.moduleFunction == nil {
                let inSelf = event.container.isEmpty || event.container.allSatisfy { $0 == .instance(owner) }
                guard inSelf, functions[event.function].fact.owner == owner else { continue }
                embedded.formUnion(shownModules(event.values, flow: flow))
            }
            guard embedded.count >= 2 || setsOwnTabs(record, program: program) else { continue }
            addContainerModule(record)
        }
    }

    /// Whether `record` is a tab bar controller of the app's that sets its own tabs and that only code of no module makes
    /// (a factory of a coordinator's): the screen its tabs are in, whoever fills them. One a module's builder makes is
    /// that module's screen (a RIB's view).
    private func setsOwnTabs(_ record: TypeRecord, program: ValueFlow.Program) -> Bool {
        let owner = record.fact.qualifiedName
        guard containerKind(of: owner) == "UITabBarController", let made = program.constructions[owner], !made.isEmpty else { return false }
        return made.allSatisfy { site in
            functions[site.function].fact.owner.map { drafts(forOwner: $0, project: functions[site.function].project).isEmpty } ?? true
        }
    }

    /// The screen type of no module that a container module is made of (``promoteContainerScreens(program:)``, a
    /// storyboard's container scene): a declared type named like a view whose module name is free.
    func containerCandidate(_ name: String, project: String?) -> TypeRecord? {
        guard modules.byType[name] == nil else { return nil }
        return (typesByName[name] ?? []).lazy.map { self.types[$0] }.first { record in
            guard let classification = record.classification, classification.role == .view, record.fact.kind != .extension,
                  record.fact.kind != .protocol, project == nil || record.project == nil || record.project == project else { return false }
            return modules.byName[classification.module] == nil
        }
    }

    /// A module of one container screen type, registered like the modules formed from names.
    @discardableResult
    mutating func addContainerModule(_ record: TypeRecord) -> Draft {
        let owner = record.fact.qualifiedName
        let draft = Draft(name: record.classification!.module, project: record.project)
        draft.components = [Component(role: .view, type: owner, file: record.file, line: record.fact.line)]
        draft.declaration = SourceLocation(file: record.file, line: record.fact.line)
        draft.memberFiles = [record.fileIndex]
        draft.domain = folderDomain(of: draft)
        modules.register(draft, files: [record.fileIndex])
        modules.addComponent(record, to: draft)
        return draft
    }

    /// Whether a function's code may embed screens: it builds a `TabView`, assigns `viewControllers` or calls
    /// `setViewControllers`.
    private func embedsInCode(_ function: FunctionFact) -> Bool {
        function.steps.contains { step in
            if case .member(_, "viewControllers")? = step.target { return true }
            if case .name("viewControllers")? = step.target { return true }
            return false
        } || function.containsCall { callee in
            if case .name("TabView") = callee { return true }
            // `setViewControllers(…)` on itself is the same call written with or without `self.`.
            if case .member(_, "setViewControllers") = callee { return true }
            if case .name("setViewControllers") = callee { return true }
            return false
        }
    }
}
