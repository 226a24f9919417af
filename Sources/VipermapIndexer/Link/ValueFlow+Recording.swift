import VipermapModel

/// Recording what the walk sees: each screen put up (an ``ValueFlow/Event``) with whose code did it, the trigger, the
/// call site it is located at, its `#if` conditions and the cases of the trigger's switch; the functions walked, the
/// calls not followed and the modules built anew.
extension ValueFlow {
    /// Notes that function `index` runs, the first time it does in a run that is not muted (``walked``).
    func noteWalked(_ index: Int) {
        guard muted == 0, walkedSet.insert(index).inserted else { return }
        walked.append(index)
        rootOfWalked.append(currentRoot)
        branchOfWalked.append(contextBranch)
        unseenOfWalked.append(unseenParts > 0)
        walkedAt.append(clock)
        clock += 1
    }

    /// Notes a call the walk could not follow (``stops``), once, unless the run is muted.
    func noteStop(_ stop: Stop) {
        if muted == 0, seenStops.insert(stop).inserted { stops.append(stop) }
    }

    /// Records a screen put up by a step of `frame`'s function.
    func record(_ transition: Transition, _ values: [Value], step: ValueStepFact, in frame: Frame, container: [Value] = []) {
        var site = Site(function: frame.function, step: step, inheritedBranch: frame.inheritedBranch)
        site.subject = nil
        record(transition, values, at: site, container: container, target: step.value)
    }

    /// Records a screen put up at `site` (``Event``), or a way back (no screen), once per transition, site and values,
    /// unless the run is muted; a screen shown loads its view (``loadViews(of:)``), which may embed more.
    func record(_ transition: Transition, _ values: [Value], at site: Site?, container: [Value] = [], from: [Value] = [],
                onAction: Bool = false, attaches: Bool = false, target: ValueFact? = nil) {
        // Nothing shown but the expression known: a screen the walk cannot name (a route to a target not known).
        guard let site, !values.isEmpty || transition.isBack || target != nil, muted == 0 else { return }
        let values = transition == .embed || transition.isBack ? values : withContent(values)
        guard seenEvents.insert(EventKey(transition: transition, function: site.function, line: site.line, values: values,
                                         container: container)).inserted else { return }
        let triggerPosition = triggerFunction()
        let trigger = triggerPosition.map { stack[$0] }
        // The trigger's frame, when the event is in another function the trigger called.
        let triggerFrame = trigger.flatMap { trigger in trigger == site.function ? nil : frames.lastIndex { $0.function == trigger } }
        let modulePosition = stack.indices.last { isModuleCode(stack[$0], owner: stackOwners[$0]) }
        events.append(Event(transition: transition, values: values, function: site.function, line: site.line, branch: site.branch, sequence: clock,
                            root: currentRoot, container: container, from: from, onAction: onAction, attaches: attaches,
                            moduleFunction: modulePosition.map { stack[$0] }, moduleOwner: modulePosition.flatMap { stackOwners[$0] },
                            triggerFunction: trigger, triggerOwner: triggerPosition.flatMap { stackOwners[$0] },
                            onUnseenPart: unseenParts > 0, built: builtForModuleCode(values),
                            callSite: locatesLaunch ? handOnSite(of: values)
                                : triggerCallSite(triggerFrame, values, inOwnCode: inTriggersOwnCode(triggerPosition)) ?? rootCodeCallSite(of: site),
                            target: target, triggerCases: triggerCases(trigger, triggerFrame.flatMap { frames[$0].site } ?? site),
                            condition: compilationCondition(site)))
        clock += 1
        if !transition.isBack { loadViews(of: values) }
    }

    /// Notes that a screen of `module` was built anew (not when the run is muted: that code runs out of order).
    func noteBuilt(_ module: String) {
        guard muted == 0 else { return }
        builtLog.append(module)
    }

    /// The modules built since `mark` (a ``buildCount``), sorted.
    func built(since mark: Int) -> [String] {
        mark < builtLog.count ? Set(builtLog[mark...]).sorted() : []
    }

