import VipermapModel

/// Properties: what a property of a type can hold (its declared type, initializer, getter, and what the code stores in
/// it, walked or anywhere), and what an assignment stores or shows.
extension ValueFlow {
    // MARK: Assignments

    /// `target = value` in a step of `frame`'s function: a window's root or a container's tabs are shown; any other
    /// property of the app's types is stored into, and its observers run.
    func assign(_ value: [Value], to target: ValueFact?, step: ValueStepFact, in frame: Frame) {
        guard let target else { return }
        let property: String, owners: [Value]
        switch target {
        case .member(let base, let name):
            property = name
            owners = evaluate(base, in: frame)
        case .name(let name):
            property = name
            owners = frame.selfType.map { [.instance($0)] } ?? []
        case .element(.name(let name), _) where isGlobal(name, in: frame):
            // `cache[key] = view` on a global dictionary of the app's: it holds the value (under any key).
            if !value.isEmpty { store(value, in: "", name) }
            return
        case .element(.member(let base, let name), _):
            // `screen.pages[key] = child`: setting an element mutates the collection the property holds, which then
            // holds the value (under any key).
            guard !value.isEmpty else { return }
            let owners = evaluate(base, in: frame)
            keepsChildren(value, owners: owners, step: step, in: frame, own: false)
            for case .instance(let owner) in owners where hasProperty(name, in: owner) { store(value, in: owner, name) }
            return
        default:
            return
        }
        switch property {
        case "rootViewController":
            record(.setRoot, Self.unkeyed(value), step: step, in: frame)
        case "viewControllers":
            record(.embed, Self.unkeyed(value), step: step, in: frame, container: owners)
        default:
            keepsChildren(value, owners: owners, step: step, in: frame)
            for case .instance(let owner) in owners where !value.isEmpty { store(value, in: owner, property) }
            presentBound(to: property)
            presentItems(value, of: property, step: step, in: frame)
        }
    }

    /// Runs getter `index` of `owner`. A stored property's initial value (`lazy var root = { … }()`) ran when the object
    /// first needed it: read by the object's own code that is no module's part (a shared flow reading its own
    /// navigation controller), it shows nothing again — what it showed belongs to the code that made the object.
    private func callGetter(_ index: Int, of owner: String, selfCase: String?) -> [Value] {
        let earlier = linker.functions[index].fact.isInitialValue && moduleID(of: owner) == nil && stackOwners.contains(owner)
        if earlier { muted += 1 }
        defer { if earlier { muted -= 1 } }
        return call(index, selfType: owner, selfCase: selfCase, arguments: [:])
    }

    /// Whether `name` read in `frame` is a global of the app's: no local, parameter or property of `self` is so named.
    func isGlobal(_ name: String, in frame: Frame) -> Bool {
        guard bindings(of: frame.function)[name] == nil else { return false }
        if frame.function != Self.detached, linker.functions[frame.function].fact.parameters.contains(name) { return false }
        return frame.selfType.map { !hasProperty(name, in: $0) } ?? true
    }

    /// A module's screen keeping other modules' screens in a property of its own (`self.pages = PageFactory.make()`)
    /// holds them as its children: an embed, unless the walk sees them shown otherwise (a screen kept to be presented
    /// later). A router or any other object keeping a screen shows nothing.
    private func keepsChildren(_ value: [Value], owners: [Value], step: ValueStepFact, in frame: Frame, own: Bool = true) {
        guard owners.count == 1, case .instance(let owner) = owners[0], !own || frame.selfType == owner,
              let module = moduleID(of: owner), isScreenType(owner),
              linker.modules.byID[module]?.components.contains(where: { $0.type == owner }) == true else { return }
        let children = value.filter { child in
            switch child {
            case .screen(let other): return other != module
            case .instance(let type): return isScreenType(type) && moduleID(of: child).map { $0 != module } == true
            default: return false
            }
        }
        guard !children.isEmpty else { return }
        var site = Site(function: frame.function, step: step, inheritedBranch: frame.inheritedBranch)
        site.subject = nil
        record(.embed, children, at: site, container: owners, attaches: true)
    }

