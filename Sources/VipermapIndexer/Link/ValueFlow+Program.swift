import Foundation
import VipermapModel

extension ValueFlow {
    /// A factory registered in a dependency container (`container.register(P.self, name: Cart.tag) { r in … }`): the
    /// function and closure that build it, and the key it is registered under (nil: none).
    struct Registration {
        let function: Int
        let closure: Int
        let key: ValueFact?
    }

    /// The position of the argument labelled `label` in a call's `labels` (each followed by `:`), if it has one.
    static func argumentPosition(_ label: String, labels: String) -> Int? {
        labels.split(separator: ":", omittingEmptySubsequences: false).dropLast().firstIndex { $0 == label }
    }

    /// A member of a type: a method or property `name` declared by (or looked up on) `owner`.
    struct Member: Hashable {
        let owner: String
        let name: String
    }

    /// Look-ups that depend only on the program and the walk's project (which functions a call on a type runs): the
    /// walks of one link share them, on any thread. A value is computed outside the lock (it may need others) and the
    /// same query always gives the same value, so which thread stores it first does not matter.
    final class SharedLookups: Sendable {
        let implementations = SharedMemo<MethodQuery, [(Int, String)]>()
        /// ``receivers(of:declaring:isProtocol:stored:)`` when nothing the walk stored counts.
        let receivers = SharedMemo<MemberQuery, [String]>()
        let functionsNamed = SharedMemo<Member, [Int]>()
        /// ``Linker/functions(named:in:fitting:)`` where the nearest methods of the name are other overloads.
        let overloads = SharedMemo<MethodQuery, [Int]>()
        /// ``functionsInProject(named:in:fitting:)`` (labels `"*"`: any), with several projects.
        let inProject = SharedMemo<MethodQuery, [Int]>()
        let modules = SharedMemo<TypeQuery, String?>()
        /// ``ValueFlow/casesPassed(to:)``, by function.
        let casesPassed = SharedMemo<Int, [String: [ValueFlow.Value]]>()
    }

    /// One table of ``SharedLookups``, behind a lock.
    final class SharedMemo<Key: Hashable, Value>: @unchecked Sendable {
        private let lock = NSLock()
        private var values: [Key: Value] = [:]

        subscript(key: Key) -> Value? {
            get {
                lock.lock()
                defer { lock.unlock() }
                return values[key]
            }
            set {
                lock.lock()
                defer { lock.unlock() }
                values[key] = newValue
            }
        }
    }

    /// A call of `method` with `labels` on a value of `type`, in a walk of `project`.
    struct MethodQuery: Hashable {
        let type: String
        let method: String
        let labels: String
        let project: String?
    }
    /// A member `name` looked up on a value of `type`, in a walk of `project`.
    struct MemberQuery: Hashable {
        let type: String
        let name: String
        let project: String?
    }
    /// A type, in a walk of `project`.
    struct TypeQuery: Hashable {
        let type: String
        let project: String?
        /// ``Linker/ModuleTable/generation`` of the walk's linker: which module a type is changes when a module is registered.
        var generation = 0
    }

