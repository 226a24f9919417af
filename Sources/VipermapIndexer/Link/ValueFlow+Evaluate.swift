import Foundation
import VipermapModel

/// Evaluating an expression (``ValueFact``) in a frame: what a name, a member, a literal, a collection or a call can
/// hold, and which of a function's branches cannot run in a call.
extension ValueFlow {
    // MARK: Expressions

    /// What `value` can hold, dictionaries' keys dropped.
    func evaluate(_ value: ValueFact, in frame: Frame) -> [Value] {
        Self.unkeyed(evaluateKeyed(value, in: frame))
    }

    /// The values themselves, without the keys a dictionary holds them under.
    static func unkeyed(_ values: [Value]) -> [Value] {
        guard values.contains(where: { if case .entry = $0 { return true } else { return false } }) else { return values }
        return capped(Set(values.map(\.unkeyed)))
    }

    /// The keys the walk knows `values` to be (a string literal, an enum case); nil when one is anything else.
    private static func keyNames(_ values: [Value]) -> Set<String>? {
        guard !values.isEmpty else { return nil }
        var names: Set<String> = []
        for value in values {
            switch value {
            case .literal(let text) where text.utf8.first == UInt8(ascii: "\""): names.insert(text)
            case .enumCase(_, let name): names.insert("." + name)
            default: return nil
            }
        }
        return names
    }

    /// What `value` can hold, a dictionary's values with their keys (``Value/entry(key:value:)``).
    func evaluateKeyed(_ value: ValueFact, in frame: Frame) -> [Value] {
        guard spend(), nesting < Self.maximumNesting else { return [] }
        nesting += 1
        defer { nesting -= 1 }
        switch value {
        case .name(let name):
            return nameValue(name, in: frame)
        case .selfValue:
            if let type = frame.selfType, let selfCase = frame.selfCase { return [.enumCase(type: type, name: selfCase)] }
            return frame.selfType.map { [.instance($0)] } ?? []
        case .superValue:
            // The same object: what it holds is what `self` holds (a call through it is ``superCall(_:labels:arguments:in:)``).
            return frame.selfType.map { [.instance($0)] } ?? []
        case .member(let base, let name):
            return memberValue(evaluate(base, in: frame), name)
        case .implicitMember(let name):
            // `.push`: a case of the enum the context expects (its type is not written).
            return name == "init" ? [] : [.enumCase(type: "", name: name)]
        case .opaque:
            return []
        case .literal(let text):
            return [.literal(text)]
        case .instance(let type):
            return declared(type, selfType: frame.selfType, generics: generics(of: frame))
        case .typed(let inner, let type):
            // A screen of a module's read off a navigation stack (`navigationController.viewControllers[i] as!
            // ListViewController`): one already shown, which a pop in this run returns to.
            if case .element(.member(_, "viewControllers"), _) = inner, isScreenType(type), let module = moduleID(of: type) {
                frame.stackScreens.insert(module)
            }
            let value = evaluate(inner, in: frame)
            return value.isEmpty ? declared(type, selfType: frame.selfType, generics: generics(of: frame)) : castModules(value, to: type)
        case .closure(let index):
            guard frame.function != Self.detached else { return [] }
            return [.closure(function: frame.function, index: index, selfType: frame.selfType ?? "")]
        case .collection(let elements), .either(let elements):
            var result: Set<Value> = []
            for element in elements { result.formUnion(evaluate(element, in: frame)) }
            return Self.capped(result)
        case .dictionary(let keys, let values):
            return dictionaryValue(keys: keys, values: values, in: frame)
        case .element(let base, let key):
            return elementValue(base, key: key, in: frame)
        case .call(.name("??"), _, let arguments) where arguments.count == 2:
            return coalescedValue(arguments[0], arguments[1], in: frame)
        case .call(let callee, let labels, let arguments):
            // LightRoute's `node.to(preferred: style)`: the node's transition, made by the call its receiver runs, takes it.
            if case .member(_, "to") = callee, labels == "preferred:", arguments.count == 1 {
                let saved = nodeStyle
                nodeStyle = NavigationAPI.lightRouteStyle(arguments[0])
                defer { nodeStyle = saved }
                return callValue(callee, labels: labels, arguments: [evaluate(arguments[0], in: frame)], in: frame)
            }
            if case .name("NavigationStack") = callee, let position = Self.argumentPosition("path", labels: labels), position < arguments.count,
               let property = Self.boundProperty(arguments[position]), program.paths.contains(property) {
                pushInitialPath(property, at: frame.site)
            }
            let values = initializersTyped(arguments, callee: callee, labels: labels).map { evaluate($0, in: frame) }
            // The call's argument expressions, for a sink's `target` (``argumentFacts``).
            let saved = argumentFacts
            argumentFacts = arguments
            defer { argumentFacts = saved }
            return callValue(callee, labels: labels, arguments: values, in: frame)
        }
    }