    /// `value` stored into `property` of an object of type `owner` (an assignment, a struct's memberwise initializer).
    func store(_ value: [Value], in owner: String, _ property: String) {
        let key = Member(owner: owner, name: property)
        storedOwners[property, default: []].insert(owner)
        let before = stores[key]?.count ?? 0
        stores[key, default: []].formUnion(value)
        // What properties were read as before this store may now hold more (`presentTypes.append(.root)` read
        // back by a computed `presentType`): they are read again.
        if stores[key]!.count != before {
            forgetPropertyReads()
            forgetSelfReaders(of: key)
        }
        // `willSet` and `didSet` run (the property's observers are a function named after it), `newValue` the value stored.
        for index in accessors(property, of: owner) { _ = call(index, selfType: owner, arguments: ["newValue": value]) }
    }

    // MARK: Reading

    /// What property `name` of `type` can hold (and of the types it inherits from, and of the types the app
    /// constructs that conform to it): declared type, initializer, getter, stores.
    func propertyValue(_ type: String, _ name: String, selfCase: String? = nil) -> [Value] {
        if !selfCalls.isEmpty { noteSelfRead(type, name) }
        let key = PropertyQuery(type: type, name: name, selfCase: selfCase)
        if let known = propertyMemo[key] { return known }
        if propertyRunning.contains(key) || depth >= Self.maximumDepth { return [] }
        let globalsBefore = globalReads
        propertyRunning.insert(key)
        depth += 1
        defer { propertyRunning.remove(key); depth -= 1 }
        var result: Set<Value> = []
        var ranAccessors: Set<Int> = []
        // The declared type counts only when nothing the app gives the property is known: `let builder: Buildable`
        // with no initializer or store walked reaches the builders that conform.
        var declaredTypes: Set<Value> = []
        // Whether every declaration of it is typed by a function (`var modules: [String: (Router) -> Module]!`): the
        // declared type says nothing the walk follows.
        var functionTyped: Bool?
        // A class's subclasses add only the getters they declare themselves (what they inherit is found for the class);
        // a protocol's conformers each give their own or inherited one.
        let isProtocol = linker.protocols.contains(type)
        var owners = receivers(of: type, declaring: name, isProtocol: isProtocol, stored: true)
        // A stored property `type` inherits (`AppRouter` reading `modules` of its superclass `BaseAppRouter`): its
        // declaration is the superclass's.
        if !owners.contains(where: { program.propertyOwners.contains(Member(owner: $0, name: name)) }), let declaring = inheritedDeclaration(name, of: type) {
            owners.append(declaring)
        }
        for (position, owner) in owners.enumerated() {
            for index in program.propertyOwners.contains(Member(owner: owner, name: name)) ? linker.typesByName[owner] ?? [] : []
            where inProject(linker.types[index].project) {
                for property in linker.types[index].fact.properties where property.name == name {
                    if let declared = property.typeName { declaredTypes.formUnion(self.declared(declared, selfType: owner)) }
                    functionTyped = (functionTyped ?? true) && property.value == nil
                        && (property.typeName.map(Self.isFunctionType) == true || program.closureProperties.contains(name))
                    if let value = property.value {
                        result.formUnion(evaluateKeyed(value, in: Frame(function: Self.detached, selfType: owner, arguments: [:])))
                    }
                }
            }
            // A getter a subtype inherits runs once, for the first receiver that reaches it (the type itself, then its
            // subtypes): a base class of thousands of screens would run it once per screen.
            let getters = position == 0 || isProtocol
                ? accessors(name, of: owner) : (program.ownMethods[Member(owner: owner, name: name)] ?? []).filter { linker.functions[$0].fact.signature == name }
            for index in getters where ranAccessors.insert(index).inserted {
                result.formUnion(callGetter(index, of: owner, selfCase: selfCase))
            }
            result.formUnion(stores[Member(owner: owner, name: name)] ?? [])
        }
        if result.isEmpty { result = unwalkedValue(type, name, declaredTypes: declaredTypes, functionTyped: functionTyped) }
        let value = Self.capped(result)
        if muted == 0, !exhausted, globalReads == globalsBefore { propertyMemo[key] = value }
        return value
    }