    /// The modules of `values` that the innermost running module's code built since it was called.
    private func builtForModuleCode(_ values: [Value]) -> [String] {
        guard !builtLog.isEmpty, let position = stack.indices.last(where: { isModuleCode(stack[$0], owner: stackOwners[$0]) }),
              stackMarks[position] < builtLog.count else { return [] }
        // Built by a closure another object kept in the module's property (a coordinator's `onFinish`): the flow's
        // screens, none the module's code built anew.
        if let kept = storedClosureRuns.last, kept > position { return [] }
        let built = Set(builtLog[stackMarks[position]...])
        return Set(values.compactMap { moduleID(of: $0) }).filter(built.contains).sorted()
    }

    /// Whether the running function is declared by the module type the trigger at `position` is a method of (its
    /// router's private helper that pushes): the event is located at its own line, already the module's code. A
    /// protocol's default implementation run on it is shared code, located at the call.
    private func inTriggersOwnCode(_ position: Int?) -> Bool {
        guard let position, let owner = stackOwners[position], let last = stack.indices.last, last != position else { return false }
        return stackOwners[last] == owner && linker.functions[stack[last]].fact.owner == owner && isModuleCode(stack[last], owner: owner)
    }

    /// The innermost running function that is a trigger (``isTriggerCode(_:)``), one of the module the walk started
    /// in first: the hub's `openPier()` that called the pier's router, not the pier router's `showPier(from:)`. A
    /// method its own type called is that type's helper: the trigger is the method the call entered the type by
    /// (Clean Swift's `routeToShowOrder(segue:)`, not the `navigateToShowOrder(source:destination:)` it calls).
    private func triggerFunction() -> Int? {
        if !rootDrafts.isEmpty,
           var position = stack.indices.last(where: { isTriggerCode(stack[$0], owner: stackOwners[$0]) && isRootModuleCode(stack[$0], owner: stackOwners[$0]) }) {
            let owner = stackOwners[position]
            var entry = position
            while position > 0, stackOwners[position - 1] == owner {
                position -= 1
                if isTriggerCode(stack[position], owner: owner) { entry = position }
            }
            return entry
        }
        return stack.indices.last { isTriggerCode(stack[$0], owner: stackOwners[$0]) }
    }

    /// Whether function `index`, run as code of `owner`, is a method of a module's code that other code may call: not
    /// private, not a getter.
    private func isTriggerCode(_ index: Int, owner: String?) -> Bool {
        let fact = linker.functions[index].fact
        return !fact.isPrivate && fact.signature.utf8.contains(UInt8(ascii: "(")) && isModuleCode(index, owner: owner)
    }

    /// For an event in another function than the trigger (``triggerFunction()``, its frame at `position`): where the
    /// code the trigger runs hands the shown module on (`pushProfile(of:)` building the profile's module and calling
    /// its router, `openPier()` handing the pier's screen to a helper); else where the trigger made the call that led
    /// there — the router method's call of its helper, not the helper's line.
    /// An event in the trigger's own type's code that no call there handed the module to (its router's private helper
    /// building and pushing it, `inOwnCode`) is located where it is.
    private func triggerCallSite(_ position: Int?, _ values: [Value], inOwnCode: Bool) -> Site? {
        guard let position else { return nil }
        return handOnSite(of: values, after: position, inRootCode: true) ?? (inOwnCode ? nil : frames[position].site)
    }

    /// The compilation conditions of the running calls and of `site` (`#if DEBUG` around a router's call of a shared
    /// helper, or around the UIKit call in it), outermost first, each once; nil when none.
    private func compilationCondition(_ site: Site) -> String? {
        var conditions: [String] = []
        for frame in frames { if let condition = frame.site?.condition, !conditions.contains(condition) { conditions.append(condition) } }
        if let condition = site.condition, !conditions.contains(condition) { conditions.append(condition) }
        return conditions.isEmpty ? nil : conditions.joined(separator: " && ")
    }

    /// The cases of the trigger function's parameter that its `switch` is in at `site`, the trigger's step that led to
    /// the event (`switch destination { case .grain: … }`): a method that switches on what it is asked to show is one
    /// action per case. A switch on anything else (a property, a local) says nothing of the action.
    private func triggerCases(_ trigger: Int?, _ site: Site) -> [String] {
        guard let trigger, let subject = site.subject, let branch = site.branch,
              linker.functions[trigger].fact.parameters.contains(subject) else { return [] }
        return Self.caseNames(ofBranch: branch)
    }