    /// `addSection(.init(controller: screen))`: an implicit `.init(…)` passed for a parameter is an initializer of the
    /// parameter's declared type (Swift's rule for an implicit member), when every method of the app of that name
    /// whose labels fit declares the same type there.
    private func initializersTyped(_ arguments: [ValueFact], callee: ValueFact, labels: String) -> [ValueFact] {
        guard arguments.contains(where: { if case .call(.implicitMember("init"), _, _) = $0 { return true } else { return false } }) else {
            return arguments
        }
        let method: String
        switch callee {
        case .member(_, let name), .name(let name): method = name
        default: return arguments
        }
        let candidates = (program.methods[method] ?? []) + (program.freeFunctions[method] ?? [])
        let fitting = candidates.filter { Linker.labels(labels, fit: linker.functions[$0].fact.signature) }
        guard !fitting.isEmpty else { return arguments }
        let given = labels.split(separator: ":", omittingEmptySubsequences: false).dropLast().map(String.init)
        return arguments.enumerated().map { position, argument in
            guard case .call(.implicitMember("init"), let innerLabels, let innerArguments) = argument, position < given.count else { return argument }
            let types = Set(fitting.compactMap { index -> String? in
                let fact = linker.functions[index].fact
                let declared = program.declaredLabels[index]
                guard let slot = declared.firstIndex(where: { $0 == given[position] }), slot < fact.parameterTypes.count else { return nil }
                return fact.parameterTypes[slot].trimmingCharacters(in: CharacterSet(charactersIn: "?!"))
            })
            guard types.count == 1, let type = types.first, declaresType(type) else { return argument }
            return .call(.name(type), labels: innerLabels, arguments: innerArguments)
        }
    }

    /// The generic parameters of the function a frame runs (none for a property's frame).
    private func generics(of frame: Frame) -> [String] {
        frame.function == Self.detached ? [] : linker.functions[frame.function].fact.genericParameters
    }

    /// `module.router as? DetailRouter` (Viperit's module, built by the catalog, gives its parts): a module's value cast
    /// to one of that module's own parts other than its screen is that part's object; any other value is kept.
    private func castModules(_ values: [Value], to type: String) -> [Value] {
        guard values.contains(where: { if case .screen = $0 { return true } else { return false } }),
              let drafts = linker.modules.byType[type] else { return values }
        let parts = Set(drafts.filter { draft in
            draft.components.contains { $0.type == type && $0.role != .view && $0.role != .storyboardScene }
        }.map(\.id))
        guard !parts.isEmpty else { return values }
        return values.map { value in
            if case .screen(let module) = value, parts.contains(module) { return .instance(type) }
            return value
        }
    }

    /// `["Chat": makeChat]`: each value under its key when the walk knows the key.
    private func dictionaryValue(keys: [ValueFact], values: [ValueFact], in frame: Frame) -> [Value] {
        var result: Set<Value> = []
        for (key, element) in zip(keys, values) {
            let held = evaluateKeyed(element, in: frame)
            if let names = Self.keyNames(evaluate(key, in: frame)) {
                for name in names { for value in held { result.insert(.entry(key: name, value: value)) } }
            } else {
                result.formUnion(held)
            }
        }
        return Self.capped(result)
    }

    /// `modules[module.routePath]`: with a key the walk knows, the values stored under it (and whatever the collection
    /// holds under no known key); else every value it holds.
    private func elementValue(_ base: ValueFact, key: ValueFact, in frame: Frame) -> [Value] {
        let held = evaluateKeyed(base, in: frame)
        guard let names = Self.keyNames(evaluate(key, in: frame)) else {
            return Self.capped(Set(held.map { value in
                if case .entry(_, let inner) = value { return inner }
                return value
            }))
        }
        var result: Set<Value> = []
        for value in held {
            if case .entry(let name, let inner) = value {
                if names.contains(name) { result.insert(inner) }
            } else {
                result.insert(value)
            }
        }
        return Self.capped(result)
    }

