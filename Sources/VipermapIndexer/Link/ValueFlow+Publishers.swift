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
    func publish(_ published: [Value], to property: String, at site: Site?) {
        // What the walk knows of the value: a value of an enum of the app's but no case of it (a parameter's declared
        // type) is any case, and `nil` is none: publishing those shows nothing the walk can name.
        let values = published.filter { value in
            switch value {
            case .literal: return false
            case .instance(let type): return !(linker.typesByName[type] ?? []).contains { linker.types[$0].fact.kind == .enum }
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
}