    /// What every walk needs from the whole app, worked out in one pass over the facts once per link (each project's
    /// walk shares it).
    struct Program {
        /// Shared by every walk of the link (``SharedLookups``).
        let shared = SharedLookups()
        /// Names of the types the app's code constructs (`T(…)`, `T.init(…)`), and those its storyboards instantiate
        /// (rapid type analysis).
        let constructed: Set<String>
        /// Factories registered in a dependency container for a type (`container.register(P.self) { r in X() }`): the
        /// function and closure that build it.
        let registrations: [String: [Registration]]
        /// Free functions of the app, by name.
        let freeFunctions: [String: [Int]]
        /// Methods of the app's types (not initializers), by name: a call on a receiver of unknown type runs the one
        /// method of the app its name and labels fit, if there is only one.
        let methods: [String: [Int]]
        /// For each protocol or class others inherit from: the declared types (no protocols, no extensions) that
        /// conform to it or inherit from it, directly or not, with their project, in name order (at most 256 looked at).
        let subtypes: [String: [(name: String, project: String?)]]
        /// The methods each type declares itself (its declaration and extensions), by owner and name.
        let ownMethods: [Member: [Int]]
        /// Every stored or computed property a type declares, by owner and name.
        let propertyOwners: Set<Member>
        /// The types that declare a property or a method of each name themselves.
        let memberOwners: [String: Set<String>]
        /// Whether the types come from two projects or more (walks then keep to their own project's).
        let severalProjects: Bool
        /// The names of every enum case the app declares.
        let caseNames: Set<String>
        /// The names of every function a type of the app declares (methods, initializers, accessors).
        let functionNames: Set<String>
        /// Each function's declared argument labels (``Linker/declaredLabels(_:)``), by position in ``Linker/functions``:
        /// read for every call the walks bind.
        let declaredLabels: [[Substring]]
        /// The names of the generic parameters the app's types declare (`ViewController` of `BaseWireframe<ViewController>`).
        let typeGenericParameters: Set<String>
        /// The last components of the names of the types the app nests in others (`StateModel` of `Cart.StateModel`): an
        /// unqualified name that is none of them names no nested type (``ValueFlow/nestedType(_:from:)``).
        let nestedNames: Set<String>
        /// With one project, the receivers of a member on each type others inherit from: the type, then its subtypes
        /// the app constructs (all of them when it constructs none). With several, each walk filters by its project.
        let receiverLists: [String: [String]]
        /// Every assignment to a property, by the property's name: a function's `assign` step.
        let assignments: [String: [Assignment]]
        struct Assignment {
            let function: Int
            let step: Int
        }
        /// For each function, the closures it assigns to a property (`interactor.onEvent = { event in … }`, `onDone =
        /// { … }`): Swift runs such a closure when the property is called, not where it is written.
        let storedClosures: [Int: Set<Int>]
        /// The names of the properties the code assigns a closure literal to: they hold closures whatever their declared
        /// type says (`var onFinish: EmptyClosure?`, an alias declared in another file).
        let closureProperties: Set<String>
        /// Every name the app's code reads or calls (`x.name`, `name(…)`, `#selector(name)`): a method of no screen whose
        /// name is none of them is never called.
        let referencedNames: Set<String>
        /// The app's own view controller classes a window is given as its root where they are made
        /// (`window.rootViewController = ShellViewController()`).
        let windowRoots: Set<String>
        /// SwiftUI presentations of a value a property is set to (`.sheet(item: $model.route) { route in … }`), by the
        /// property's name; `navigationDestination(for: T.self) { value in … }`, by `T`; the properties a
        /// `NavigationStack(path:)` is bound to.
        let itemPresentations: [String: [Presentation]]
        let destinations: [String: [Presentation]]
        let paths: Set<String>
        struct Presentation {
            let function: Int
            let closure: Int
            let transition: Transition
        }
        /// The functions subscribing to the values a property publishes (`modalScreen.map { … }.sink { … }`), by the
        /// property's name.
        let subscribers: [String: [Int]]
        /// SwiftUI presentations bound to a property (`.sheet(isPresented: $state.isShown) { content }`), by its name.
        let sheets: [String: [Sheet]]
        struct Sheet {
            let function: Int
            let closure: Int
        }
        /// Every call constructing a type of the app's by name (`Navigator(router: r, builder: self)`), by the type's
        /// name, with the function whose code (or closure) makes it, in source order.
        let constructions: [String: [Construction]]
        struct Construction {
            let function: Int
            let labels: String
            let arguments: [ValueFact]
            /// The closure of `function` it is written in (nil: the body).
            var closure: Int? = nil
            /// What is called (``calls`` only: `router.open`).
            var callee: ValueFact? = nil
        }
        /// Every call of a method or function of the app's with arguments (`flow.show(stop, from: self)`) and every
        /// `resolve(…)`, by the name called, in source order: who hands a parameter what (``handedObjects(_:in:scope:)``).
        let calls: [String: [Construction]]
        /// The type each factory registered in a container is registered for, by the function and closure that build it.
        let registeredTypes: [ClosureSite: String]
        struct ClosureSite: Hashable {
            let function: Int
            let closure: Int
        }