    /// `styles.last ?? .push`: when what the left holds is known enum cases, the default is not what the code asked
    /// for; any other left side may be nil, so both sides count.
    private func coalescedValue(_ leftSide: ValueFact, _ rightSide: ValueFact, in frame: Frame) -> [Value] {
        var left = evaluate(leftSide, in: frame)
        // `Segment(rawValue: index) ?? .outgoing`, `.init(rawValue: index) ?? .first`: an enum made from a raw value the
        // walk does not know may be any of its cases — a value of the enum (of the type the context expects when it is
        // not written), no case in particular.
        if case .call(_, "rawValue:", _) = leftSide, !left.contains(where: { if case .enumCase = $0 { return true } else { return false } }) {
            let types = Set(evaluate(rightSide, in: frame).compactMap { value -> String? in
                if case .enumCase(let type, _) = value { return type }
                return nil
            })
            left += types.sorted().map { .instance($0) }
        }
        if !left.isEmpty, left.allSatisfy({ if case .enumCase = $0 { return true } else { return false } }) { return left }
        var result = Set(left)
        result.formUnion(evaluate(rightSide, in: frame))
        return Self.capped(result)
    }

    /// The function of a frame that evaluates a property initializer: no function around it, so its names are
    /// properties of `self`'s type, or types, and its closures hold nothing the walk follows.
    static let detached = -1

    /// What a name can hold in a frame: a local, a parameter, a property or method of `self`'s type, or a type.
    func nameValue(_ name: String, in frame: Frame) -> [Value] {
        var result: Set<Value> = []
        var isLocal = false
        var positions = bindings(of: frame.function)[name] ?? []
        if positions.count > 1 { positions = visible(positions, from: frame.scope, in: frame.function) }
        // Read in the value of one of its own bindings, the name is what that binding shadows: a binding before it,
        // else the parameter or property (`if let module = modules[module.key]`, then `let module = module(self)`).
        if let shadowing = positions.first(where: { frame.binding.contains($0) }) { positions = positions.filter { $0 < shadowing } }
        let steps = frame.function == Self.detached ? [] : linker.functions[frame.function].fact.steps
        for position in positions {
            isLocal = true
            // A binding in a branch that cannot run in this call never happens.
            if !checkingBindingBranch, position < steps.count, steps[position].branch != nil {
                checkingBindingBranch = true
                let dead = cannotRun(steps[position], in: frame)
                checkingBindingBranch = false
                if dead { continue }
            }
            result.formUnion(boundValue(position, in: frame))
        }
        if isLocal { return Self.capped(result) }
        if frame.function != Self.detached, let position = linker.functions[frame.function].fact.parameters.firstIndex(of: name) {
            let fact = linker.functions[frame.function].fact
            // What the caller passed; a value of the declared type when the walk knows nothing of it.
            if let passed = frame.arguments[name], !passed.isEmpty { return passed }
            return position < fact.parameterTypes.count ? declared(fact.parameterTypes[position], selfType: frame.selfType, generics: fact.genericParameters) : []
        }
        // An implicit parameter the walk passed (a property observer's `newValue`).
        if let passed = frame.arguments[name], !passed.isEmpty { return passed }
        if let owner = frame.selfType {
            let property = propertyValue(owner, name, selfCase: frame.selfCase)
            if !property.isEmpty { return property }
            if !functions(named: name, in: owner).isEmpty { return [.method(owner: owner, name: name)] }
        }
        if name.first?.isUppercase == true { return [.metatype(nestedType(name, from: frame.selfType))] }
        // A global the app's code stored into (`navigationCache[id] = build()`): what reads it is not memoized, the
        // global may hold more later.
        guard let global = stores[Member(owner: "", name: name)] else { return [] }
        globalReads += 1
        return Array(global)
    }

