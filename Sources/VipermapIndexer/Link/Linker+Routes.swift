import VipermapModel

extension Linker {
    // MARK: Routes

    /// The program the walks read (``ValueFlow/Program``), made once from the modules of the passes before, and
    /// container screens that embed two modules or more made modules (``promoteContainerScreens(program:)``).
    mutating func linkContainerScreens() {
        let program = ValueFlow.Program(self)
        walkProgram = program
        promoteContainerScreens(program: program)
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
