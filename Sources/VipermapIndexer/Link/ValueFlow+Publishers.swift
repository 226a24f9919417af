import VipermapModel

/// Values published by a property and the code subscribed to it: Combine's `subject.send(v)` and RxSwift's
/// `relay.accept(v)` hand `v` to every `sink`/`subscribe(onNext:)` chained on that property, and a SwiftUI
/// presentation bound to a property (`.sheet(isPresented: $state.isShown) { … }`) presents its content when a
/// subscriber sets it. The screen so presented is shown by the code that published the value.
extension ValueFlow {
    /// Calls that publish their argument to a subject's subscribers.
    static let publishingCalls: Set<String> = ["send", "accept", "onNext"]

    /// Publisher operators that pass their upstream's values on unchanged.
    static let passingOperators: Set<String> = [
        "removeDuplicates", "receive", "subscribe", "eraseToAnyPublisher", "share", "debounce", "throttle", "delay",
        "dropFirst", "prefix", "handleEvents", "asObservable", "asDriver", "asSignal", "observe", "distinctUntilChanged",
        "skip", "take",
    ]

    /// The property a chain of publisher operators starts from (`router.modalScreen` of
    /// `router.modalScreen.map { … }.removeDuplicates()`, `$route` of `$route.dropFirst()`); nil when none.
    static func publishingProperty(_ value: ValueFact) -> String? {
        var current = value
        for _ in 0..<16 {
            switch current {
            case .call(.member(let upstream, _), _, _): current = upstream
            case .member(_, let property): return property
            case .name(let name) where name.hasPrefix("$") && name.count > 1: return String(name.dropFirst())
            case .name(let name): return name
            default: return nil
            }
        }
        return nil
    }

    /// The property a binding passes (`$state.isShown`, `$isShown`); nil for any other value.
    static func boundProperty(_ value: ValueFact) -> String? {
        switch value {
        case .member(_, let property): return property
        case .name(let name) where name.hasPrefix("$") && name.count > 1: return String(name.dropFirst())
        default: return nil
        }
    }

    /// `values` published by `property`: every type declaring it holds them (a current-value subject keeps the last
    /// one sent), the functions subscribed to it run, and what the presentations they set present is shown from `site`.
    /// RxFlow's `steps.accept(step)`: each `navigate(to:)` of the app's types adopting RxFlow's `Flow` runs with the step
    /// (its `switch` takes that case's branch), from the module whose code accepts it. A step the walk cannot name
    /// (a parameter of the step enum's type) runs none.
    func stepped(_ steps: [Value]) {
        let named = steps.filter { if case .enumCase = $0 { return true } else { return false } }
        guard !named.isEmpty else { return }
        for index in program.methods["navigate"] ?? [] where inProject(linker.functions[index].project) {
            let fact = linker.functions[index].fact
            guard fact.signature == NavigationAPI.rxFlowNavigate, let parameter = fact.parameters.first, let owner = fact.owner,
                  ancestors(of: owner).contains(NavigationAPI.rxFlowProtocol) else { continue }
            _ = call(index, selfType: owner, arguments: [parameter: named])
        }
    }

    func publish(_ published: [Value], to property: String, at site: Site?) {
        // What the walk knows of the value: a value of an enum of the app's but no case of it (a parameter's declared
        // type) is any case, and `nil` is none: publishing those shows nothing the walk can name.
        let values = published.filter { value in
            switch value {
            case .literal: return false
            case .instance(let type): return !isAppEnum(type)
            default: return true
            }
        }
        guard !values.isEmpty, let subscribers = program.subscribers[property] else { return }
        for owner in (program.memberOwners[property] ?? []).sorted() where program.propertyOwners.contains(Member(owner: owner, name: property)) {
            store(values, in: owner, property)
        }
        let mark = sheetContents.count
        publishing += 1
        // Each value published runs the subscribers again: what they ran with before is not what they see now.
        let subscribing = Set(subscribers)
        for key in closureMemo.keys {
            if case .closure(let function, _, _) = key.closure, subscribing.contains(function) { closureMemo[key] = nil }
        }
        for function in subscribers {
            guard let owner = linker.functions[function].fact.owner else { continue }
            let fact = linker.functions[function].fact
            memo[CallKey(function: function, selfType: owner, selfCase: nil, arguments: fact.parameters.map { _ in [] })] = nil
            _ = call(function, selfType: owner, arguments: [:])
        }
        publishing -= 1
        let presented = Self.capped(Set(sheetContents[mark...]))
        sheetContents.removeSubrange(mark...)
        if !presented.isEmpty { record(.present, presented, at: site) }
    }