        init(_ linker: Linker) {
            var calls = CallScan()
            calls.calledNames = Set(linker.functions.lazy.map(\.fact.name))
            calls.calledNames.insert("resolve")
            let functions = FunctionTables(linker, scanning: &calls)
            for record in linker.types {
                for property in record.fact.properties { if let value = property.value { calls.scan(value, function: nil) } }
            }
            for file in linker.files {
                for scene in file.storyboard?.scenes ?? [] { if let name = scene.customClass { calls.constructed.insert(name) } }
            }
            constructed = calls.constructed
            // What the value facts name, and every name the files refer to wherever it is written (a property's
            // closure, an operator's operand: the value facts keep neither).
            var referenced = calls.referenced
            for file in linker.files { referenced.formUnion(file.referencedNames) }
            referencedNames = referenced
            subscribers = calls.subscribers
            itemPresentations = calls.itemPresentations
            destinations = calls.destinations
            paths = calls.paths
            sheets = calls.sheets
            constructions = calls.constructions
            self.calls = calls.calls
            var registeredTypes: [ClosureSite: String] = [:]
            for (type, registered) in calls.registrations {
                for registration in registered { registeredTypes[ClosureSite(function: registration.function, closure: registration.closure)] = type }
            }
            self.registeredTypes = registeredTypes
            assignments = functions.assignments
            storedClosures = functions.storedClosures
            closureProperties = functions.closureProperties
            windowRoots = linker.constructedWindowRoots()
            registrations = calls.registrations
            freeFunctions = functions.freeFunctions
            methods = functions.methods
            ownMethods = functions.ownMethods
            let members = Self.members(linker)
            propertyOwners = members.properties
            memberOwners = members.owners
            severalProjects = Set(linker.types.map(\.project)).count > 1
            caseNames = Set(linker.types.lazy.flatMap { $0.fact.cases.map(\.name) })
            functionNames = Set(linker.functions.lazy.filter { $0.fact.owner != nil }.map(\.fact.name))
            declaredLabels = linker.functions.map { Linker.declaredLabels($0.fact.signature) }
            typeGenericParameters = Set(linker.types.lazy.flatMap(\.fact.genericParameters))
            nestedNames = Set(linker.types.lazy.filter { $0.parentName != nil && $0.fact.kind != .extension }.map(\.simpleName))
            let subtypes = Self.subtypes(linker)
            self.subtypes = subtypes
            var receiverLists: [String: [String]] = [:]
            if !severalProjects {
                for (type, listed) in subtypes { receiverLists[type] = Self.receiverList(type, among: listed.map(\.name), constructed: calls.constructed) }
            }
            self.receiverLists = receiverLists
        }

        /// `type`, then those of its `subtypes` the app constructs (all of them when it constructs none).
        static func receiverList(_ type: String, among subtypes: [String], constructed: Set<String>) -> [String] {
            let built = subtypes.filter(constructed.contains)
            return [type] + (built.isEmpty ? subtypes : built).filter { $0 != type }
        }
    }
}

extension ValueFlow {
    /// `value` without the declared types around it (`{ … } as (Event) -> Void`).
    static func untyped(_ value: ValueFact) -> ValueFact {
        var value = value
        while case .typed(let inner, _) = value { value = inner }
        return value
    }
}

extension ValueFlow.Program {
    /// What the calls in the app's values give: the types the code constructs and the factories it registers in a
    /// dependency container.
    private struct CallScan {
        var constructed: Set<String> = []
        var registrations: [String: [ValueFlow.Registration]] = [:]
        var constructions: [String: [Construction]] = [:]
        var calls: [String: [Construction]] = [:]
        /// The names whose calls ``calls`` keeps: the app's functions', and `resolve`.
        var calledNames: Set<String> = []
        var referenced: Set<String> = []
        /// The function whose code is being scanned (nil: a property's initial value), and the closure of it.
        var scanning: Int?
        var scanningClosure: Int?

