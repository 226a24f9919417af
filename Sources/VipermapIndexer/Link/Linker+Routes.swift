import VipermapModel

extension Linker {
    // MARK: Routes

    /// The program the walks read (``ValueFlow/Program``), made once from the modules of the passes before, and
    /// container screens that embed two modules or more made modules (``promoteContainerScreens(program:)``).
    mutating func linkContainerScreens() {
        let program = ValueFlow.Program(self)
        walkProgram = program
        promoteContainerScreens(program: program)
        addDuplicateRegistrations(program)
    }

    /// Two factories of the resolver alone registered for one type under one key in one body (`container.register(
    /// Screen.self, name: "cart") { r in … }` twice, or twice with no name): a dependency container keeps the factory
    /// registered last, so the first never runs — one `duplicateRegistration` finding at the second, naming the first's
    /// line.
    mutating func addDuplicateRegistrations(_ program: ValueFlow.Program) {
        for type in program.registrations.keys.sorted() {
            var first: [String: Int] = [:]
            for registration in program.registrations[type] ?? [] {
                // A factory taking arguments is registered under their types too (Swinject's `(r, node: Entry)` and
                // `(r, node: Group)` are two), which the facts do not keep: only factories of the resolver alone count.
                let fact = functions[registration.function].fact
                guard registration.closure < fact.closures.count, fact.closures[registration.closure].parameters.count <= 1 else { continue }
                let key = registration.key?.sourceText
                let slot = "\(registration.function)|\(key ?? "")"
                let line = fact.steps.lazy.filter { $0.closure == registration.closure }.map(\.line).min() ?? fact.line
                guard let earlier = first[slot] else {
                    first[slot] = line
                    continue
                }
                let under = key.map { "under the name `\($0)`" } ?? "with no name"
                findings.append(Finding(
                    rule: "duplicateRegistration",
                    message: "`\(type)` is registered twice \(under) in one body (first at line \(earlier)): the container keeps the factory registered last, so the first never runs. Remove one, or register it under a name of its own.",
                    file: functions[registration.function].file, line: line))
            }
        }
    }

    /// ``linkRouteWalk(program:)`` on the program ``linkContainerScreens()`` made.
    mutating func linkRouteWalkPass() {
        linkRouteWalk(program: walkProgram!)
    }

    /// ``linkLaunchWalk(program:)`` on the program the route walk read.
    mutating func linkLaunchPass() {
        linkLaunchWalk(program: walkProgram!)
    }

    /// What fires each route (``addTriggeredBy()``), once every route is known; the walks' program is dropped.
    mutating func linkTriggers() {
        walkProgram = nil
        addTriggeredBy()
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