    /// `p` read on each value: a property, a static member, an enum case, a nested type.
    private func memberValue(_ bases: [Value], _ name: String) -> [Value] {
        var result: Set<Value> = []
        var moduleOfBase: Set<String> = []
        for base in bases {
            switch base {
            case .instance(let type):
                let held = propertyValue(type, name)
                // UIKit's `navigationController` (`tabBarController`, `splitViewController`) of a screen: the container
                // it is in, of that UIKit type — not the screen itself.
                if held.isEmpty, let container = NavigationAPI.containerProperties[name], isScreenType(type), !hasProperty(name, in: type) {
                    result.insert(.instance(container))
                    continue
                }
                // A tab bar controller's `selectedViewController` (`viewControllers`): one of its tabs.
                if held.isEmpty, NavigationAPI.tabProperties.contains(name), !hasProperty(name, in: type),
                   type == "UITabBarController" || linker.containerKind(of: type) == "UITabBarController" {
                    result.insert(.tab(of: type))
                    continue
                }
                result.formUnion(held)
                if let module = moduleID(of: type) {
                    moduleOfBase.insert(module)
                } else if let module = presenterModule(type), !hasProperty(name, in: type) || held.contains(where: { value in
                    // A property it declares as a plain controller that nothing sets (`var detailScreen: UIViewController!`)
                    // is known only at run time, not its screen.
                    if case .instance(let held) = value { return !Linker.genericControllers.contains(held) }
                    return true
                }) {
                    // A screen read off a module's presenter is that module's: its `viewController` getter building a
                    // hosting controller for the module's SwiftUI view, or `presenter._view` (Viperit's `Presenter`),
                    // what a library's base class wired into it.
                    moduleOfBase.insert(module)
                }
            case .enumCase(let type, let selfCase):
                result.formUnion(propertyValue(type, name, selfCase: selfCase))
            case .metatype(let type):
                if isCase(name, of: type) { result.insert(.enumCase(type: type, name: name)) }
                if name == "self" { result.insert(.metatype(type)) }
                result.formUnion(propertyValue(type, name))
                let nested = "\(type).\(name)"
                if linker.typesByName[nested] != nil { result.insert(.metatype(nested)) }
            case .screen(let module):
                moduleOfBase.insert(module)
                // A planned module (a catalog case with no code yet) has no parts: what is read off it stands for it.
                if isPlanned(module) { result.insert(base) }
            default:
                continue
            }
        }
        // A collection is followed as the values it holds: its `first` and `last` are among them (a type of the app's
        // may have a `first` of its own), and a dictionary's `values` (unless the type declares `values`).
        if name == "first" || name == "last" {
            for base in bases where !isDeclaredType(of: base) { result.insert(base) }
        }
        if name == "values" {
            for base in bases where !declaresMember(name, base) { result.insert(base) }
        }
        return Self.capped(withOwnScreen(result, moduleOfBase))
    }

    /// The module `type` is the presenter of, when it is one module's.
    private func presenterModule(_ type: String) -> String? {
        guard let drafts = linker.modules.byType[type], drafts.count == 1, let draft = drafts.first,
              draft.components.contains(where: { $0.type == type && $0.role == .presenter }) else { return nil }
        return draft.id
    }

    /// Whether the value is an object of a type of the app's that declares a property or method `name` (a collection
    /// holding it would not be what `name` reads).
    func declaresMember(_ name: String, _ value: Value) -> Bool {
        guard case .instance(let type) = value else { return false }
        return hasProperty(name, in: type) || !functions(named: name, in: type).isEmpty
    }

    /// Whether the value is an object of a type the app declares (whose `first` would be a property of its own).
    private func isDeclaredType(of value: Value) -> Bool {
        guard case .instance(let type) = value else { return false }
        return linker.typesByName[type] != nil
    }

    /// `onboardRouter.viewController`, `router.viewControllable`: what a module's component gives that is no other
    /// module — a screen, or nothing the app declares — is that module's own screen. `StoreWireframe.prepare()`: the
    /// view controller (by its type's inheritance, ``isScreenType(_:)``) that a static method of one module's part
    /// (`factories`) builds is that module's screen, and no plain screen beside it.
    func withOwnScreen(_ result: Set<Value>, _ moduleOfBase: Set<String>, builtBy factories: Set<String> = []) -> Set<Value> {
        guard !result.contains(where: { moduleID(of: $0) != nil }) else { return result }
        let isBuiltScreen = { (value: Value) -> Bool in
            if case .instance(let type) = value { return self.isScreenType(type) }
            return false
        }
        if moduleOfBase.isEmpty, factories.count == 1, let module = factories.first, result.contains(where: isBuiltScreen) {
            noteBuilt(module)
            var result = result.filter { !isBuiltScreen($0) }
            result.insert(.screen(module))
            return result
        }
        guard moduleOfBase.count == 1, let module = moduleOfBase.first else { return result }
        let isScreenLike = { (value: Value) -> Bool in
            if case .instance(let type) = value { return Conventions.isScreenValueType(type) }
            return false
        }
        guard result.isEmpty || result.contains(where: isScreenLike) else { return result }
        // The screens it gives are the module's screen, no plain screen beside it.
        var result = result.filter { !isBuiltScreen($0) }
        result.insert(.screen(module))
        return result
    }

