import VipermapModel

/// Who calls what: whether a module's code calls a function, the modules that call a method through a property, the
/// triggers of a navigation inside a helper, and whether a function navigates through the helpers it calls.
extension Linker {
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

    /// The argument labels of a signature as a call writes them, each followed by `:` (`_:sender:` of
    /// `show(_:sender:)`).
    static func writtenLabels(_ signature: String) -> Substring {
        signature.drop { $0 != "(" }.dropFirst().prefix { $0 != ")" }
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

    /// Modules with a component that calls `method` on a property whose declared type is `owner` or a protocol
    /// `owner` adopts (in its declaration or an extension), in id order.
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

    /// Whether a function navigates, directly or through helpers of its type: it calls one of the navigation APIs'
    /// methods or a dialect's verb (``NavigationAPI/navigationNames``), or sets a window's root.
    func performsNavigation(_ index: Int, depth: Int = 0) -> Bool {
        let function = functions[index].fact
        if function.steps.contains(where: Self.navigates) { return true }
        guard depth < 3, let owner = function.owner else { return false }
        let siblings = functionsByOwner[owner] ?? []
        for call in function.helperCalls {
            for sibling in siblings where sibling != index && functions[sibling].fact.name == call.name {
                if performsNavigation(sibling, depth: depth + 1) { return true }
            }
        }
        return false
    }

    /// Whether a step calls a navigation method by name or assigns a window's root (`window.rootViewController = x`).
    private static func navigates(_ step: ValueStepFact) -> Bool {
        if step.kind == .assign, case .member(_, "rootViewController")? = step.target { return true }
        return step.value.containsCall { callee in
            switch callee {
            case .name(let name), .member(_, let name): return NavigationAPI.navigationNames.contains(name)
            default: return false
            }
        }
    }
}
