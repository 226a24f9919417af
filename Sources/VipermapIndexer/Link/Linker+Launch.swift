import VipermapModel

extension Linker {
    /// Steps one launch walk may take (``ValueFlow``): far above what a real app's launch needs (hundreds to a few
    /// thousands), low enough that hostile code stops in well under a second.
    static let launchBudget = 400_000

    /// The types whose methods are where launch starts, by name, with their kind: app and scene delegates, a SwiftUI
    /// `App` (`swiftUIApp`), and the app's launch objects named as such (`appRouter`).
    func launchKinds() -> [String: String] {
        var result: [String: String] = [:]
        for record in types {
            if let kind = record.launchKind { result[record.fact.qualifiedName] = kind }
        }
        for (name, kind) in launchTypes where result[name] == nil { result[name] = kind }
        return result
    }

    /// The functions launch starts from, in function order: a delegate's launch methods, a SwiftUI `App`'s `body`.
    func launchRoots(_ kinds: [String: String]) -> [(index: Int, kind: String)] {
        var result: [(Int, String)] = []
        for index in functions.indices {
            let fact = functions[index].fact
            guard let owner = fact.owner, let kind = kinds[owner] else { continue }
            switch kind {
            case "appDelegate", "sceneDelegate":
                if FactsVisitor.launchSignatures.contains(fact.signature) { result.append((index, kind)) }
            case "swiftUIApp":
                if fact.signature == "body" { result.append((index, kind)) }
            default:
                continue
            }
        }
        return result
    }

    /// Entry points from the app's code run from its launch roots (``ValueFlow``): each module whose screen the walk
    /// sets as the window's root, embeds, presents or pushes in code that is no module's (launch infrastructure), or
    /// that a module's own code puts up itself. Returns whether the walk found any.
    @discardableResult
    mutating func linkLaunchWalk(program: ValueFlow.Program) -> Bool {
        let roots = launchRoots(launchKinds())
        guard !roots.isEmpty else { return false }
        var found = false
        // One walk per project: a folder holding several apps never links one app's launch to another's types.
        var projects: [String?] = []
        for root in roots where !projects.contains(functions[root.index].project) { projects.append(functions[root.index].project) }
        for project in projects {
            let flow = ValueFlow(linker: self, program: program, project: project, budget: Self.launchBudget)
            flow.locatesLaunch = true
            // The kind of what launch shows is the kind of the root whose run first reached it.
            var kindOfRoot: [Int: String] = [:]
            for root in roots where functions[root.index].project == project {
                kindOfRoot[root.index] = root.kind
                flow.run(root: root.index)
            }
            if flow.exhausted {
                let root = roots.first { functions[$0.index].project == project }!
                findings.append(Finding(
                    rule: "resolutionBudget",
                    message: "The launch walk from \(functions[root.index].fact.owner ?? "launch") ran out of steps (\(Self.launchBudget)); the entry points found so far are kept.",
                    file: functions[root.index].file, line: functions[root.index].fact.line))
            }
            addContainerEmbeds(flow)
            addUnresolvedKeys(flow.unresolvedKeys)
            let before = entryPoints.count
            if addEntryPoints(launchShows(flow, kindOfRoot: kindOfRoot)) { found = true }
            if entryPoints.count == before { addLaunchStops(flow) }
        }
        return found
    }

    /// The module whose screen an embed `event` puts its screens in (`tabs.viewControllers = [docks, cranes]` on a
    /// module's tab bar controller), when it is one module's.
    private func embeddingModule(_ event: ValueFlow.Event, flow: ValueFlow) -> Draft? {
        guard event.transition == .embed else { return nil }
        let parents = shownModules(event.container, flow: flow)
        return parents.count == 1 ? modules.byID[parents[0]] : nil
    }