    /// A subscriber setting `property`, bound to SwiftUI presentations: what each presents, for the publisher to show.
    func presentBound(to property: String) {
        guard publishing > 0, let sheets = program.sheets[property] else { return }
        for sheet in sheets {
            guard let owner = linker.functions[sheet.function].fact.owner else { continue }
            muted += 1
            let content = closureResult(function: sheet.function, index: sheet.closure, selfType: owner)
            muted -= 1
            sheetContents += shown(content)
        }
    }

    /// `model.route = .item(id)` where `.sheet(item: $model.route) { route in … }`: that sheet presents its content for
    /// the value set; `path.append(.basket)` where `NavigationStack(path: $model.path)` has a
    /// `navigationDestination(for: Route.self) { route in … }`: the destination for that value is pushed. Shown from
    /// the code that sets or appends the value.
    func presentItems(_ values: [Value], of property: String, step: ValueStepFact, in frame: Frame) {
        guard !values.isEmpty else { return }
        for presentation in program.itemPresentations[property] ?? [] {
            let content = presented(presentation, with: values)
            if !content.isEmpty { record(presentation.transition, content, step: step, in: frame) }
        }
        guard program.paths.contains(property) else { return }
        for (transition, content) in destinations(of: values) { record(transition, content, step: step, in: frame) }
    }

    /// What the `navigationDestination(for:)` of each value's enum builds for it, with its transition (a push), for the
    /// values of a path.
    private func destinations(of values: [Value]) -> [(Transition, [Value])] {
        var result: [(Transition, [Value])] = []
        for value in values {
            for type in valueTypes(value) where isAppEnum(type) {
                for destination in program.destinations[type] ?? [] {
                    let content = presented(destination, with: [value])
                    if !content.isEmpty { result.append((destination.transition, content)) }
                }
            }
        }
        return result
    }

    /// `NavigationStack(path: $model.path) { … }` where the path starts with values (`@Published var path: [Route] =
    /// [.catalog]`): the stack shows its root with the destinations of those values pushed on it, from the module whose
    /// code builds the stack (SwiftUI's documented behaviour for a path that is not empty).
    func pushInitialPath(_ property: String, at site: Site?) {
        var values: Set<Value> = []
        for owner in (program.memberOwners[property] ?? []).sorted() {
            for index in linker.typesByName[owner] ?? [] where inProject(linker.types[index].project) {
                for declared in linker.types[index].fact.properties where declared.name == property {
                    guard let initial = declared.value else { continue }
                    values.formUnion(evaluate(initial, in: Frame(function: Self.detached, selfType: owner, arguments: [:])))
                }
            }
        }
        for (transition, content) in destinations(of: values.sorted()) { record(transition, content, at: site) }
    }

    /// Whether a `navigationDestination(for:)` is for an enum of the app's (`for: Route.self`): its destination is
    /// pushed for the cases the code appends, not for every case its content switches over.
    func pushesEnumCases(_ arguments: [[Value]]) -> Bool {
        arguments.first?.contains { value in
            guard case .metatype(let type) = value else { return false }
            return isAppEnum(type)
        } ?? false
    }

    private func isAppEnum(_ type: String) -> Bool {
        (linker.typesByName[type] ?? []).contains { linker.types[$0].fact.kind == .enum }
    }

    /// What a presentation's content closure builds with its parameter bound to `values`.
    private func presented(_ presentation: Program.Presentation, with values: [Value]) -> [Value] {
        let fact = linker.functions[presentation.function].fact
        guard presentation.closure < fact.closures.count else { return [] }
        let closure = fact.closures[presentation.closure]
        guard let parameter = closure.parameters.first, depth < Self.maximumDepth else { return [] }
        let frame = Frame(function: presentation.function, selfType: fact.owner, arguments: [parameter: values])
        frame.scope = presentation.closure
        var result: Set<Value> = []
        for (position, value) in closure.returns.enumerated() {
            if position < closure.returnSteps.count, closure.returnSteps[position] < fact.steps.count,
               cannotRun(fact.steps[closure.returnSteps[position]], in: frame) { continue }
            result.formUnion(evaluate(value, in: frame))
        }
        return shown(Self.capped(result))
    }

    /// The types a value set or appended is of: an enum case's enum (the one enum of the app declaring a case of that
    /// name, when the code wrote `.basket`), an instance's type.
    private func valueTypes(_ value: Value) -> [String] {
        switch value {
        case .enumCase(let type, let name):
            if !type.isEmpty { return [type, NameScan.lastComponent(type, separator: ".") ?? type] }
            let declaring = linker.types.filter { $0.fact.kind == .enum && $0.fact.cases.contains { $0.name == name } }
            guard declaring.count == 1 else { return [] }
            let qualified = declaring[0].fact.qualifiedName
            return [qualified, NameScan.lastComponent(qualified, separator: ".") ?? qualified]
        case .instance(let type):
            return [type]
        default:
            return []
        }
    }
}