    /// What property `name` of `type` holds when nothing the walk ran gives it a value (``propertyValue(_:_:selfCase:)``):
    /// what the code assigns or hands it elsewhere, else its declared types.
    private func unwalkedValue(_ type: String, _ name: String, declaredTypes: Set<Value>, functionTyped: Bool?) -> Set<Value> {
        // Nothing walked gives it a value: what the app's code assigns to it anywhere (`AppRouter.shared.screens = […]`
        // in the scene delegate, read by the router's methods in a module's walk).
        if functionTyped == true {
            let assigned = assignedAnywhere(type, name)
            if !assigned.isEmpty { return assigned }
        }
        // A screen kept in a property typed by UIKit's base controller, set by another method than the one running
        // (`prepareLamp()` keeps it, `openLamp()` presents it): what the app's code assigns to it.
        if !declaredTypes.isEmpty, declaredTypes.allSatisfy({ if case .instance(let t) = $0 { return Linker.genericControllers.contains(t) } else { return false } }) {
            let assigned = assignedAnywhere(type, name, byItself: true)
            if !assigned.isEmpty { return assigned }
        }
        // A property typed by the app's protocols that nothing walked gives a value: the objects of no module the code
        // hands it (`presenter.output = output` in a builder whose callers pass the coordinator, `self`), of the types
        // that adopt them — not every type that adopts them in its declaration (a second adopter nothing stores there
        // never receives the call). A module's own screen handed to its router's `view` keeps the protocol's dispatch;
        // a protocol no type adopts in its declaration is not dispatched so (each module whose delegate is the app's
        // router would run the router's flows in its own walk: ruuvi's walks ran out of steps).
        let declaredProtocols = Set(declaredTypes.compactMap { value -> String? in
            if case .instance(let declared) = value, linker.protocols.contains(declared) { return declared }
            return nil
        })
        if !declaredTypes.isEmpty, declaredProtocols.count == declaredTypes.count,
           declaredProtocols.contains(where: { receiverTypes($0).count > 1 }) {
            let handed = handedByAssignments(type, name, conformingTo: declaredProtocols)
            if !handed.isEmpty, handed.allSatisfy({ moduleID(of: $0) == nil }) { return handed }
        }
        // A property typed by a protocol no type adopts in its declaration (`extension Navigator: LobbyRouting {}`
        // only), that nothing walked gives a value: what the app's code hands the initializer that stores it
        // (`LobbyPresenter(router: Navigator(…))` in a builder of no module).
        if !declaredTypes.isEmpty, declaredTypes.allSatisfy({ value in
            guard case .instance(let declared) = value else { return false }
            return linker.protocols.contains(declared) && receiverTypes(declared).count == 1
        }) {
            let handed = handedToInitializers(type, name, conformingTo: declaredProtocols)
            if !handed.isEmpty { return handed }
            // Nothing the code hands it is known, and it is a module's own protocol (its router's, its output's): the
            // one type that adopts it, in an extension (`extension SpaceRouter: MoonRouting {}`). A service's
            // protocol is not looked up so: a type adopting it in an extension may be any of the app's objects.
            if declaredTypes.count == 1, case .instance(let declared)? = declaredTypes.first, moduleID(of: declared) != nil {
                let adopters = linker.hierarchy.extensionAdopters(of: declared)
                if adopters.count == 1 { return [.instance(adopters[0])] }
            }
        }
        return declaredTypes
    }

    /// The nearest type `type` inherits from (its superclass, theirs, a protocol extension's) that declares stored
    /// property `name`.
    private func inheritedDeclaration(_ name: String, of type: String) -> String? {
        ancestors(of: type).first { program.propertyOwners.contains(Member(owner: $0, name: name)) }
    }

    /// Whether a declared type is a function's, or a collection of functions (`[String: (Router) -> Module]!`).
    static func isFunctionType(_ type: String) -> Bool {
        var previous: UInt8 = 0
        for byte in type.utf8 {
            if previous == UInt8(ascii: "-") && byte == UInt8(ascii: ">") { return true }
            previous = byte
        }
        return false
    }