    /// Whether a value of `type` holds a screen: named as UIKit and SwiftUI name screens
    /// (``Conventions/isScreenValueType(_:)``), or inheriting from a type that is (`final class StoreVC: BaseVC`,
    /// `class BaseVC: UIViewController`).
    func isScreenType(_ type: String) -> Bool {
        Conventions.isScreenValueType(type) || ancestors(of: type).contains(where: Conventions.isScreenValueType)
    }

    /// What the `bind` step at `position` gives, evaluated once per frame, at that step's site and in its branch.
    func boundValue(_ position: Int, in frame: Frame) -> [Value] {
        if let known = frame.bound[position] { return known }
        frame.bound[position] = []
        let step = linker.functions[frame.function].fact.steps[position]
        let outer = frame.site, outerBranch = contextBranch, outerScope = frame.scope
        frame.site = Site(function: frame.function, step: step, inheritedBranch: frame.inheritedBranch)
        frame.scope = step.closure
        contextBranch = frame.site?.branch
        frame.binding.insert(position)
        let value = evaluateKeyed(step.value, in: frame)
        frame.binding.remove(position)
        frame.site = outer
        frame.scope = outerScope
        contextBranch = outerBranch
        frame.bound[position] = value
        return value
    }

    /// The `bind` steps among `positions` whose name code in closure `scope` sees (Swift's scopes): a declaration in the
    /// body, an assignment, or a declaration in `scope` or a closure around it — not one in another closure (two
    /// factories registered in one function, each with its own `let controller`).
    func visible(_ positions: [Int], from scope: Int?, in function: Int) -> [Int] {
        let fact = linker.functions[function].fact
        return positions.filter { position in
            let step = fact.steps[position]
            guard step.declares, let declaredIn = step.closure else { return true }
            var current = scope
            var hops = 0
            while let closure = current, hops < 64 {
                if closure == declaredIn { return true }
                current = closure < fact.closures.count ? fact.closures[closure].parent : nil
                hops += 1
            }
            return false
        }
    }

    /// The positions of a function's `bind` steps, by the name they bind: built once per function walked (a body may
    /// hold a million steps).
    func bindings(of function: Int) -> [String: [Int]] {
        if function == Self.detached { return [:] }
        if let known = bindingsByFunction[function] { return known }
        var result: [String: [Int]] = [:]
        for (position, step) in linker.functions[function].fact.steps.enumerated() where step.kind == .bind {
            if let name = step.name { result[name, default: []].append(position) }
        }
        bindingsByFunction[function] = result
        return result
    }

    // MARK: Branches

    /// Whether `step` sits in a branch that cannot run in this call (``isDead(_:subject:in:)``), its own or one around it.
    func cannotRun(_ step: ValueStepFact, in frame: Frame) -> Bool {
        if let branch = step.branch, isDead(branch, subject: step.subject, in: frame) { return true }
        return zip(step.outerBranches, step.outerSubjects).contains { isDead($0, subject: $1.isEmpty ? nil : $1, in: frame) }
    }

    /// Whether a branch cannot run in this call: its condition is a `Bool` parameter (or its negation) that every
    /// caller walked passes as the literal that makes it false (`didSelect(…, fireAction: false)`: `if fireAction`).
    func isDead(_ branch: String, subject: String?, in frame: Frame) -> Bool {
        // `switch self { case .signIn: … }` in a method called on `Route.signIn`: the other cases do not run.
        if subject == "self", let selfCase = frame.selfCase, let owner = frame.selfType, branch.hasPrefix("case ") {
            let labels = caseLabels(branch)
            return !labels.isEmpty && labels.allSatisfy { isCase($0, of: owner) } && !labels.contains(selfCase)
        }
        // `switch presentType { case .push: … }` where the walk knows which cases `presentType` can be.
        if let subject, branch.hasPrefix("case ") {
            let labels = caseLabels(branch)
            let names = caseNames(subject, in: frame)
            return !labels.isEmpty && !names.isEmpty && names.isDisjoint(with: labels)
        }
        var condition = Substring(branch)
        var wanted = "true"
        if condition.hasPrefix("else: ") { condition = condition.dropFirst(6); wanted = "false" }
        // `if presentType == .root`, `guard style!=.modal`: a comparison with one case of an enum.
        if let comparison = Conventions.caseComparison(in: condition) {
            let names = caseNames(String(comparison.subject), in: frame)
            let compared = String(comparison.caseName), equal = comparison.equal
            guard !names.isEmpty else { return false }
            // Whether the comparison can be true.
            let canHold = equal ? names.contains(compared) : names != [compared]
            let canFail = equal ? names != [compared] : names.contains(compared)
            return wanted == "true" ? !canHold : !canFail
        }
        if condition.hasPrefix("!") { condition = condition.dropFirst(); wanted = wanted == "true" ? "false" : "true" }
        guard let passed = frame.arguments[String(condition)] ?? caseProperty(condition, in: frame) ?? localFlag(condition, in: frame), !passed.isEmpty
        else { return false }
        return passed.allSatisfy { value in
            if case .literal(let text) = value { return text != wanted }
            return false
        }
    }