    /// What launch code embeds in a module's screen (a factory filling the tab bar it builds) is that module's route,
    /// located where it embeds — not an entry point.
    private mutating func addContainerEmbeds(_ flow: ValueFlow) {
        for event in flow.events where !event.onAction {
            // Within the project of the code that embeds (two apps in one folder may each have a `MainTabBar`).
            let project = functions[event.function].project
            guard let parent = embeddingModule(event, flow: flow), parent.project == project else { continue }
            for module in shownModules(event.values, flow: flow) where module != parent.id && modules.byID[module]?.project == project {
                let route = Route(from: parent.id, to: module, transition: .embed, trigger: nil, file: functions[event.function].file,
                                  line: event.line, condition: event.condition)
                if !routes.contains(route) { routes.append(route) }
            }
        }
    }

    /// A screen launch puts up (``launchShows(_:kindOfRoot:)``).
    struct LaunchShow {
        /// When the walk met it: a module is located where launch first shows it.
        let sequence: Int
        let function: Int
        let transition: Transition
        let modules: [String]
        let line: Int
        let branch: String?
        /// The kind of the launch root whose run first reached it.
        let kind: String
        /// The modules whose screens it is shown from.
        let from: [String]
        /// Where launch handed the module on, when a helper shows it.
        let at: ValueFlow.Site?
        /// The innermost module code running when it was shown (``ValueFlow/Event/moduleFunction``), and its type.
        var moduleFunction: Int?
        var moduleOwner: String?
    }

    /// What launch shows, in the order the walk met it: the screens the walk saw put up (through parameters,
    /// containers, closures, `module.router.show(from: window)`, `setRootWireframe(…)`, `WindowGroup { … }`).
    private func launchShows(_ flow: ValueFlow, kindOfRoot: [Int: String]) -> [LaunchShow] {
        var shows: [LaunchShow] = []
        // A module's router or wireframe run on an object the walk did not see built (`factory.make(hub).present()`)
        // shows from a screen the walk does not know: only setting the window's root there is launch.
        for walked in flow.events {
            let event = asRootChange(walked, flow: flow)
            guard !event.transition.isBack && !event.onAction && !event.attaches
                    && (!event.onUnseenPart || event.transition == .setRoot) && embeddingModule(event, flow: flow) == nil else { continue }
            // The walk saw how the screen is put up; a presented one is over what launch showed before it.
            let transition: Transition = event.transition == .embed || event.transition == .present ? event.transition : .setRoot
            // Located at the launch call that handed the module on, when a helper shows it.
            shows.append(LaunchShow(sequence: event.sequence, function: event.function, transition: transition,
                                    modules: shownModules(event.values, flow: flow), line: event.line, branch: event.branch,
                                    kind: kindOfRoot[event.root]!, from: event.from.compactMap { flow.moduleID(of: $0) }, at: event.callSite,
                                    moduleFunction: event.moduleFunction, moduleOwner: event.moduleOwner))
        }
        // In the order the walk met them: a module is located where launch first shows it.
        shows.sort { $0.sequence < $1.sequence }
        return shows
    }

    /// The entry points (and their routes from nowhere) of what launch shows; whether it added any.
    private mutating func addEntryPoints(_ shows: [LaunchShow]) -> Bool {
        var found = false
        for show in shows {
            let record = functions[show.function]
            var owners = record.fact.owner.map { drafts(forOwner: $0, project: record.project) } ?? []
            // A helper of no module's (a coordinator's closure, a shared router) run by a module's code that launch
            // called (the tab bar's presenter selecting its first tab) shows for that module.
            if owners.isEmpty, let owner = show.moduleOwner, let code = show.moduleFunction {
                owners = drafts(forOwner: owner, project: functions[code].project)
            }
            var shown = show.modules
            if !owners.isEmpty {
                // Code of a module showing another module, or embedding anything, is that module's route, not
                // launch; a module setting its own screen as the window's root (`LoginRouter.start(in: window)`) is
                // the entry point. A "module" with no screen of its own (a lone router or coordinator that launch
                // hands the window to) is launch infrastructure: what it sets as the root is the entry point.
                // A module's code showing its own screen from another module's (`parent.show(vc, sender: nil)`,
                // `parent` being the screen launch set up first) puts it up inside that module: its route, no entry.
                let ownIDs = Set(owners.map(\.id))
                guard show.transition == .setRoot, show.from.allSatisfy(ownIDs.contains) else { continue }
                let screenless = owners.allSatisfy { owner in !owner.components.contains { $0.role == .view || $0.role == .storyboardScene } }
                shown = shown.filter { ownIDs.contains($0) || screenless }
            }
            for module in shown {
                guard let target = modules.byID[module] else { continue }
                if entryPoints.contains(where: { $0.module == module && $0.kind != "storyboard" }) { continue }
                found = true
                let file = show.at.map { functions[$0.function].file } ?? record.file, line = show.at?.line ?? show.line
                entryPoints.append(EntryPoint(module: module, file: file, line: line, kind: show.kind, branch: show.branch))
                routes.append(Route(from: nil, to: target.id, transition: show.transition, trigger: nil, file: file, line: line))
            }
        }
        return found
    }