    /// What the app's code assigns to property `name` of `type` (or of a type it inherits from or that inherits from
    /// it) in any function, walked or not: each assignment's target evaluated in its function (with its parameters
    /// unknown) to check the owner, then its value. Run muted: what it runs shows nothing and is not memoized.
    /// `byItself`: only what the type's own methods assign to its own property (`prepareLamp()` keeping the screen
    /// `openLamp()` presents), not what builders wire into it.
    private func assignedAnywhere(_ type: String, _ name: String, byItself: Bool = false) -> Set<Value> {
        let query = Member(owner: type, name: name)
        let memo: ReferenceWritableKeyPath<ValueFlow, [Member: Set<Value>]> = byItself ? \.byItselfMemo : \.anywhereMemo
        if let known = self[keyPath: memo][query] { return known }
        self[keyPath: memo][query] = []
        let result = assignedAnywhereUnmemoized(type, name, byItself: byItself)
        self[keyPath: memo][query] = exhausted ? nil : result
        return result
    }

    /// ``assignedAnywhere(_:_:byItself:)`` without its memo: every assignment to a property `name` looked at, muted.
    private func assignedAnywhereUnmemoized(_ type: String, _ name: String, byItself: Bool) -> Set<Value> {
        guard let sites = program.assignments[name] else { return [] }
        let accepted = Set(receiverTypes(type))
        var result: Set<Value> = []
        muted += 1
        defer { muted -= 1 }
        for site in sites.prefix(Self.maximumAssignments) {
            let record = linker.functions[site.function]
            guard inProject(record.project), !byItself || (record.fact.owner == type && record.fact.name != "init"),
                  !neverCalled(site.function) else { continue }
            let step = record.fact.steps[site.step]
            let frame = Frame(function: site.function, selfType: record.fact.owner, arguments: [:])
            let owners: [Value]
            switch step.target {
            case .member(let base, _)?: owners = evaluate(base, in: frame)
            case .name?: owners = record.fact.owner.map { [.instance($0)] } ?? []
            default: continue
            }
            let matches = owners.contains { owner in
                switch owner {
                case .instance(let owner), .metatype(let owner): return accepted.contains(owner) || receiverTypes(owner).contains(type)
                default: return false
                }
            }
            if matches { result.formUnion(evaluateKeyed(step.value, in: frame)) }
        }
        return result
    }
    /// Whether function `index` never runs: a method of an object of no module that inherits and adopts only the app's
    /// own types (a coordinator's `showLegacyList()`), whose name no code of the app reads or calls — only the app's code
    /// calls such an object's methods. An initializer, a free function, a method of a type that inherits or adopts the
    /// SDK's (UIKit calls a screen's life cycle and a scene delegate's `scene(_:willConnectTo:options:)` unnamed) may
    /// run unnamed.
    private func neverCalled(_ index: Int) -> Bool {
        let fact = linker.functions[index].fact
        guard let owner = fact.owner, fact.name != "init", !fact.isInitialValue, !program.referencedNames.contains(fact.name),
              fact.signature.utf8.contains(UInt8(ascii: "(")), moduleID(of: owner) == nil, declaresType(owner) else { return false }
        return ancestors(of: owner).allSatisfy { declaresType($0) || Self.inertProtocols.contains($0) }
    }

    /// The standard library's protocols whose adopters' methods nothing calls by another name (`AnyObject`, `Hashable`).
    static let inertProtocols: Set<String> = ["AnyObject", "Sendable", "Equatable", "Hashable", "Identifiable",
                                              "CustomStringConvertible", "CustomDebugStringConvertible"]

