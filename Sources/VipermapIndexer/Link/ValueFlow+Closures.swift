import VipermapModel

/// Closures: what a closure gives when it is called, and the closures the code keeps in a property — Swift runs those
/// where the property is called, not where they are written (a coordinator's `interactor.onEvent = { event in … }`).
extension ValueFlow {
    /// What closure `index` of function `function` returns, run with `self` of `selfType` (empty: none), memoized; called
    /// after its maker returned, with its parameters bound to `calledWith`. A closure the code of no module keeps in a
    /// property (``deferredClosures(of:selfType:)``) runs its statements here, where it is called.
    func closureResult(function: Int, index: Int, selfType: String, calledWith: [[Value]]? = nil) -> [Value] {
        let fact = linker.functions[function].fact
        guard index < fact.closures.count else { return [] }
        // Called while the call that made it runs (`completion()`, a handler passed down and called back), the closure
        // sees that call's parameters: only the branches they allow run. Called later, it may see any.
        let maker = frames.last { $0.function == function && $0.selfType == (selfType.isEmpty ? nil : selfType) }
        // Kept in a property, its statements did not run with its maker: they run now, even while the maker still runs
        // (a flow calling the closure it just gave the module).
        let runsBody = deferredClosures(of: function, selfType: selfType.isEmpty ? nil : selfType)?.contains(index) == true
        var key = ClosureKey(closure: .closure(function: function, index: index, selfType: selfType), maker: maker?.call)
        var arguments = maker?.arguments ?? [:]
        if let given = calledWith, runsBody || (maker == nil && given.contains(where: { !$0.isEmpty })) {
            key.arguments = given
            // What it is called with, by its parameters' names, over the maker's (the maker's own are not known when it
            // ran before).
            for (name, value) in zip(fact.closures[index].parameters, given) where name != "_" { arguments[name] = value }
        }
        if let known = closureMemo[key] {
            for module in closureBuiltMemo[key] ?? [] { noteBuilt(module) }
            return known
        }
        if closureRunning.contains(key) || depth >= Self.maximumDepth { return [] }
        closureRunning.insert(key)
        depth += 1
        let mark = buildCount
        stack.append(function)
        stackOwners.append(codeOwner(function, selfType: selfType.isEmpty ? nil : selfType))
        stackMarks.append(mark)
        defer { closureRunning.remove(key); depth -= 1; stack.removeLast(); stackOwners.removeLast(); stackMarks.removeLast() }
        let frame = Frame(function: function, selfType: selfType.isEmpty ? nil : selfType, arguments: arguments)
        frame.selfCase = maker?.selfCase
        frame.scope = index
        if runsBody {
            storedClosureRuns.append(stack.count - 1)
            runStatements(of: index, in: frame)
            storedClosureRuns.removeLast()
        }
        var result: Set<Value> = []
        let closure = fact.closures[index]
        for (position, value) in closure.returns.enumerated() {
            if position < closure.returnSteps.count, closure.returnSteps[position] < fact.steps.count,
               cannotRun(fact.steps[closure.returnSteps[position]], in: frame) { continue }
            result.formUnion(evaluate(value, in: frame))
        }
        let value = Self.capped(result)
        if muted == 0, !exhausted {
            closureMemo[key] = value
            let built = built(since: mark)
            if !built.isEmpty { closureBuiltMemo[key] = built }
        }
        return value
    }

    /// The statements of closure `index` (and of the closures in it but those kept in a property again), run as
    /// ``call(_:selfType:selfCase:arguments:)`` runs a body's; the caller's context and the frame's scope are as before.
    func runStatements(of index: Int, in frame: Frame) {
        let fact = linker.functions[frame.function].fact
        let deferred = (deferredClosures(of: frame.function, selfType: frame.selfType) ?? []).subtracting([index])
        let callerBranch = contextBranch
        frames.append(frame)
        defer { contextBranch = callerBranch; frames.removeLast(); frame.scope = index }
        for (position, step) in fact.steps.enumerated() {
            guard Self.isWritten(step, inAnyOf: [index], of: fact), !Self.isWritten(step, inAnyOf: deferred, of: fact),
                  !cannotRun(step, in: frame) else { continue }
            _ = run(step, at: position, in: frame, returnType: nil)
        }
    }

    /// The closures function `index` keeps in a property that run where the property is called rather than with the
    /// function (``Program/storedClosures``): those of code that is no module's part (a coordinator telling a module
    /// what to do when the user is done). A module's own code keeping a closure (`cell.onTap = { … }`) is the
    /// module's action wherever it runs: it runs with its maker. Nil: none.
    func deferredClosures(of index: Int, selfType: String?) -> Set<Int>? {
        guard let stored = program.storedClosures[index], let owner = codeOwner(index, selfType: selfType), moduleID(of: owner) == nil
        else { return nil }
        return stored
    }

    /// Whether assignment `step` keeps its closure in a property of a screen of no module (`tabs.onAppear = {
    /// tabs.present(notice, animated: true) }`): the screen runs it in its own life cycle, which no module's walk runs —
    /// what it shows is shown with the screen, by the code that made it.
    func keptByScreenOfNoModule(_ step: ValueStepFact, in frame: Frame) -> Bool {
        guard case .member(let base, _)? = step.target else { return false }
        return evaluate(base, in: frame).contains { owner in
            guard case .instance(let type) = owner else { return false }
            return isScreenType(type) && moduleID(of: type) == nil
        }
    }

    /// Whether `step` is written in one of `closures` (or a closure inside one).
    static func isWritten(_ step: ValueStepFact, inAnyOf closures: Set<Int>, of fact: FunctionFact) -> Bool {
        var current = step.closure
        var hops = 0
        while let closure = current, hops < 64 {
            if closures.contains(closure) { return true }
            current = closure < fact.closures.count ? fact.closures[closure].parent : nil
            hops += 1
        }
        return false
    }
}