    /// The enum cases a `switch` case's condition, as the facts write it, matches (`case .grain` → `grain`;
    /// `case .detail(let id), .edit(_)` → `detail`, `edit`; `case let .a(x)` → `a`); none for `default`, an `else`
    /// or a pattern that is no enum case (`case let x where …`, `case 1`). Swift's own syntax, not a naming rule.
    static func caseNames(ofBranch branch: String) -> [String] {
        guard branch.hasPrefix("case ") else { return [] }
        var names: [String] = []
        var depth = 0
        var piece = ""
        func take() {
            var text = Substring(piece).drop { $0 == " " }
            for keyword in ["let ", "var "] where text.hasPrefix(keyword) { text = text.dropFirst(keyword.count).drop { $0 == " " } }
            guard text.hasPrefix(".") else { return }
            let name = text.dropFirst().prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            if !name.isEmpty { names.append(String(name)) }
        }
        for character in branch.dropFirst("case ".count) {
            switch character {
            case "(", "[": depth += 1; piece.append(character)
            case ")", "]": depth -= 1; piece.append(character)
            case "," where depth == 0: take(); piece = ""
            default: piece.append(character)
            }
        }
        take()
        return names
    }

    /// For an event at `site` in code that is not the root's module's (a shared helper, a base router, another module's
    /// router showing its own screen): where the innermost running function of the root's module made the call that led
    /// there. Nil when the event is in that module's own code, or none of it runs (launch code).
    private func rootCodeCallSite(of site: Site) -> Site? {
        let siteOwner = stack.last == site.function ? stackOwners.last ?? nil : linker.functions[site.function].fact.owner
        guard !rootDrafts.isEmpty, !isRootModuleCode(site.function, owner: siteOwner) else { return nil }
        return frames.last { isRootModuleCode($0.function, owner: codeOwner($0.function, selfType: $0.selfType)) }?.site
    }

    /// Whether function `index`, run as code of `owner`, is code of a module the running root's owner is part of
    /// (``rootDrafts``).
    private func isRootModuleCode(_ index: Int, owner: String?) -> Bool {
        guard !rootDrafts.isEmpty, let owner else { return false }
        return linker.drafts(forOwner: owner, project: linker.functions[index].project).contains { draft in rootDrafts.contains { $0 === draft } }
    }

    /// For an event showing `values`: the outermost running call (below frame `start`; made by the walked module's own
    /// code when `inRootCode`) that handed on one of the modules shown — as an argument or as the receiver
    /// (`install(BedsRouter.build(), in: window)`, `factory.make(window).present()`): where the code puts that module
    /// up, not the shared helper that does it.
    private func handOnSite(of values: [Value], after start: Int = 0, inRootCode: Bool = false) -> Site? {
        let shown = Set(values.compactMap { moduleID(of: $0) })
        guard !shown.isEmpty, frames.count > start + 1 else { return nil }
        for position in (start + 1)..<frames.count {
            let caller = frames[position - 1]
            guard let call = frames[position].call,
                  !inRootCode || isRootModuleCode(caller.function, owner: codeOwner(caller.function, selfType: caller.selfType)) else { continue }
            let receiver = call.selfType.flatMap { moduleID(of: .instance($0)) }
            if receiver.map(shown.contains) == true || call.arguments.contains(where: { $0.contains { moduleID(of: $0).map(shown.contains) == true } }) {
                return frames[position - 1].site
            }
        }
        return nil
    }

    /// Whether function `index`, run as code of `owner` (``codeOwner(_:selfType:)``), is a module's code: that type is
    /// one of a module's components.
    private func isModuleCode(_ index: Int, owner: String?) -> Bool {
        let record = linker.functions[index]
        guard owner == record.fact.owner else {
            return owner.map { !linker.drafts(forOwner: $0, project: record.project).isEmpty } ?? false
        }
        if let known = moduleCode[index] { return known }
        let result = record.fact.owner.map { !linker.drafts(forOwner: $0, project: record.project).isEmpty } ?? false
        moduleCode[index] = result
        return result
    }

    /// The type whose code function `index` is when it runs with `self` of `selfType`: its owner, but for a default
    /// implementation in a protocol's extension, the adopter it runs on (`extension ShellRoute { func open(shell:) }`
    /// run by `CoralRouter` is Coral's router's method).
    func codeOwner(_ index: Int, selfType: String?) -> String? {
        let owner = linker.functions[index].fact.owner
        guard let owner, let selfType, selfType != owner, linker.protocols.contains(owner) else { return owner }
        return selfType
    }
}