    /// What the app's code hands `type`'s initializers for property `name`: each `init` that stores a parameter into
    /// it (`self.router = router`; a struct's memberwise initializer stores the argument of the property's label), and
    /// each call constructing `type` anywhere whose argument of that parameter's label constructs a type of the app's
    /// right there (`LobbyPresenter(router: Navigator(…))`), or is `self` (`Flow(factory: self)` in a method of
    /// `Assembly`): an object of that type; a parameter or local handed on: the objects ``handedObjects(_:in:scope:)``
    /// finds for it that adopt `protocols`. Nothing is run.
    private func handedToInitializers(_ type: String, _ name: String, conformingTo protocols: Set<String>) -> Set<Value> {
        let query = Member(owner: type, name: name)
        if let known = handedMemo[query] { return known }
        var labels: Set<Substring> = []
        let initializers = functions(named: "init", in: type)
        for index in initializers {
            let fact = linker.functions[index].fact
            let declared = program.declaredLabels[index]
            for step in fact.steps where step.kind == .assign {
                switch step.target {
                case .member(.selfValue, name)?, .name(name)?: break
                default: continue
                }
                guard case .name(let parameter) = step.value, let position = fact.parameters.firstIndex(of: parameter),
                      position < declared.count else { continue }
                labels.insert(declared[position])
            }
        }
        if initializers.isEmpty, isValueType(type) { labels.insert(Substring(name)) }
        var result: Set<Value> = []
        for site in labels.isEmpty ? [] : program.constructions[type] ?? [] where inProject(linker.functions[site.function].project) {
            let given = site.labels.split(separator: ":", omittingEmptySubsequences: false)
            for (label, argument) in zip(given, site.arguments) where labels.contains(label) {
                let value = Self.untyped(argument)
                let handed = handedObjects(value, in: site.function, scope: site.closure)
                switch value {
                case .selfValue, .call(.name, _, _):
                    // `Flow(factory: self)` in a method of `Assembly`: the object whose method it is; `Navigator(…)`.
                    result.formUnion(handed.map(Value.instance))
                case .name:
                    // A parameter or a local handed on (`Guide(flow: flow)` in a factory, `flow` what its callers pass):
                    // the objects handed to it that adopt the property's protocol (Swift stores nothing else in it).
                    result.formUnion(handed.filter { !protocols.isDisjoint(with: ancestors(of: $0)) }.map(Value.instance))
                default:
                    continue
                }
            }
        }
        handedMemo[query] = result
        return result
    }

    /// The objects the app's code assigns to property `name` of `type` (or of a type related to it), read back without
    /// running anything (``handedObjects(_:in:scope:)``): each assignment whose owner is known so — `self`, a local bound
    /// to a construction — and whose value is; of the types adopting one of `protocols`.
    private func handedByAssignments(_ type: String, _ name: String, conformingTo protocols: Set<String>) -> Set<Value> {
        let query = Member(owner: type, name: name)
        if let known = handedByAssignmentMemo[query] { return known }
        let accepted = Set(receiverTypes(type))
        var result: Set<Value> = []
        for site in (program.assignments[name] ?? []).prefix(Self.maximumAssignments) {
            let record = linker.functions[site.function]
            guard inProject(record.project) else { continue }
            let step = record.fact.steps[site.step]
            let owners: Set<String>
            switch step.target {
            case .member(let base, _)?: owners = handedObjects(base, in: site.function, scope: step.closure)
            case .name?: owners = Set(record.fact.owner.map { [$0] } ?? [])
            default: continue
            }
            guard owners.contains(where: { accepted.contains($0) || receiverTypes($0).contains(type) }) else { continue }
            for handed in handedObjects(step.value, in: site.function, scope: step.closure)
            where !protocols.isDisjoint(with: ancestors(of: handed)) {
                result.insert(.instance(handed))
            }
        }
        handedByAssignmentMemo[query] = result
        return result
    }

    /// At most this many assignments to one property name are looked at (in source order of the functions).
    static let maximumAssignments = 16

    /// Functions named `name` with no parameter list in `owner` (and the types it inherits from): a computed
    /// property's getter or a stored property's observers.
    func accessors(_ name: String, of owner: String) -> [Int] {
        functions(named: name, in: owner).filter { linker.functions[$0].fact.signature == name }
    }

    /// What a SwiftUI view of the app's that is no module shows (`RootView`'s `body`: each view it builds, in every
    /// branch); nil for any other type.
    func bodyValues(of type: String) -> [Value]? {
        guard moduleID(of: type) == nil, !accessors("body", of: type).isEmpty else { return nil }
        return propertyValue(type, "body")
    }

    // MARK: Declarations

    /// Whether a type the app declares under that name declares property `name`.
    func hasProperty(_ name: String, in type: String) -> Bool {
        (linker.typesByName[type] ?? []).contains { linker.types[$0].fact.properties.contains { $0.name == name } }
    }

    /// Whether an enum the app declares under that name has case `name`.
    func isCase(_ name: String, of type: String) -> Bool {
        (linker.typesByName[type] ?? []).contains { linker.types[$0].fact.cases.contains { $0.name == name } }
    }
}