    /// One `launchWalkStopped` finding per call the launch walk could not follow that was handed the window or a
    /// screen, for an app whose launch shows nothing the walk saw: where to look, and why the map has no entry point.
    mutating func addLaunchStops(_ flow: ValueFlow) {
        for stop in flow.stops {
            let record = functions[stop.function]
            findings.append(Finding(
                rule: "launchWalkStopped",
                message: "Launch hands the window or a screen to \(stop.call), whose code is not in the indexed sources (a library's, or a value of unknown type); what it shows is not followed.",
                file: record.file, line: stop.line))
        }
    }

    /// The modules a shown value is: its own module; for a SwiftUI view of the app's that is no module (`RootView`
    /// choosing by state, a container view wrapping what its closure builds), the modules its `body` shows, through
    /// any number of such views.
    func shownModules(_ values: [ValueFlow.Value], flow: ValueFlow) -> [String] {
        var result: Set<String> = []
        var queue = values
        var seen: Set<String> = []
        while let value = queue.popLast() {
            if let module = flow.moduleID(of: value) {
                result.insert(module)
            } else if case .instance(let type) = value, seen.count < TypeHierarchy.maximumTypes, seen.insert(type).inserted,
                      let body = flow.bodyValues(of: type) {
                queue += body
            }
        }
        return result.sorted()
    }

    /// A launch decider the app builds as a module — `AppRootBuilder` with `AppRootInteractor` and `AppRootRouter`, a
    /// presenter or an interactor beside its router or builder — is a module like any other (its screen is the entry
    /// point, the screens it shows are its routes). A launch object with no such part (`AppRouter`,
    /// `AppConfigurator` alone) stays launch infrastructure.
    /// The same holds for a type named like launch infrastructure beside a module's parts of its name
    /// (`ChatAppRouter` beside `ChatAppPresenter`): it is that module's router, as `InboxRouter` is Inbox's.
    mutating func promoteLaunchModules() {
        var groups: [String: [Int]] = [:]
        for index in types.indices {
            guard let part = types[index].launchPart else { continue }
            groups["\(types[index].project ?? "")|\(part.module)", default: []].append(index)
        }
        guard !groups.isEmpty else { return }
        // Presenters and interactors formed from names, by project and module: the parts a launch-named type joins.
        var wired: Set<String> = []
        for record in types {
            guard let classification = record.classification, classification.role == .interactor || classification.role == .presenter else { continue }
            wired.insert("\(record.project ?? "")|\(classification.module)")
        }
        for key in groups.keys.sorted() {
            let members = groups[key]!
            let roles = Set(members.compactMap { types[$0].launchPart?.role })
            guard !roles.isDisjoint(with: [.interactor, .presenter]) || wired.contains(key) else { continue }
            for index in members {
                types[index].classification = types[index].launchPart
                types[index].launchKind = nil
            }
        }
    }
}

extension AppMap {
    /// Removes the entry points `drop` selects, and their routes from launch.
    mutating func dropEntryPoints(where drop: (EntryPoint) -> Bool) {
        let dropped = entryPoints.filter(drop)
        guard !dropped.isEmpty else { return }
        entryPoints.removeAll(where: drop)
        routes.removeAll { route in
            route.from == nil && dropped.contains { $0.module == route.to && $0.file == route.file && $0.line == route.line }
        }
    }
}