    /// Whether `text` is a name and nothing else: letters, digits and `_`, not empty (ASCII read byte by byte; a branch
    /// condition is asked this on every step the walk runs).
    static func isPlainName(_ text: Substring) -> Bool {
        guard !text.isEmpty else { return false }
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"):
                continue
            case 0x80...:
                return text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
            default:
                return false
            }
        }
        return true
    }

    /// `if isPreview` where `isPreview` is a local or property of this frame: the values the walk knows for it (a
    /// `let isPreview = false` makes the branch dead); nil for a condition that is no plain name.
    private func localFlag(_ condition: Substring, in frame: Frame) -> [Value]? {
        guard Self.isPlainName(condition) else { return nil }
        return nameValue(String(condition), in: frame)
    }

    /// `destination.isModal` where every value the walk knows for `destination` is a case of an enum of the app's: what
    /// that computed property gives for those cases (a function of the case alone, so a `Bool` it returns decides the
    /// branch); nil for any other condition.
    private func caseProperty(_ condition: Substring, in frame: Frame) -> [Value]? {
        let parts = condition.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 2, parts.allSatisfy(Self.isPlainName)
        else { return nil }
        let bases = parts[0] == "self" ? (frame.selfType.flatMap { type in frame.selfCase.map { [Value.enumCase(type: type, name: $0)] } } ?? [])
            : nameValue(String(parts[0]), in: frame)
        guard !bases.isEmpty, bases.allSatisfy({ if case .enumCase(let type, _) = $0 { return !type.isEmpty } else { return false } }) else { return nil }
        return memberValue(bases, String(parts[1]))
    }

    /// The enum cases `text` (`presentType`, `self.style`) can be in this frame: empty unless every value the walk
    /// knows for it is an enum case.
    private func caseNames(_ text: String, in frame: Frame) -> Set<String> {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard let first = parts.first, parts.allSatisfy(Self.isPlainName)
        else { return [] }
        var values = first == "self" ? frame.selfType.map { [Value.instance($0)] } ?? [] : nameValue(String(first), in: frame)
        for part in parts.dropFirst() { values = memberValue(values, String(part)) }
        var names: Set<String> = []
        for value in values {
            guard case .enumCase(_, let name) = value else { return [] }
            names.insert(name)
        }
        return names
    }

    /// ``caseLabels(_:)``, memoized per walk: a branch is checked each time a call runs its steps.
    private func caseLabels(_ label: String) -> [String] {
        if let known = caseLabelMemo[label] { return known }
        let labels = Self.caseLabels(label)
        caseLabelMemo[label] = labels
        return labels
    }

    /// The enum cases a `case` label names (`case .a, .b(let x):` → `a`, `b`); empty when one is not a plain case.
    static func caseLabels(_ label: String) -> [String] {
        var text = Substring(label.dropFirst("case ".count))
        if text.hasSuffix(":") { text = text.dropLast() }
        var result: [String] = []
        // Patterns are split at top-level commas only: `case .sheet(let from, let detent), .modal:`.
        var pieces: [Substring] = []
        var depth = 0
        var start = text.startIndex
        for index in text.indices {
            switch text[index] {
            case "(": depth += 1
            case ")": depth -= 1
            case "," where depth == 0:
                pieces.append(text[start..<index])
                start = text.index(after: index)
            default: break
            }
        }
        pieces.append(text[start...])
        for piece in pieces {
            var name = piece.drop(while: { $0 == " " })
            if name.hasPrefix("let ") || name.hasPrefix("var ") { name = name.dropFirst(4) }
            guard name.hasPrefix(".") else { return [] }
            let identifier = name.dropFirst().prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            guard !identifier.isEmpty else { return [] }
            result.append(String(identifier))
        }
        return result
    }
}