        var subscribers: [String: [Int]] = [:]
        var itemPresentations: [String: [Presentation]] = [:]
        var destinations: [String: [Presentation]] = [:]
        var paths: Set<String> = []
        var sheets: [String: [Sheet]] = [:]

        /// The name a call calls (`router.open` → `open`), if it names one.
        static func calledName(_ callee: ValueFact) -> String? {
            switch callee {
            case .member(_, let name), .name(let name): return name
            default: return nil
            }
        }

        /// Every call in `value`; `function` is set for a step's own value, where a registration counts.
        mutating func scan(_ value: ValueFact, function: Int?) {
            switch value {
            case .call(let callee, let labels, let arguments):
                if case .name(let name) = callee, name.first?.isUppercase == true {
                    constructed.insert(name)
                    if let scanning {
                        constructions[name, default: []].append(Construction(function: scanning, labels: labels, arguments: arguments, closure: scanningClosure))
                    }
                }
                if let scanning, !arguments.isEmpty, let method = Self.calledName(callee), calledNames.contains(method) {
                    calls[method, default: []].append(Construction(function: scanning, labels: labels, arguments: arguments,
                                                                   closure: scanningClosure, callee: callee))
                }
                if case .member(.name(let name), "init") = callee { constructed.insert(name) }
                // `NavigationStack(path: $model.path)`: what the code appends to that property is pushed.
                if case .name("NavigationStack") = callee, let position = ValueFlow.argumentPosition("path", labels: labels),
                   position < arguments.count, let property = ValueFlow.boundProperty(arguments[position]) {
                    paths.insert(property)
                }
                if let function, case .member(_, let method) = callee, method == "register" || method == "autoregister",
                   case .member(.name(let type), "self")? = arguments.first,
                   case .closure(let closure)? = arguments.last(where: { if case .closure = $0 { return true } else { return false } }) {
                    let key = ValueFlow.argumentPosition("name", labels: labels).flatMap { $0 < arguments.count ? arguments[$0] : nil }
                    registrations[type, default: []].append(ValueFlow.Registration(function: function, closure: closure, key: key))
                }
                if let scanning, case .member(let upstream, let method) = callee {
                    // `subject.map { … }.sink { … }`: a function subscribing to the values a property publishes.
                    if FactsVisitor.subscriptionHandlers[method] != nil, let property = ValueFlow.publishingProperty(upstream) {
                        if subscribers[property]?.last != scanning { subscribers[property, default: []].append(scanning) }
                    }
                    // `.sheet(item: $model.route) { route in … }`: the content for the value that property is set to.
                    if let transition = ValueFlow.swiftUIPresentations[method], method != "navigationDestination",
                       let position = ValueFlow.argumentPosition("item", labels: labels), position < arguments.count,
                       let property = ValueFlow.boundProperty(arguments[position]), case .closure(let closure)? = arguments.last {
                        itemPresentations[property, default: []].append(Presentation(function: scanning, closure: closure, transition: transition))
                    }
                    // `.navigationDestination(for: Route.self) { route in … }`: the screen pushed for a value of that type.
                    if method == "navigationDestination", let position = ValueFlow.argumentPosition("for", labels: labels),
                       position < arguments.count, case .member(.name(let type), "self") = arguments[position],
                       case .closure(let closure)? = arguments.last {
                        destinations[type, default: []].append(Presentation(function: scanning, closure: closure, transition: .push))
                    }
                    // `.sheet(isPresented: $state.isShown) { … }`: the content presented while that property is true.
                    if ValueFlow.swiftUIPresentations[method] == .present, let position = ValueFlow.argumentPosition("isPresented", labels: labels),
                       position < arguments.count, let property = ValueFlow.boundProperty(arguments[position]),
                       case .closure(let closure)? = arguments.last {
                        sheets[property, default: []].append(Sheet(function: scanning, closure: closure))
                    }
                }
                scan(callee, function: function)
                for argument in arguments { scan(argument, function: function) }
            case .member(let base, let name):
                referenced.insert(name)
                scan(base, function: function)
            case .name(let name):
                referenced.insert(name)
            case .typed(let base, _):
                scan(base, function: function)
            case .element(let base, let key):
                scan(base, function: function)
                scan(key, function: function)
            case .collection(let values), .either(let values):
                for value in values { scan(value, function: function) }
            case .dictionary(let keys, let values):
                for value in keys + values { scan(value, function: function) }
            default:
                break
            }
        }
    }

