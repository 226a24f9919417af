import VipermapModel

/// Handed objects: which of the app's objects a value written somewhere may hold, by what the code hands it along —
/// read from the code, nothing run. Swift stores into a property only what its type accepts, and a parameter holds
/// only what the calls pass it: `Guide(flow: flow)` in a factory whose `flow` is what `resolve(Guide.self, argument:
/// flow)` passes, itself a parameter every caller sets to `self`.
extension ValueFlow {
    /// One name looked up while following what is handed: a name written in closure `scope` of `function`.
    struct HandedName: Hashable {
        let function: Int
        let scope: Int?
        let name: String
    }

    /// The most names one question follows, and the most calls looked at for one parameter: far above a real chain
    /// (a few hops, tens of callers), low enough that hostile code stays cheap.
    static let maximumHandedNames = 64
    static let maximumHandingCalls = 64

    /// The types of the app's objects `value`, written in closure `scope` of `function`, may hold: `self` (the object
    /// whose method it is), a construction of a type the app declares, a local bound to one of these, a parameter (what
    /// each call of the function whose labels fit passes for it), a parameter of a factory registered in a container
    /// (what each `resolve(T.self, argument: x)` of its type passes). A property, a global or a call's result gives
    /// nothing: what they hold is the walk's to find.
    func handedObjects(_ value: ValueFact, in function: Int, scope: Int?) -> Set<String> {
        var seen: Set<HandedName> = []
        return handedObjects(value, in: function, scope: scope, seen: &seen)
    }

    private func handedObjects(_ value: ValueFact, in function: Int, scope: Int?, seen: inout Set<HandedName>) -> Set<String> {
        guard function != Self.detached, function < linker.functions.count else { return [] }
        let fact = linker.functions[function].fact
        switch Self.untyped(value) {
        case .selfValue:
            guard let owner = fact.owner, !linker.protocols.contains(owner), declaresType(owner) else { return [] }
            return [owner]
        case .call(.name(let constructed), _, _) where constructed.first?.isUppercase == true:
            let declared = (linker.typesByName[constructed] ?? []).contains {
                linker.types[$0].fact.kind != .protocol && linker.types[$0].fact.kind != .extension
            }
            return declared ? [constructed] : []
        case .either(let values):
            return values.reduce(into: []) { $0.formUnion(handedObjects($1, in: function, scope: scope, seen: &seen)) }
        case .name(let name):
            guard seen.count < Self.maximumHandedNames, seen.insert(HandedName(function: function, scope: scope, name: name)).inserted else { return [] }
            return handedName(name, in: function, scope: scope, seen: &seen)
        default:
            return []
        }
    }

    /// What name `name` written in closure `scope` of `function` is handed: a local's value, a closure's parameter
    /// (of a registered factory only), a parameter of the function.
    private func handedName(_ name: String, in function: Int, scope: Int?, seen: inout Set<HandedName>) -> Set<String> {
        let fact = linker.functions[function].fact
        let locals = visible(bindings(of: function)[name] ?? [], from: scope, in: function)
        if !locals.isEmpty {
            return locals.reduce(into: []) { result, position in
                let step = fact.steps[position]
                result.formUnion(handedObjects(step.value, in: function, scope: step.closure, seen: &seen))
            }
        }
        // A closure's parameter: the nearest closure around the name that declares it.
        var current = scope
        var hops = 0
        while let closure = current, closure < fact.closures.count, hops < 64 {
            if let position = fact.closures[closure].parameters.firstIndex(of: name) {
                return factoryArgument(position, of: Program.ClosureSite(function: function, closure: closure), seen: &seen)
            }
            current = fact.closures[closure].parent
            hops += 1
        }
        guard let position = fact.parameters.firstIndex(of: name) else { return [] }
        let declared = program.declaredLabels[function]
        guard declared.count == fact.parameters.count else { return [] }
        let label = declared[position]
        let sites = fact.name == "init" ? fact.owner.flatMap { program.constructions[$0] } ?? [] : program.calls[fact.name] ?? []
        var result: Set<String> = []
        for site in sites.prefix(Self.maximumHandingCalls)
        where inProject(linker.functions[site.function].project) && Linker.labels(site.labels, fit: fact.signature) {
            // A labelled parameter takes the argument of its label; an unlabelled one only in a call that labels nothing
            // before it (defaults left out would shift the positions).
            let given = site.labels.split(separator: ":", omittingEmptySubsequences: false).dropLast()
            let argument = label == "_"
                ? (given.prefix(position + 1).allSatisfy { $0.isEmpty } && position < given.count ? position : nil)
                : Self.argumentPosition(String(label), labels: site.labels)
            guard let argument, argument < site.arguments.count else { continue }
            result.formUnion(handedObjects(site.arguments[argument], in: site.function, scope: site.closure, seen: &seen))
        }
        return result
    }