    /// The tables of the app's functions (free functions, methods, each type's own methods, assignments), made in one
    /// pass that also scans their steps' and closures' values for calls, in order.
    private struct FunctionTables {
        var freeFunctions: [String: [Int]] = [:]
        var methods: [String: [Int]] = [:]
        var ownMethods: [ValueFlow.Member: [Int]] = [:]
        var assignments: [String: [Assignment]] = [:]
        var storedClosures: [Int: Set<Int>] = [:]
        var closureProperties: Set<String> = []

        init(_ linker: Linker, scanning calls: inout CallScan) {
            for (index, record) in linker.functions.enumerated() {
                calls.scanning = index
                defer { calls.scanning = nil }
                if let owner = record.fact.owner { ownMethods[ValueFlow.Member(owner: owner, name: record.fact.name), default: []].append(index) }
                if record.fact.owner == nil { freeFunctions[record.fact.name, default: []].append(index) }
                if record.fact.owner != nil, record.fact.name != "init", record.fact.signature.utf8.contains(UInt8(ascii: "(")) {
                    methods[record.fact.name, default: []].append(index)
                }
                for (position, step) in record.fact.steps.enumerated() {
                    calls.scanningClosure = step.closure
                    calls.scan(step.value, function: index)
                    if let target = step.target { calls.scan(target, function: nil) }
                    if step.kind == .assign {
                        switch step.target {
                        case .member(_, let name)?, .name(let name)?: assignments[name, default: []].append(Assignment(function: index, step: position))
                        default: break
                        }
                        if case .closure(let closure) = ValueFlow.untyped(step.value) {
                            storedClosures[index, default: []].insert(closure)
                            switch step.target {
                            case .member(_, let name)?, .name(let name)?: closureProperties.insert(name)
                            default: break
                            }
                        }
                    }
                }
                // A closure's statements are steps already; what it returns may be built only there.
                for (position, closure) in record.fact.closures.enumerated() {
                    calls.scanningClosure = position
                    for value in closure.returns { calls.scan(value, function: nil) }
                }
                calls.scanningClosure = nil
            }
        }
    }

    /// Every stored or computed property a type declares (by owner and name), and the types that declare a property or
    /// a method of each name themselves.
    private static func members(_ linker: Linker) -> (properties: Set<ValueFlow.Member>, owners: [String: Set<String>]) {
        var propertyOwners: Set<ValueFlow.Member> = []
        var memberOwners: [String: Set<String>] = [:]
        for record in linker.types {
            for property in record.fact.properties {
                propertyOwners.insert(ValueFlow.Member(owner: record.fact.qualifiedName, name: property.name))
                memberOwners[property.name, default: []].insert(record.fact.qualifiedName)
            }
        }
        for record in linker.functions {
            if let owner = record.fact.owner { memberOwners[record.fact.name, default: []].insert(owner) }
        }
        return (propertyOwners, memberOwners)
    }

    /// For each protocol or class others inherit from: the declared types (no protocols, no extensions) that conform
    /// to it or inherit from it, directly or not, with their project, in name order (at most 256 looked at).
    private static func subtypes(_ linker: Linker) -> [String: [(name: String, project: String?)]] {
        var subtypes: [String: [(name: String, project: String?)]] = [:]
        for type in linker.hierarchy.inherited {
            let found = linker.hierarchy.subtypes(of: type)
            if !found.isEmpty { subtypes[type] = found }
        }
        return subtypes
    }
}