    /// What parameter `position` of a factory registered in a container (`register(Guide.self) { resolver, flow in …
    /// }`) is handed: the arguments after `argument:` of each `resolve(Guide.self, …, argument: x)` of its type (and of
    /// its name, when both name one). Any other closure's parameter gives nothing.
    private func factoryArgument(_ position: Int, of closure: Program.ClosureSite, seen: inout Set<HandedName>) -> Set<String> {
        guard position > 0, let type = program.registeredTypes[closure] else { return [] }
        let key = program.registrations[type]?.first { $0.function == closure.function && $0.closure == closure.closure }?.key
        var result: Set<String> = []
        for site in (program.calls["resolve"] ?? []).prefix(Self.maximumHandingCalls * 4)
        where inProject(linker.functions[site.function].project) {
            guard case .member(.name(type), "self")? = site.arguments.first else { continue }
            if let key, let name = Self.argumentPosition("name", labels: site.labels), name < site.arguments.count,
               site.arguments[name] != key { continue }
            let handed = Self.factoryArguments(site.arguments, labels: site.labels)
            guard position - 1 < handed.count else { continue }
            result.formUnion(handedObjects(handed[position - 1], in: site.function, scope: site.closure, seen: &seen))
        }
        return result
    }
}

extension ValueFlow {
    /// The enum cases each call of the app's code passes to method `index`'s parameters, for the parameters every such
    /// call passes a case written in place (`router.show(.settings)`): a method run as a root of the walk holds there
    /// what its callers hand it, not any case (a `switch destination` in it takes the cases sent). A parameter some
    /// call passes anything else (a variable, a call's result) stays unknown, and so do all of a method that no call of
    /// the app's names (UIKit calls it) or that is named without being called.
    func casesPassed(to index: Int) -> [String: [Value]] {
        if let known = program.shared.casesPassed[index] { return known }
        let result = casesPassedUnshared(to: index)
        program.shared.casesPassed[index] = result
        return result
    }

    private func casesPassedUnshared(to index: Int) -> [String: [Value]] {
        let fact = linker.functions[index].fact
        guard !fact.parameters.isEmpty, fact.name != "init", fact.owner != nil,
              let sites = program.calls[fact.name], sites.count <= Self.maximumHandingCalls else { return [:] }
        var passed: [String: Set<Value>] = [:]
        var unknown: Set<String> = []
        var calls = 0
        for site in sites where inProject(linker.functions[site.function].project) && Linker.labels(site.labels, fit: fact.signature)
            && mayCall(site, on: fact.owner!) {
            calls += 1
            // A parameter a call leaves out holds its default: not a case written at the call (and nothing is evaluated,
            // so the answer is the same in every walk).
            let bound = bind(site.arguments.map { constantCase($0).map { [$0] } ?? [] }, labels: site.labels, to: index, defaults: false)
            for name in fact.parameters {
                let values = bound[name] ?? []
                if !values.isEmpty, values.allSatisfy({ if case .enumCase(let type, _) = $0 { return !type.isEmpty } else { return false } }) {
                    passed[name, default: []].formUnion(values)
                } else {
                    unknown.insert(name)
                }
            }
        }
        guard calls > 0 else { return [:] }
        var result: [String: [Value]] = [:]
        for (name, values) in passed where !unknown.contains(name) { result[name] = values.sorted() }
        return result
    }

    /// Whether a call may run a method of `owner`: unless its receiver is a property of the caller's type declared as
    /// a type `owner` neither is, inherits from nor adopts (`router.open(.pond)` with `var router: PondRouter!` runs no
    /// `GardenRouter.open(_:)`). A receiver of any other kind may be anything.
    private func mayCall(_ site: Program.Construction, on owner: String) -> Bool {
        guard let callee = site.callee, case .member(let base, _) = callee else { return true }
        let caller = linker.functions[site.function].fact
        let property: String
        switch base {
        case .name(let name) where bindings(of: site.function)[name] == nil && !caller.parameters.contains(name): property = name
        case .member(.selfValue, let name): property = name
        default: return true
        }
        // The facts keep a property's type without its optionals and attributes (`var router: PondRouter!` → `PondRouter`).
        guard let callerType = caller.owner,
              let type = (linker.typesByName[callerType] ?? []).lazy.compactMap({ index in
                  self.linker.types[index].fact.properties.first { $0.name == property }?.typeName
              }).first, linker.typesByName[type] != nil else { return true }
        return type == owner || ancestors(of: owner).contains(type)
    }

    /// An argument that is an enum case written in place, with no payload the walk would need: `.settings` (typed by
    /// the parameter it is passed for), `Destination.settings`. Read without running anything.
    private func constantCase(_ argument: ValueFact) -> Value? {
        switch argument {
        case .implicitMember(let name) where name != "init": return .enumCase(type: "", name: name)
        case .member(.name(let type), let name) where isCase(name, of: type): return .enumCase(type: type, name: name)
        default: return nil
        }
    }
}
