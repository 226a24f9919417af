import Foundation
import VipermapModel

/// The app's own code run abstractly from its launch roots: a call graph with value flow (docs/indexing.md, "Launch").
///
/// A value is what the code could hold there, as a type: an object of a type (`instance`), a type itself (`metatype`),
/// a closure, a method named without calling it, or a module's screen read off one of its components. Evaluating a
/// ``ValueFact`` follows Swift's semantics over every file's declarations:
/// - a name is a local (every value bound to it: the flow is not ordered), a parameter (what the caller passed, and
///   a value of its declared type), a property or method of `self`'s type, or a type;
/// - `base.p` reads property `p` of each type `base` can hold: its declared type, its initializer, its getter (a
///   computed property runs), what the app's code assigns to it;
/// - `f(args)` runs `f` with its parameters bound to the arguments, by label: a method of `self`'s type, a type's
///   initializer, a static method, or — on a value typed by a protocol or a class — the implementations of the types
///   the app constructs that conform to it or inherit from it (rapid type analysis), and the default
///   implementations of protocol extensions; a type the app does not declare (the SDK's) gives an object of that
///   type holding what it was handed (`UINavigationController(rootViewController: x)` holds `x`);
/// - a call's value is what the function's `return`s give, else a value of its declared return type.
/// Each function is run once per distinct set of argument values (memoized), recursion returns the declared type,
/// and a budget bounds the whole walk: the same facts always give the same events.
///
/// What a walk shows (``Event``): a window's `rootViewController` assigned, `viewControllers` assigned, UIKit's
/// `pushViewController`, `present`, `show`, `setViewControllers`, `addChild`, SwiftUI's `WindowGroup`, and a short
/// table of library methods that show a value they are called on (RIBs' `LaunchRouting.launch(from:)`).
final class ValueFlow {
    /// A value the code could hold.
    enum Value: Hashable, Comparable {
        case instance(String)
        case metatype(String)
        /// A closure of a function (by position in ``Linker/functions``), with the type its `self` is (empty: none).
        case closure(function: Int, index: Int, selfType: String)
        /// `self.makeLogin`: a method of a type named without being called.
        case method(owner: String, name: String)
        /// A module's screen, read off one of its components (`onboardRouter.viewController`): the draft's id.
        case screen(String)
        /// `true` or `false`.
        case literal(String)
        /// One case of an enum of the app's (`Route.signIn`): a value of the enum whose methods' `switch self` runs
        /// that case only.
        case enumCase(type: String, name: String)
        /// A value a dictionary holds under a key the walk knows (a string literal with its quotes, `.case` for an enum
        /// case): kept while the dictionary is bound, stored, passed back or read with a key (``ValueFact/element(_:key:)``);
        /// anything else reads the value itself (``unkeyed(_:)``).
        indirect case entry(key: String, value: Value)

        /// The value, without the dictionary keys around it.
        var unkeyed: Value {
            if case .entry(_, let value) = self { return value.unkeyed }
            return self
        }
    }

    /// A screen put up by the walked code.
    struct Event {
        var transition: Transition
        var values: [Value]
        /// The function (position in ``Linker/functions``) whose code does it.
        var function: Int
        var line: Int
        var branch: String?
        /// When the walk saw it, on the clock ``walkedAt`` shares: a caller's own navigations come before its callees'.
        var sequence: Int
        /// The launch root whose run saw it.
        var root: Int
        /// For an embed: what the screens are embedded in (`tabs.viewControllers = […]`: what `tabs` holds).
        var container: [Value] = []
        /// Put up when the user acts, not when the code runs (a SwiftUI `NavigationLink`, `sheet`): no launch shows it.
        var onAction = false
        /// A RIB attached (`attachChild`): an embed only when no other event shows the same module.
        var attaches = false
        /// The innermost function running when it was seen that is a module's code (its owner is a module's
        /// component), nil when only code of no module (launch, shared helpers) runs: whose code does it.
        var moduleFunction: Int?
        /// The transition is the receiver's container type's (`setViewControllers` on a tab bar controller embeds, on
        /// a navigation controller replaces the stack), not the call's name's.
        var byReceiverType = false
    }

    /// A call the walk could not follow that was handed the window or a screen: a library's code, or a value of no
    /// type the walk knows. What it shows is not followed.
    struct Stop: Hashable {
        var function: Int
        var line: Int
        /// `Kit.start(config:)`, `?.configure(with:)` when the receiver's type is unknown.
        var call: String
    }
    private(set) var stops: [Stop] = []
    private var seenStops: Set<Stop> = []

    private let linker: Linker
    private var clock = 0
    /// Evaluation steps left; none left: the walk stops where it is (``exhausted``).
    private var budget: Int
    /// Steps taken so far.
    private(set) var stepsTaken = 0
    private(set) var exhausted = false

    /// Gives a walk that ran out `steps` more, to run its roots again: what it worked out in full before it ran out
    /// (memoized calls, property reads, closures) is reused, and what it cut short was never memoized, so the walk
    /// goes on where it stopped instead of starting over.
    func grant(_ steps: Int) {
        budget += steps
        exhausted = false
    }
    private(set) var events: [Event] = []
    /// The functions the walk ran, in the order it first ran them (positions in ``Linker/functions``).
    private(set) var walked: [Int] = []
    /// The root whose run reached each of ``walked`` first, same order.
    private(set) var rootOfWalked: [Int] = []
    /// When each of ``walked`` was first run, on the clock events share, same order.
    private(set) var walkedAt: [Int] = []
    /// The branch each of ``walked`` was first reached in (a caller's `if`/`switch` case), same order.
    private(set) var branchOfWalked: [String?] = []
    private var walkedSet: Set<Int> = []
    private var currentRoot = 0
    /// The branch of the step being evaluated, or of the call that led to it: what a callee's steps inherit.
    private var contextBranch: String?
    private var seenEvents: Set<String> = []
    /// The project the walk's types resolve in (a folder of several apps never mixes one app's types into another's).
    private let project: String?
    /// What the walk needs from the whole app (constructed types, registrations, free functions).
    private let program: Program

    /// A call in one context. Its hash is computed once: a call's key is looked up in the memo, the running set and
    /// the memo again, and hashing nested value arrays each time was a tenth of the walk.
    private struct CallKey: Hashable {
        let function: Int
        let selfType: String?
        let selfCase: String?
        let arguments: [[Value]]
        private let hash: Int
        init(function: Int, selfType: String?, selfCase: String?, arguments: [[Value]]) {
            self.function = function
            self.selfType = selfType
            self.selfCase = selfCase
            self.arguments = arguments
            var hasher = Hasher()
            hasher.combine(function)
            hasher.combine(selfType)
            hasher.combine(selfCase)
            hasher.combine(arguments)
            hash = hasher.finalize()
        }
        static func == (lhs: CallKey, rhs: CallKey) -> Bool {
            lhs.hash == rhs.hash && lhs.function == rhs.function && lhs.selfType == rhs.selfType && lhs.selfCase == rhs.selfCase
                && lhs.arguments == rhs.arguments
        }
        func hash(into hasher: inout Hasher) { hasher.combine(hash) }
    }
    private var memo: [CallKey: [Value]] = [:]
    /// The memoized calls of computed properties' getters: what they read may change with a store.
    private var getterCalls: [CallKey] = []
    /// The functions running, outermost first (a closure runs as the function that holds it).
    private var stack: [Int] = []
    private var moduleCode: [Int: Bool] = [:]
    /// Whether function `index` is a module's code: its owner is one of a module's components.
    private func isModuleCode(_ index: Int) -> Bool {
        if let known = moduleCode[index] { return known }
        let record = linker.functions[index]
        let result = record.fact.owner.map { !linker.drafts(forOwner: $0, project: record.project).isEmpty } ?? false
        moduleCode[index] = result
        return result
    }
    private var running: Set<CallKey> = []
    private var propertyMemo: [PropertyQuery: [Value]] = [:]
    private var propertyRunning: Set<PropertyQuery> = []
    /// A property read: `name` on a value of `type` (of enum case `selfCase`).
    private struct PropertyQuery: Hashable {
        let type: String
        let name: String
        let selfCase: String?
    }
    /// `self.p = v` anywhere walked, by owner and property: what a property is given.
    private var stores: [Member: Set<Value>] = [:]

    /// At most this many values are kept for one expression (sorted, the first kept): a value set past it says
    /// nothing useful and would multiply the work.
    static let maximumValues = 24
    /// Calls and property reads nested deeper than this give their declared type: the walk recurses as the code
    /// does, and a thread's stack is small (the link runs on worker threads).
    static let maximumDepth = 40
    private var depth = 0
    /// Expressions evaluated inside each other (through locals, closures, calls) deeper than this give nothing.
    static let maximumNesting = 600
    private var nesting = 0

    init(linker: Linker, program: Program, project: String?, budget: Int) {
        self.linker = linker
        self.project = project
        self.budget = budget
        self.program = program
    }

    /// Whether the app declares `type` as a SwiftUI view (it adopts `View`, directly or through its own protocols).
    private func isSwiftUIView(_ type: String) -> Bool {
        adoptedProtocols(type).contains("View") || (linker.typesByName[type] ?? []).contains { linker.types[$0].fact.inherits.contains("View") }
    }

    // MARK: Running

    /// Runs function `index` (a root) with `self` its owner and its parameters unknown. `fresh`: as a run of its own,
    /// with nothing stored by earlier roots (one user action of a module's, not the ones before it); what the walk saw
    /// before is kept.
    func run(root index: Int, fresh: Bool) {
        if fresh, !stores.isEmpty {
            // What earlier roots stored is forgotten, and so is what was read from it (properties, getters); calls
            // stay memoized (the same arguments give the same screens).
            stores.removeAll(keepingCapacity: true)
            storedOwners.removeAll(keepingCapacity: true)
            propertyMemo.removeAll(keepingCapacity: true)
            for getter in getterCalls { memo[getter] = nil }
            getterCalls.removeAll(keepingCapacity: true)
        }
        run(root: index)
    }

    /// Runs function `index` (a launch root) with `self` its owner and its parameters unknown.
    func run(root index: Int) {
        currentRoot = index
        _ = call(index, selfType: linker.functions[index].fact.owner, arguments: [:])
    }

    /// Where a call is: its function and the step it is in (events are located there).
    struct Site {
        var function: Int
        var line: Int
        var branch: String?
    }

    /// One function's body in one context: every step evaluated (calls walked), and what it returns.
    private final class Frame {
        let function: Int
        let selfType: String?
        let arguments: [String: [Value]]
        /// The step being evaluated.
        var site: Site?
        /// The branch of the call that runs this body (its steps outside any branch of their own are in it).
        var inheritedBranch: String?
        /// The case `self` is, in a method of an enum called on one case.
        var selfCase: String?
        var locals: [String: [Value]] = [:]
        /// The `bind` steps whose value is being evaluated: a name in a binding's own value is the one it shadows
        /// (`if let module = modules[module.key]` reads the parameter `module`).
        var binding: Set<Int> = []
        /// Values of the `bind` steps already evaluated, by step position.
        var bound: [Int: [Value]] = [:]
        init(function: Int, selfType: String?, arguments: [String: [Value]]) {
            self.function = function
            self.selfType = selfType
            self.arguments = arguments
        }
    }

    private func call(_ index: Int, selfType: String?, selfCase: String? = nil, arguments: [String: [Value]]) -> [Value] {
        let fact = linker.functions[index].fact
        let key = CallKey(function: index, selfType: selfType, selfCase: selfCase,
                          arguments: fact.parameters.map { arguments[$0] ?? [] })
        if let known = memo[key] { return known }
        if running.contains(key) || depth >= Self.maximumDepth || !spend() { return declared(fact.returnType, selfType: selfType) }
        running.insert(key)
        depth += 1
        stack.append(index)
        defer { running.remove(key); depth -= 1; stack.removeLast() }
        if muted == 0, walkedSet.insert(index).inserted {
            walked.append(index)
            rootOfWalked.append(currentRoot)
            branchOfWalked.append(contextBranch)
            walkedAt.append(clock)
            clock += 1
        }
        let frame = Frame(function: index, selfType: selfType, arguments: arguments)
        frame.selfCase = selfCase
        frame.inheritedBranch = contextBranch
        defer { contextBranch = frame.inheritedBranch }
        var returned: Set<Value> = []
        for (position, step) in fact.steps.enumerated() {
            if let branch = step.branch, isDead(branch, subject: step.subject, in: frame) { continue }
            if zip(step.outerBranches, step.outerSubjects).contains(where: { isDead($0, subject: $1.isEmpty ? nil : $1, in: frame) }) { continue }
            frame.site = Site(function: index, line: step.line, branch: step.branch ?? frame.inheritedBranch)
            contextBranch = frame.site?.branch
            switch step.kind {
            case .evaluate:
                _ = evaluate(step.value, in: frame)
            case .bind:
                _ = boundValue(position, in: frame)
            case .returns:
                returned.formUnion(evaluateKeyed(step.value, in: frame))
            case .assign:
                let value = evaluateKeyed(step.value, in: frame)
                assign(value, to: step.target, step: step, in: frame)
            }
        }
        var result = Self.capped(returned)
        if result.isEmpty { result = declared(fact.returnType, selfType: selfType) }
        // The builder of a module that reuses another's view and router: the screen it returns is its own module's.
        if !linker.reusingBuilders.isEmpty, let owner = fact.owner, let reuse = linker.reusingBuilders[owner] {
            result = Self.capped(Set(result.map { moduleID(of: $0) == reuse.reused ? .screen(reuse.module) : $0 }))
        }
        // A muted run (``assignedAnywhere(_:_:)``) saw no events: a later call must run again to see them. A run cut
        // short by the budget is incomplete: a walk granted more steps (``grant(_:)``) runs it again.
        guard muted == 0, !exhausted else { return result }
        memo[key] = result
        if fact.parameters.isEmpty && !fact.signature.utf8.contains(UInt8(ascii: "(")) { getterCalls.append(key) }
        return result
    }

    /// Whether a branch cannot run in this call: its condition is a `Bool` parameter (or its negation) that every
    /// caller walked passes as the literal that makes it false (`didSelect(…, fireAction: false)`: `if fireAction`).
    private func isDead(_ branch: String, subject: String?, in frame: Frame) -> Bool {
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
        guard let passed = frame.arguments[String(condition)], !passed.isEmpty else { return false }
        return passed.allSatisfy { value in
            if case .literal(let text) = value { return text != wanted }
            return false
        }
    }

    /// The enum cases `text` (`presentType`, `self.style`) can be in this frame: empty unless every value the walk
    /// knows for it is an enum case.
    private func caseNames(_ text: String, in frame: Frame) -> Set<String> {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard let first = parts.first, !parts.contains(where: { part in part.isEmpty || !part.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } })
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

    /// The positions of a function's `bind` steps, by the name they bind: built once per function walked (a body may
    /// hold a million steps).
    private func bindings(of function: Int) -> [String: [Int]] {
        if function == Self.detached { return [:] }
        if let known = bindingsByFunction[function] { return known }
        var result: [String: [Int]] = [:]
        for (position, step) in linker.functions[function].fact.steps.enumerated() where step.kind == .bind {
            if let name = step.name { result[name, default: []].append(position) }
        }
        bindingsByFunction[function] = result
        return result
    }
    private var bindingsByFunction: [Int: [String: [Int]]] = [:]

    /// ``caseLabels(_:)``, memoized per walk: a branch is checked each time a call runs its steps.
    private func caseLabels(_ label: String) -> [String] {
        if let known = caseLabelMemo[label] { return known }
        let labels = Self.caseLabels(label)
        caseLabelMemo[label] = labels
        return labels
    }
    private var caseLabelMemo: [String: [String]] = [:]

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

    private func spend() -> Bool {
        if budget <= 0 { exhausted = true; return false }
        budget -= 1
        stepsTaken += 1
        return true
    }

    private func declared(_ type: String?, selfType: String?) -> [Value] {
        guard let type = type.map(Self.elementType), !type.isEmpty, type != "Void", type != "()" else { return [] }
        if type == "Self" { return selfType.map { [.instance($0)] } ?? [] }
        return [.instance(type)]
    }

    /// `[Screen]` → `Screen`: a collection is followed as the values it holds.
    static func elementType(_ name: String) -> String {
        // Bytes: asked for every declared type the walk reads (`hasPrefix` here went through Foundation).
        let bytes = name.utf8
        guard bytes.first == UInt8(ascii: "[") || bytes.contains(UInt8(ascii: ":")) else { return name }
        var text = Substring(name)
        while text.utf8.first == UInt8(ascii: "["), text.utf8.last == UInt8(ascii: "]") { text = text.dropFirst().dropLast() }
        if let colon = text.firstIndex(of: ":") { text = text[text.index(after: colon)...].drop(while: { $0 == " " }) }
        return String(text)
    }

    static func capped(_ values: Set<Value>) -> [Value] {
        let sorted = values.sorted()
        return sorted.count > maximumValues ? Array(sorted.prefix(maximumValues)) : sorted
    }

    private func boundValue(_ position: Int, in frame: Frame) -> [Value] {
        if let known = frame.bound[position] { return known }
        frame.bound[position] = []
        let step = linker.functions[frame.function].fact.steps[position]
        let outer = frame.site, outerBranch = contextBranch
        frame.site = Site(function: frame.function, line: step.line, branch: step.branch ?? frame.inheritedBranch)
        contextBranch = frame.site?.branch
        frame.binding.insert(position)
        let value = evaluateKeyed(step.value, in: frame)
        frame.binding.remove(position)
        frame.site = outer
        contextBranch = outerBranch
        frame.bound[position] = value
        return value
    }

    // MARK: Assignments

    private func assign(_ value: [Value], to target: ValueFact?, step: ValueStepFact, in frame: Frame) {
        guard let target else { return }
        let property: String, owners: [Value]
        switch target {
        case .member(let base, let name):
            property = name
            owners = evaluate(base, in: frame)
        case .name(let name):
            property = name
            owners = frame.selfType.map { [.instance($0)] } ?? []
        default:
            return
        }
        switch property {
        case "rootViewController":
            record(.setRoot, Self.unkeyed(value), step: step, in: frame)
        case "viewControllers":
            record(.embed, Self.unkeyed(value), step: step, in: frame, container: owners)
        default:
            for case .instance(let owner) in owners where !value.isEmpty {
                let key = Member(owner: owner, name: property)
                storedOwners[property, default: []].insert(owner)
                let before = stores[key]?.count ?? 0
                stores[key, default: []].formUnion(value)
                // What properties were read as before this store may now hold more (`presentTypes.append(.root)` read
                // back by a computed `presentType`): they are read again.
                if stores[key]!.count != before {
                    propertyMemo.removeAll(keepingCapacity: true)
                    for getter in getterCalls { memo[getter] = nil }
                    getterCalls.removeAll(keepingCapacity: true)
                }
                // `didSet` runs: the property's observers are a function named after it.
                for index in accessors(property, of: owner) { _ = call(index, selfType: owner, arguments: [:]) }
            }
        }
    }

    private func record(_ transition: Transition, _ values: [Value], step: ValueStepFact, in frame: Frame, container: [Value] = []) {
        record(transition, values, at: Site(function: frame.function, line: step.line, branch: step.branch ?? frame.inheritedBranch), container: container)
    }

    private func record(_ transition: Transition, _ values: [Value], at site: Site?, container: [Value] = [], onAction: Bool = false,
                        attaches: Bool = false, byReceiverType: Bool = false) {
        guard let site, !values.isEmpty, muted == 0 else { return }
        let values = transition == .embed || transition.isBack ? values : withContent(values)
        let key = "\(transition.rawValue)|\(site.function)|\(site.line)|\(values)|\(container)"
        guard seenEvents.insert(key).inserted else { return }
        events.append(Event(transition: transition, values: values, function: site.function, line: site.line, branch: site.branch, sequence: clock,
                            root: currentRoot, container: container, onAction: onAction, attaches: attaches,
                            moduleFunction: stack.last { isModuleCode($0) }, byReceiverType: byReceiverType))
        clock += 1
        if !transition.isBack { loadViews(of: values) }
    }

    /// UIKit's view life cycle: a view controller put on screen loads its view and appears. For each screen type of the
    /// app's shown, its `loadView`, `viewDidLoad`, `viewWillAppear` and `viewDidAppear` run (once per walk) when they, or
    /// the methods of its own they call, embed children (`addChild`, `setViewControllers`, `viewControllers = …`): the
    /// tabs a container builds from what its initializer was handed (`for (tab, screen) in tabs { addChild(screen) }`).
    private func loadViews(of values: [Value]) {
        for case .instance(let type) in values where Conventions.isScreenValueType(type) && linker.typesByName[type] != nil {
            guard loadedViews.insert(type).inserted else { continue }
            for name in Self.lifecycleMethods {
                for index in functions(named: name, in: type) where embedsChildren(index, depth: 0) {
                    _ = call(index, selfType: type, arguments: [:])
                }
            }
            if exhausted { loadedViews.remove(type) }
        }
    }
    static let lifecycleMethods = ["loadView", "viewDidLoad", "viewWillAppear", "viewDidAppear"]
    private var loadedViews: Set<String> = []

    /// Whether function `index`, or a method of its own type it calls (two calls deep), embeds a child screen.
    private func embedsChildren(_ index: Int, depth: Int) -> Bool {
        if depth == 0, let known = embedsMemo[index] { return known }
        let fact = linker.functions[index].fact
        var result = false
        for step in fact.steps where !result {
            if case .member(_, "viewControllers")? = step.target { result = true; break }
            guard case .call(let callee, _, _) = step.value else { continue }
            switch callee {
            case .name("addChild"), .member(_, "addChild"), .member(_, "setViewControllers"), .name("setViewControllers"):
                result = true
            case .name(let helper), .member(.selfValue, let helper):
                if depth < 2, let owner = fact.owner {
                    result = functions(named: helper, in: owner).contains { $0 != index && embedsChildren($0, depth: depth + 1) }
                }
            default:
                continue
            }
        }
        if depth == 0 { embedsMemo[index] = result }
        return result
    }
    private var embedsMemo: [Int: Bool] = [:]

    /// A screen shown with what it holds: a view controller (of no module, or of a bare one) whose own code embeds one
    /// of its properties
    /// (`addChild(contentViewController)`) shows, with itself, what this run stored into that property
    /// (`popup.setContentViewController(form)`, then `present(popup)`: the form is presented too).
    private func withContent(_ values: [Value]) -> [Value] {
        var added: Set<Value> = []
        // A module's own container (tabs it embeds) shows them as its embeds, its own routes: only a container of no
        // module, or of a module that is nothing but its view and the view's interface (the app's popup: no presenter,
        // router or builder of its own), is shown as what it holds.
        for case .instance(let type) in values where isBareContainer(type) {
            for property in embeddedProperties(of: type) {
                for value in stores[Member(owner: type, name: property)] ?? [] where !values.contains(value) { added.insert(value) }
            }
        }
        return added.isEmpty ? values : Self.capped(Set(values).union(added))
    }

    /// Whether `type` is no module's screen, or the screen of a module made of its view and interfaces only.
    private func isBareContainer(_ type: String) -> Bool {
        guard let id = moduleID(of: type) else { return true }
        guard let draft = linker.draftsByID[id] else { return false }
        return draft.roles.isSubset(of: [.view, .moduleAPI, .interfaces, .storyboardScene])
    }

    /// The stored properties `type`'s own code (or a superclass's) embeds as a child view controller:
    /// `addChild(self.content)`, or `addChild(x)` where `x` is bound to one (`if let x = self.content`).
    private func embeddedProperties(of type: String) -> [String] {
        if let known = embeddedMemo[type] { return known }
        var result: Set<String> = []
        for current in [type] + ancestors(of: type) {
            for index in linker.functionsByOwner[current] ?? [] where inProject(linker.functions[index].project) {
                let fact = linker.functions[index].fact
                func property(of value: ValueFact, depth: Int) -> String? {
                    switch value {
                    case .member(.selfValue, let name): return name
                    case .typed(let inner, _): return property(of: inner, depth: depth)
                    case .name(let name):
                        if fact.parameters.contains(name) { return nil }
                        let bound = fact.steps.filter { $0.kind == .bind && $0.name == name }
                        if bound.isEmpty { return hasProperty(name, in: current) ? name : nil }
                        guard depth < 2 else { return nil }
                        return bound.lazy.compactMap { property(of: $0.value, depth: depth + 1) }.first
                    default: return nil
                    }
                }
                for step in fact.steps {
                    guard case .call(let callee, _, let arguments) = step.value, arguments.count == 1 else { continue }
                    switch callee {
                    case .name("addChild"), .member(.selfValue, "addChild"):
                        if let name = property(of: arguments[0], depth: 0) { result.insert(name) }
                    default: continue
                    }
                }
            }
        }
        let sorted = result.sorted()
        embeddedMemo[type] = sorted
        return sorted
    }
    private var embeddedMemo: [String: [String]] = [:]

    /// `.embed` when every receiver is a tab bar controller (the app's subclass of UIKit's), `.setRoot` when every one
    /// is a navigation controller; nil when the walk does not know them all or they differ.
    private func containerKind(of bases: [Value]) -> Transition? {
        var kinds: Set<Transition> = []
        for base in bases {
            guard case .instance(let type) = base else { return nil }
            // A protocol-typed value (`let view: HallTabsView`) is one of the types the app builds that adopt it.
            let candidates = linker.protocols.contains(type) ? Array(receiverTypes(type).dropFirst()) : [type]
            if candidates.isEmpty { return nil }
            for candidate in candidates {
                switch linker.containerKind(of: candidate) {
                case "UITabBarController"?: kinds.insert(.embed)
                case "UINavigationController"?: kinds.insert(.setRoot)
                default: return nil
                }
            }
        }
        return kinds.count == 1 ? kinds.first : nil
    }

    // MARK: Evaluation

    /// What `value` can hold, dictionaries' keys dropped.
    private func evaluate(_ value: ValueFact, in frame: Frame) -> [Value] {
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
    private func evaluateKeyed(_ value: ValueFact, in frame: Frame) -> [Value] {
        guard spend(), nesting < Self.maximumNesting else { return [] }
        nesting += 1
        defer { nesting -= 1 }
        switch value {
        case .name(let name):
            return nameValue(name, in: frame)
        case .selfValue:
            if let type = frame.selfType, let selfCase = frame.selfCase { return [.enumCase(type: type, name: selfCase)] }
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
            return declared(type, selfType: frame.selfType)
        case .typed(let inner, let type):
            let value = evaluate(inner, in: frame)
            return value.isEmpty ? declared(type, selfType: frame.selfType) : value
        case .closure(let index):
            guard frame.function != Self.detached else { return [] }
            return [.closure(function: frame.function, index: index, selfType: frame.selfType ?? "")]
        case .collection(let elements), .either(let elements):
            var result: Set<Value> = []
            for element in elements { result.formUnion(evaluate(element, in: frame)) }
            return Self.capped(result)
        case .dictionary(let keys, let values):
            // `["Chat": makeChat]`: each value under its key when the walk knows the key.
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
        case .element(let base, let key):
            // `modules[module.routePath]`: with a key the walk knows, the values stored under it (and whatever the
            // collection holds under no known key); else every value it holds.
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
        case .call(.name("??"), _, let arguments) where arguments.count == 2:
            // `styles.last ?? .push`: when what the left holds is known enum cases, the default is not what the code
            // asked for; any other left side may be nil, so both sides count.
            let left = evaluate(arguments[0], in: frame)
            if !left.isEmpty, left.allSatisfy({ if case .enumCase = $0 { return true } else { return false } }) { return left }
            var result = Set(left)
            result.formUnion(evaluate(arguments[1], in: frame))
            return Self.capped(result)
        case .call(let callee, let labels, let arguments):
            let values = arguments.map { evaluate($0, in: frame) }
            return callValue(callee, labels: labels, arguments: values, in: frame)
        }
    }

    /// The function of a frame that evaluates a property initializer: no function around it, so its names are
    /// properties of `self`'s type, or types, and its closures hold nothing the walk follows.
    static let detached = -1

    private func nameValue(_ name: String, in frame: Frame) -> [Value] {
        var result: Set<Value> = []
        var isLocal = false
        var positions = bindings(of: frame.function)[name] ?? []
        // Read in the value of one of its own bindings, the name is what that binding shadows: a binding before it,
        // else the parameter or property (`if let module = modules[module.key]`, then `let module = module(self)`).
        if let shadowing = positions.first(where: { frame.binding.contains($0) }) { positions = positions.filter { $0 < shadowing } }
        for position in positions {
            isLocal = true
            result.formUnion(boundValue(position, in: frame))
        }
        if isLocal { return Self.capped(result) }
        if frame.function != Self.detached, let position = linker.functions[frame.function].fact.parameters.firstIndex(of: name) {
            let fact = linker.functions[frame.function].fact
            // What the caller passed; a value of the declared type when the walk knows nothing of it.
            if let passed = frame.arguments[name], !passed.isEmpty { return passed }
            return position < fact.parameterTypes.count ? declared(fact.parameterTypes[position], selfType: frame.selfType) : []
        }
        if let owner = frame.selfType {
            let property = propertyValue(owner, name, selfCase: frame.selfCase)
            if !property.isEmpty { return property }
            if !functions(named: name, in: owner).isEmpty { return [.method(owner: owner, name: name)] }
        }
        if name.first?.isUppercase == true { return [.metatype(name)] }
        return []
    }

    /// `p` read on each value: a property, a static member, an enum case, a nested type.
    private func memberValue(_ bases: [Value], _ name: String) -> [Value] {
        var result: Set<Value> = []
        var moduleOfBase: Set<String> = []
        for base in bases {
            switch base {
            case .instance(let type):
                result.formUnion(propertyValue(type, name))
                if let module = moduleID(of: type) { moduleOfBase.insert(module) }
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

    /// Whether the value is an object of a type of the app's that declares a property or method `name` (a collection
    /// holding it would not be what `name` reads).
    private func declaresMember(_ name: String, _ value: Value) -> Bool {
        guard case .instance(let type) = value else { return false }
        return hasProperty(name, in: type) || !functions(named: name, in: type).isEmpty
    }

    /// Whether the value is an object of a type the app declares (whose `first` would be a property of its own).
    private func isDeclaredType(of value: Value) -> Bool {
        guard case .instance(let type) = value else { return false }
        return linker.typesByName[type] != nil
    }

    /// `onboardRouter.viewController`, `router.viewControllable`: what a module's component gives that is no other
    /// module — a screen, or nothing the app declares — is that module's own screen.
    private func withOwnScreen(_ result: Set<Value>, _ moduleOfBase: Set<String>) -> Set<Value> {
        guard moduleOfBase.count == 1, let module = moduleOfBase.first, !result.contains(where: { moduleID(of: $0) != nil }) else { return result }
        let screenLike = result.isEmpty || result.contains { value in
            if case .instance(let type) = value { return Conventions.isScreenValueType(type) }
            return false
        }
        guard screenLike else { return result }
        var result = result
        result.insert(.screen(module))
        return result
    }

    /// Whether the app declares `type` as a struct or an enum: its initializer without a body of the app's is the
    /// memberwise one (`Banner(text:host:)` keeps its arguments), never a UIKit class's inherited one
    /// (`AppNavigationController(rootViewController: x)` is its argument's container).
    private func isValueType(_ type: String) -> Bool {
        (linker.typesByName[type] ?? []).contains { linker.types[$0].fact.kind == .struct || linker.types[$0].fact.kind == .enum }
    }

    private func hasProperty(_ name: String, in type: String) -> Bool {
        (linker.typesByName[type] ?? []).contains { linker.types[$0].fact.properties.contains { $0.name == name } }
    }

    private func isCase(_ name: String, of type: String) -> Bool {
        (linker.typesByName[type] ?? []).contains { linker.types[$0].fact.cases.contains { $0.name == name } }
    }

    /// What property `name` of `type` can hold (and of the types it inherits from, and of the types the app
    /// constructs that conform to it): declared type, initializer, getter, stores.
    private func propertyValue(_ type: String, _ name: String, selfCase: String? = nil) -> [Value] {
        let key = PropertyQuery(type: type, name: name, selfCase: selfCase)
        if let known = propertyMemo[key] { return known }
        if propertyRunning.contains(key) || depth >= Self.maximumDepth { return [] }
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
                    functionTyped = (functionTyped ?? true) && property.value == nil && property.typeName.map(Self.isFunctionType) == true
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
                result.formUnion(call(index, selfType: owner, selfCase: selfCase, arguments: [:]))
            }
            result.formUnion(stores[Member(owner: owner, name: name)] ?? [])
        }
        // Nothing walked gives it a value: what the app's code assigns to it anywhere (`AppRouter.shared.screens = […]`
        // in the scene delegate, read by the router's methods in a module's walk).
        if result.isEmpty, functionTyped == true { result = assignedAnywhere(type, name) }
        if result.isEmpty { result = declaredTypes }
        let value = Self.capped(result)
        if muted == 0, !exhausted { propertyMemo[key] = value }
        return value
    }

    /// The nearest type `type` inherits from (its superclass, theirs, a protocol extension's) that declares stored
    /// property `name`.
    private func inheritedDeclaration(_ name: String, of type: String) -> String? {
        ancestors(of: type).first { program.propertyOwners.contains(Member(owner: $0, name: name)) }
    }

    /// What `type` inherits from or adopts, nearest first (breadth-first over the app's declarations in this walk's
    /// project; at most 64), memoized per walk.
    private func ancestors(of type: String) -> [String] {
        if let known = ancestorsMemo[type] { return known }
        var queue = [type]
        var seen: Set<String> = [type]
        var next = 0
        while next < queue.count, seen.count < 64 {
            for index in linker.typesByName[queue[next]] ?? [] where inProject(linker.types[index].project) {
                for inherited in linker.types[index].fact.inherits where seen.insert(inherited).inserted { queue.append(inherited) }
            }
            next += 1
        }
        let result = Array(queue.dropFirst())
        ancestorsMemo[type] = result
        return result
    }
    private var ancestorsMemo: [String: [String]] = [:]

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
    private func assignedAnywhere(_ type: String, _ name: String) -> Set<Value> {
        let query = Member(owner: type, name: name)
        if let known = anywhereMemo[query] { return known }
        anywhereMemo[query] = []
        let result = assignedAnywhereUnmemoized(type, name)
        anywhereMemo[query] = exhausted ? nil : result
        return result
    }
    /// ``assignedAnywhere(_:_:)`` by type and property, for the whole walk: it depends on no root's stores.
    private var anywhereMemo: [Member: Set<Value>] = [:]

    private func assignedAnywhereUnmemoized(_ type: String, _ name: String) -> Set<Value> {
        guard let sites = program.assignments[name] else { return [] }
        let accepted = Set(receiverTypes(type))
        var result: Set<Value> = []
        muted += 1
        defer { muted -= 1 }
        for site in sites.prefix(Self.maximumAssignments) {
            let record = linker.functions[site.function]
            guard inProject(record.project) else { continue }
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
    /// At most this many assignments to one property name are looked at (in source order of the functions).
    static let maximumAssignments = 16
    /// Above zero while ``assignedAnywhere(_:_:)`` runs code out of the walk's order: no event is recorded and nothing
    /// memoized.
    private var muted = 0

    /// Functions named `name` with no parameter list in `owner` (and the types it inherits from): a computed
    /// property's getter or a stored property's observers.
    private func accessors(_ name: String, of owner: String) -> [Int] {
        functions(named: name, in: owner).filter { linker.functions[$0].fact.signature == name }
    }

    /// ``Linker/functions(named:in:)``, memoized per walk and shared by the walks of the link.
    private func functions(named name: String, in owner: String) -> [Int] {
        // Most names (locals, parameters, SDK members) are no method of any of the app's types.
        guard program.functionNames.contains(name) else { return [] }
        let key = Member(owner: owner, name: name)
        if let known = lookupMemo[key] { return known }
        if let known = program.shared.functionsNamed[key] {
            lookupMemo[key] = known
            return known
        }
        let found = linker.functions(named: name, in: owner)
        lookupMemo[key] = found
        program.shared.functionsNamed[key] = found
        return found
    }
    private var lookupMemo: [Member: [Int]] = [:]

    // MARK: Calls

    private func callValue(_ callee: ValueFact, labels: String, arguments: [[Value]], in frame: Frame) -> [Value] {
        let site = frame.site
        switch callee {
        case .name(let name):
            if bindings(of: frame.function)[name] != nil
                || (frame.function != Self.detached && linker.functions[frame.function].fact.parameters.contains(name)) {
                return callValues(nameValue(name, in: frame), labels: labels, arguments: arguments)
            }
            if name.first?.isUppercase == true {
                return construct(name, labels: labels, arguments: arguments, at: site)
            }
            if let owner = frame.selfType, !functions(named: name, in: owner).isEmpty || NavigationAPI.isPlatformSinkName(name) {
                // `self`'s own method, or one it inherits from the SDK or a library (`present(vc, animated: true)` in a
                // view controller, `attachChild(child)` in a RIBs router).
                let selfValue: Value = frame.selfCase.map { .enumCase(type: owner, name: $0) } ?? .instance(owner)
                return invoke([selfValue], name, labels: labels, arguments: arguments, at: site)
            }
            // A free function of the app's.
            var result: Set<Value> = []
            for index in program.freeFunctions[name] ?? [] {
                result.formUnion(call(index, selfType: nil, arguments: bind(arguments, labels: labels, to: linker.functions[index].fact)))
            }
            return Self.capped(result)
        case .member(let base, let method):
            return invoke(evaluate(base, in: frame), method, labels: labels, arguments: arguments, at: site)
        default:
            return callValues(evaluate(callee, in: frame), labels: labels, arguments: arguments)
        }
    }

    /// Calling values that are closures or methods.
    private func callValues(_ values: [Value], labels: String, arguments: [[Value]]) -> [Value] {
        var result: Set<Value> = []
        for value in values {
            switch value {
            case .closure(let function, let index, let selfType):
                result.formUnion(closureResult(function: function, index: index, selfType: selfType))
            case .method(let owner, let name):
                // A function value is called without argument labels: its parameters are bound in order.
                for index in functions(named: name, in: owner) where linker.functions[index].fact.parameters.count == arguments.count {
                    let fact = linker.functions[index].fact
                    var bound: [String: [Value]] = [:]
                    for (parameter, argument) in zip(fact.parameters, arguments) { bound[parameter] = argument }
                    result.formUnion(call(index, selfType: owner, arguments: bound))
                }
            case .enumCase(_, let name) where program.caseNames.contains(name):
                // `.modal(from: view)`: a case with associated values is constructed by calling it.
                result.insert(value)
            default:
                continue
            }
        }
        return Self.capped(result)
    }

    private func closureResult(function: Int, index: Int, selfType: String) -> [Value] {
        let fact = linker.functions[function].fact
        guard index < fact.closures.count else { return [] }
        let key = Value.closure(function: function, index: index, selfType: selfType)
        if let known = closureMemo[key] { return known }
        if closureRunning.contains(key) || depth >= Self.maximumDepth { return [] }
        closureRunning.insert(key)
        depth += 1
        stack.append(function)
        defer { closureRunning.remove(key); depth -= 1; stack.removeLast() }
        let frame = Frame(function: function, selfType: selfType.isEmpty ? nil : selfType, arguments: [:])
        var result: Set<Value> = []
        for value in fact.closures[index].returns { result.formUnion(evaluate(value, in: frame)) }
        let value = Self.capped(result)
        if muted == 0, !exhausted { closureMemo[key] = value }
        return value
    }
    private var closureMemo: [Value: [Value]] = [:]
    private var closureRunning: Set<Value> = []

    /// `T(…)`: the app's type runs its initializer; a type the app does not declare holds what it was handed.
    private func construct(_ type: String, labels: String, arguments: [[Value]], at site: Site?) -> [Value] {
        var result: Set<Value> = [.instance(type)]
        let declared = (linker.typesByName[type] ?? []).contains { linker.types[$0].fact.kind != .extension && linker.types[$0].fact.kind != .protocol }
        let initializers = declared
            ? functions(named: "init", in: type).filter { Linker.labels(labels, fit: linker.functions[$0].fact.signature) } : []
        if !initializers.isEmpty {
            for index in initializers {
                _ = call(index, selfType: type, arguments: bind(arguments, labels: labels, to: linker.functions[index].fact))
            }
        } else if !declared || (arguments.contains(where: { !$0.isEmpty }) && !isValueType(type)) {
            // `UINavigationController(rootViewController: x)`, `UIHostingController(rootView: v)`, `Group { … }`, and the
            // app's subclass of one with no initializer of its own (`AppNavigationController(rootViewController: x)`).
            for argument in arguments {
                for value in argument {
                    if case .closure(let function, let index, let selfType) = value {
                        result.formUnion(closureResult(function: function, index: index, selfType: selfType))
                    } else {
                        result.insert(value)
                    }
                }
            }
            if type == "WindowGroup" { record(.setRoot, Self.capped(result.subtracting([.instance(type)])), at: site) }
            // SwiftUI: a `NavigationLink` pushes its destination; a `TabView` embeds each view its content builds.
            if type == "NavigationLink", let destination = Self.argument("destination", labels: labels, in: arguments) {
                record(.push, shown(destination), at: site, onAction: true)
            }
            if type == "TabView" { record(.embed, Self.capped(result.subtracting([.instance(type)])), at: site) }
        }
        return Self.capped(result)
    }

    /// `base.method(…)` on each value the base can hold.
    private func invoke(_ bases: [Value], _ method: String, labels: String, arguments: [[Value]], at site: Site?) -> [Value] {
        var result: Set<Value> = []
        // Collections run a closure on their elements: `map`'s value is what the closure returns.
        if FactsVisitor.elementClosures.contains(method) {
            for case .closure(let closureFunction, let index, let selfType) in arguments.flatMap({ $0 }) {
                result.formUnion(closureResult(function: closureFunction, index: index, selfType: selfType))
            }
            if method == "first" || method == "last" || method == "filter" || method == "sorted" { result.formUnion(bases) }
            return Self.capped(result)
        }
        // `screens.enumerated()`, `reversed()`: the same values, in another order.
        if method == "enumerated" || method == "reversed", arguments.isEmpty {
            for base in bases where !declaresMember(method, base) { result.insert(base) }
            return Self.capped(result)
        }
        // SwiftUI's presentation modifiers: the view their content closure builds is presented (`sheet`,
        // `fullScreenCover`, `popover`) or pushed (`navigationDestination`).
        if let transition = Self.swiftUIPresentations[method], let content = arguments.last {
            record(transition, shown(content), at: site, onAction: true)
        }
        // `storyboard.instantiateViewController(withIdentifier: Ids.welcome)`: the scene with that storyboard
        // identifier (the module its controller, or a container's root, belongs to).
        if method == "instantiateViewController", labels == "withIdentifier:" || labels == "identifier:" || labels == "identifier:creator:" {
            var scenes: Set<Value> = []
            for case .literal(let text) in arguments.first ?? [] where text.hasPrefix("\"") && text.count > 2 {
                let identifier = String(text.dropFirst().dropLast())
                if let found = linker.draftsByStoryboardID[identifier], let draft = linker.pick(found, project: project) {
                    scenes.insert(.screen(draft.id))
                }
            }
            if !scenes.isEmpty { return Self.capped(scenes) }
        }
        let api = NavigationAPI.call(method, labels: labels)
        if let api, api.isPlatformSink { show(api, bases: bases, arguments: arguments, at: site) }
        // A dependency container (Swinject's `resolve(P.self)`, and containers of the same shape): what the factories
        // registered for `P` build, else a value of type `P`.
        if method == "resolve", let first = arguments.first {
            for case .metatype(let type) in first {
                result.insert(.instance(type))
                for registration in program.registrations[type] ?? [] {
                    result.formUnion(closureResult(function: registration.function, index: registration.closure,
                                                   selfType: linker.functions[registration.function].fact.owner ?? ""))
                }
            }
        }
        var moduleOfBase: Set<String> = []
        var followed = false
        // A receiver whose type the walk does not know (a library base class's property, `viewController.push(…)`):
        // the app's one method of that name and labels, when there is exactly one (its own extension of the library's
        // protocol), is what runs.
        // (A name hundreds of types declare — every module's `navigate(to:)` — is no one method: not searched.)
        if bases.isEmpty, !NavigationAPI.isPlatformSinkName(method), method != "resolve", let named = program.methods[method], named.count <= 64 {
            var fitting: [Int] = []
            for index in named where Linker.labels(labels, fit: linker.functions[index].fact.signature) && inProject(linker.functions[index].project) {
                fitting.append(index)
                if fitting.count > 1 { break }
            }
            if fitting.count == 1, let index = fitting.first, let owner = linker.functions[index].fact.owner {
                followed = true
                result.formUnion(call(index, selfType: owner, arguments: bind(arguments, labels: labels, to: linker.functions[index].fact)))
            }
        }
        for base in bases {
            switch base {
            case .instance(let type), .enumCase(let type, _):
                var selfCase: String?
                if case .enumCase(_, let name) = base { selfCase = name }
                if let module = moduleID(of: type) { moduleOfBase.insert(module) }
                let found = implementations(of: method, on: type, labels: labels)
                followed = followed || !found.isEmpty
                for (index, selfType) in found {
                    result.formUnion(call(index, selfType: selfType, selfCase: selfType == type ? selfCase : nil,
                                          arguments: bind(arguments, labels: labels, to: linker.functions[index].fact)))
                }
                // `onFinish()`, `makeScreen(seed)`: a property holding a closure or a method, called.
                if found.isEmpty, !accessors(method, of: type).isEmpty || hasProperty(method, in: type) {
                    followed = true
                    result.formUnion(callValues(propertyValue(type, method, selfCase: selfCase), labels: labels, arguments: arguments))
                }
                // A SwiftUI modifier (`.environmentObject(store)`, `.padding()`) gives a view holding the one it modifies.
                if found.isEmpty && isSwiftUIView(type) { result.insert(base) }
                // The catalog library's builder on a case of the app's module catalog (``NavigationAPI/catalogBuilders``).
                if found.isEmpty, let selfCase, NavigationAPI.catalogBuilders.contains(method), let module = catalogModule(type, selfCase) {
                    followed = true
                    result.insert(.screen(module))
                }
            case .metatype(let type):
                if method == "init" {
                    result.formUnion(construct(type, labels: labels, arguments: arguments, at: site))
                    continue
                }
                // `Modules.Feed.posts(.single(post))`: a case with associated values, constructed.
                if isCase(method, of: type) {
                    followed = true
                    result.insert(.enumCase(type: type, name: method))
                    continue
                }
                for index in functions(named: method, in: type) where Linker.labels(labels, fit: linker.functions[index].fact.signature) {
                    followed = true
                    result.formUnion(call(index, selfType: type, arguments: bind(arguments, labels: labels, to: linker.functions[index].fact)))
                }
            case .closure, .method:
                followed = true
                result.formUnion(callValues([base], labels: labels, arguments: arguments))
            case .screen(let module):
                moduleOfBase.insert(module)
            case .literal, .entry:
                continue
            }
        }
        // A method of the app's handed to a call the walk does not follow (`auth.signIn(…, completion: handleResult)`):
        // a completion handler runs sooner or later, with arguments the walk does not know.
        // A dialect's navigation call whose code is not the app's (its `BaseWireframe` in a library): the table says.
        if !followed, let api, api.shown != .none, !api.isPlatformSink { show(api, bases: bases, arguments: arguments, at: site) }
        if !followed, !NavigationAPI.isPlatformSinkName(method) {
            for case .method(let owner, let name) in arguments.joined() {
                for index in functions(named: name, in: owner) where linker.functions[index].fact.signature.utf8.contains(UInt8(ascii: "(")) {
                    _ = call(index, selfType: owner, arguments: [:])
                }
            }
        }
        if !followed, !NavigationAPI.isPlatformSinkName(method), method != "resolve", let site, carriesWindowOrScreen(arguments) {
            let receiver = bases.lazy.compactMap { value -> String? in
                switch value {
                case .instance(let type), .metatype(let type): return type
                default: return nil
                }
            }.first ?? "?"
            let stop = Stop(function: site.function, line: site.line, call: "\(receiver).\(method)(\(labels))")
            if muted == 0, seenStops.insert(stop).inserted { stops.append(stop) }
        }
        return Self.capped(withOwnScreen(result, moduleOfBase))
    }

    /// SwiftUI view modifiers that put up the view their last (content or destination) closure builds.
    static let swiftUIPresentations: [String: Transition] = [
        "sheet": .present, "fullScreenCover": .present, "popover": .present, "navigationDestination": .push,
    ]

    /// The argument passed with `label` (by the position of its label in `labels`).
    static func argument(_ label: String, labels: String, in arguments: [[Value]]) -> [Value]? {
        let given = labels.split(separator: ":", omittingEmptySubsequences: false).dropLast()
        guard let position = given.firstIndex(where: { $0 == label }), position < arguments.count else { return nil }
        return arguments[position]
    }

    /// What a value shows: a closure's, what it builds; any other value, itself.
    private func shown(_ values: [Value]) -> [Value] {
        var result: Set<Value> = []
        for value in values {
            if case .closure(let function, let index, let selfType) = value {
                result.formUnion(closureResult(function: function, index: index, selfType: selfType))
            } else {
                result.insert(value)
            }
        }
        return Self.capped(result)
    }

    /// Whether a call's arguments hold the window or a module's screen.
    private func carriesWindowOrScreen(_ arguments: [[Value]]) -> Bool {
        arguments.contains { values in
            values.contains { value in
                if case .instance("UIWindow") = value { return true }
                return moduleID(of: value) != nil
            }
        }
    }

    /// Records the screen a navigation call of the table (``NavigationAPI``) shows.
    private func show(_ api: NavigationAPI.Call, bases: [Value], arguments: [[Value]], at site: Site?) {
        // `setViewControllers(_:animated:)`: UITabBarController's sets its tabs (embeds), UINavigationController's
        // replaces the stack (the last one is shown, as a new root of it).
        let container = api.byContainer ? containerKind(of: bases) : nil
        let transition = container ?? api.transition
        // The screen is embedded in the receiver (`addChild(x)`), or — shown by its own router — in what it is shown
        // from (`router.show(from: parent, insideView: v)`).
        let parent = api.shown == .receiver ? (arguments.first ?? []) : bases
        record(transition, api.shown == .receiver ? bases : (arguments.first ?? []), at: site,
               container: transition == .embed && !api.attaches ? parent : [], attaches: api.attaches, byReceiverType: container != nil)
    }

    /// The functions a call of `method` on a value of `type` runs, each with the type its `self` is: the type's own
    /// (or inherited) method, the protocol extensions' defaults, and for a protocol or a class the implementations of
    /// the constructed types that conform to it or inherit from it.
    private func implementations(of method: String, on type: String, labels: String) -> [(Int, String)] {
        let key = MethodQuery(type: type, method: method, labels: labels, project: project)
        if let known = implementationsMemo[key] { return known }
        // What the program gives does not depend on the walk: the walks of one link share it.
        if let known = program.shared.implementations[key] {
            implementationsMemo[key] = known
            return known
        }
        var result: [(Int, String)] = []
        var seen: Set<Int> = []
        // A class's subclasses add only what they declare themselves: what they inherit is the class's own method,
        // found for the class (a base class of thousands of screens is not searched once per screen). A protocol's
        // conformers each give their own or inherited implementation.
        let isProtocol = linker.protocols.contains(type)
        for (position, receiver) in receivers(of: type, declaring: method, isProtocol: isProtocol, stored: false).enumerated() {
            var found = position == 0 || isProtocol
                ? functions(named: method, in: receiver) : program.ownMethods[Member(owner: receiver, name: method)] ?? []
            if found.isEmpty && (position == 0 || isProtocol) {
                // A default implementation in an extension of a protocol the type adopts.
                for adopted in adoptedProtocols(receiver) {
                    found += (linker.functionsByOwner[adopted] ?? []).filter { linker.functions[$0].fact.name == method }
                }
            }
            for index in found where Linker.labels(labels, fit: linker.functions[index].fact.signature) && inProject(linker.functions[index].project) {
                if seen.insert(index).inserted { result.append((index, receiver)) }
            }
        }
        implementationsMemo[key] = result
        program.shared.implementations[key] = result
        return result
    }
    private var implementationsMemo: [MethodQuery: [(Int, String)]] = [:]
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
        /// ``Linker/moduleGeneration`` of the walk's linker: which module a type is changes when a module is registered.
        var generation = 0
    }

    /// `type` and, when it is a protocol or a class others inherit from, the types conforming to it or inheriting
    /// from it that the app constructs (all of them when it constructs none), in name order. Memoized per walk over the
    /// program's subtype lists (a base class of thousands of screens is looked up on every property read).
    private func receiverTypes(_ type: String) -> [String] {
        // One project: the program's lists, made once for every walk.
        guard program.severalProjects else { return program.receiverLists[type] ?? [type] }
        if let known = receiverMemo[type] { return known }
        let result = Program.receiverList(type, among: (program.subtypes[type] ?? []).filter { inProject($0.project) }.map(\.name),
                                       constructed: program.constructed)
        receiverMemo[type] = result
        return result
    }
    private var receiverMemo: [String: [String]] = [:]
    /// Owners of each property stored into by the walk, by property name.
    private var storedOwners: [String: Set<String>] = [:]

    /// The receivers of a member `name` on a value of `type` worth looking at: `type` itself, then — for a protocol —
    /// every conformer, or — for a class — only the subclasses that declare `name` themselves (or, for a property,
    /// that the walk stored into), in name order.
    private func receivers(of type: String, declaring name: String, isProtocol: Bool, stored: Bool) -> [String] {
        let all = receiverTypes(type)
        if isProtocol || all.count == 1 { return all }
        let storing = stored ? storedOwners[name] ?? [] : []
        let key = ReceiverQuery(type: type, name: name, stored: storing.count)
        if let known = receiversMemo[key] { return known }
        // With nothing stored into the property, the receivers are the program's: every walk shares them.
        let shared = MemberQuery(type: type, name: name, project: project)
        if storing.isEmpty, let known = program.shared.receivers[shared] {
            receiversMemo[key] = known
            return known
        }
        let declaring = program.memberOwners[name]
        // Subclasses are at most a few hundred (``Program/subtypes``): each is looked up, nothing is copied.
        let chosen = all.dropFirst().filter { declaring?.contains($0) == true || storing.contains($0) }
        let result = [type] + chosen
        receiversMemo[key] = result
        if storing.isEmpty { program.shared.receivers[shared] = result }
        return result
    }
    private var receiversMemo: [ReceiverQuery: [String]] = [:]
    /// A member looked up on a type; `stored` is how many owners the walk has stored the property into (0 for a method).
    private struct ReceiverQuery: Hashable {
        let type: String
        let name: String
        let stored: Int
    }

    private func adoptedProtocols(_ type: String) -> [String] {
        var result: [String] = []
        var queue = [type]
        var seen: Set<String> = []
        while let next = queue.popLast(), seen.count < 64 {
            guard seen.insert(next).inserted else { continue }
            for index in linker.typesByName[next] ?? [] {
                for inherited in linker.types[index].fact.inherits {
                    if linker.protocols.contains(inherited) { result.append(inherited) }
                    queue.append(inherited)
                }
            }
        }
        return result
    }

    /// The arguments of a call bound to `function`'s parameters by label, in order (parameters with default values
    /// may be skipped; trailing closures fill the parameters left, in order).
    private func bind(_ arguments: [[Value]], labels: String, to function: FunctionFact) -> [String: [Value]] {
        let declared = Linker.declaredLabels(function.signature)
        guard declared.count == function.parameters.count else { return [:] }
        var result: [String: [Value]] = [:]
        let given = labels.split(separator: ":", omittingEmptySubsequences: false).dropLast()
        var next = 0
        for (position, label) in given.enumerated() where position < arguments.count {
            while next < declared.count && declared[next] != label { next += 1 }
            guard next < declared.count else { break }
            result[function.parameters[next]] = arguments[position]
            next += 1
        }
        // Trailing closures.
        var parameter = next
        for position in given.count..<max(given.count, arguments.count) where parameter < function.parameters.count {
            result[function.parameters[parameter]] = arguments[position]
            parameter += 1
        }
        return result
    }

    /// What a SwiftUI view of the app's that is no module shows (`RootView`'s `body`: each view it builds, in every
    /// branch); nil for any other type.
    func bodyValues(of type: String) -> [Value]? {
        guard moduleID(of: type) == nil, !accessors("body", of: type).isEmpty else { return nil }
        return propertyValue(type, "body")
    }

    // MARK: Types

    private func inProject(_ other: String?) -> Bool {
        project == nil || other == nil || other == project
    }

    /// The module whose component `type` is (any role but presenter, interactor and entity: those are not shown).
    func moduleID(of type: String) -> String? {
        if let known = modulesByType[type] { return known }
        let shared = TypeQuery(type: type, project: project, generation: linker.moduleGeneration)
        if let known = program.shared.modules[shared] {
            modulesByType[type] = .some(known)
            return known
        }
        let resolution = linker.resolveType(type, project: project)
        let module = resolution.modules.count == 1 ? resolution.modules[0].id : nil
        modulesByType[type] = .some(module)
        program.shared.modules[shared] = .some(module)
        return module
    }
    private var modulesByType: [String: String?] = [:]

    /// The module a case of the app's module catalog names (`AppModules.cart` → Cart), if `type` is a catalog.
    private func catalogModule(_ type: String, _ caseName: String) -> String? {
        guard (linker.typesByName[type] ?? []).contains(where: { linker.types[$0].catalogNames != nil }),
              let found = linker.draftsByName[ModuleNaming.moduleName(fromCase: caseName)] else { return nil }
        return linker.pick(found, project: project)?.id
    }

    func moduleID(of value: Value) -> String? {
        switch value {
        case .instance(let type), .enumCase(let type, _): return type.isEmpty ? nil : moduleID(of: type)
        case .screen(let module): return module
        default: return nil
        }
    }
}

extension ValueFlow {
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
        let modules = SharedMemo<TypeQuery, String?>()
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
        let registrations: [String: [(function: Int, closure: Int)]]
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
        /// With one project, the receivers of a member on each type others inherit from: the type, then its subtypes
        /// the app constructs (all of them when it constructs none). With several, each walk filters by its project.
        let receiverLists: [String: [String]]
        /// Every assignment to a property, by the property's name: a function's `assign` step.
        let assignments: [String: [Assignment]]
        struct Assignment {
            let function: Int
            let step: Int
        }

        init(_ linker: Linker) {
            var constructed: Set<String> = []
            var registrations: [String: [(function: Int, closure: Int)]] = [:]
            var freeFunctions: [String: [Int]] = [:]
            var assignments: [String: [Assignment]] = [:]
            // Every call in `value`; `function` is set for a step's own value, where a registration counts.
            func scan(_ value: ValueFact, function: Int?) {
                switch value {
                case .call(let callee, _, let arguments):
                    if case .name(let name) = callee, name.first?.isUppercase == true { constructed.insert(name) }
                    if case .member(.name(let name), "init") = callee { constructed.insert(name) }
                    if let function, case .member(_, let method) = callee, method == "register" || method == "autoregister",
                       case .member(.name(let type), "self")? = arguments.first,
                       case .closure(let closure)? = arguments.last(where: { if case .closure = $0 { return true } else { return false } }) {
                        registrations[type, default: []].append((function, closure))
                    }
                    scan(callee, function: function)
                    for argument in arguments { scan(argument, function: function) }
                case .member(let base, _), .typed(let base, _):
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
            var methods: [String: [Int]] = [:]
            var ownMethods: [Member: [Int]] = [:]
            for (index, record) in linker.functions.enumerated() {
                if let owner = record.fact.owner { ownMethods[Member(owner: owner, name: record.fact.name), default: []].append(index) }
                if record.fact.owner == nil { freeFunctions[record.fact.name, default: []].append(index) }
                if record.fact.owner != nil, record.fact.name != "init", record.fact.signature.utf8.contains(UInt8(ascii: "(")) {
                    methods[record.fact.name, default: []].append(index)
                }
                for (position, step) in record.fact.steps.enumerated() {
                    scan(step.value, function: index)
                    if let target = step.target { scan(target, function: nil) }
                    if step.kind == .assign {
                        switch step.target {
                        case .member(_, let name)?, .name(let name)?: assignments[name, default: []].append(Assignment(function: index, step: position))
                        default: break
                        }
                    }
                }
                // A closure's statements are steps already; what it returns may be built only there.
                for closure in record.fact.closures { for value in closure.returns { scan(value, function: nil) } }
            }
            for record in linker.types {
                for property in record.fact.properties { if let value = property.value { scan(value, function: nil) } }
            }
            for file in linker.files {
                for scene in file.storyboard?.scenes ?? [] { if let name = scene.customClass { constructed.insert(name) } }
            }
            self.constructed = constructed
            self.assignments = assignments
            self.registrations = registrations
            self.freeFunctions = freeFunctions
            self.methods = methods
            self.ownMethods = ownMethods
            var propertyOwners: Set<Member> = []
            var memberOwners: [String: Set<String>] = [:]
            for record in linker.types {
                for property in record.fact.properties {
                    propertyOwners.insert(Member(owner: record.fact.qualifiedName, name: property.name))
                    memberOwners[property.name, default: []].insert(record.fact.qualifiedName)
                }
            }
            self.propertyOwners = propertyOwners
            for record in linker.functions {
                if let owner = record.fact.owner { memberOwners[record.fact.name, default: []].insert(owner) }
            }
            self.memberOwners = memberOwners
            severalProjects = Set(linker.types.map(\.project)).count > 1
            caseNames = Set(linker.types.lazy.flatMap { $0.fact.cases.map(\.name) })
            functionNames = Set(linker.functions.lazy.filter { $0.fact.owner != nil }.map(\.fact.name))
            var subtypes: [String: [(name: String, project: String?)]] = [:]
            for type in linker.inheritors.keys {
                var queue = [type]
                var seen: Set<String> = [type]
                var found: [(name: String, project: String?)] = []
                while let next = queue.popLast(), seen.count < 256 {
                    for index in linker.inheritors[next] ?? [] {
                        let record = linker.types[index]
                        let name = record.fact.qualifiedName
                        guard seen.insert(name).inserted else { continue }
                        queue.append(name)
                        if record.fact.kind != .protocol && record.fact.kind != .extension { found.append((name, record.project)) }
                    }
                }
                if !found.isEmpty { subtypes[type] = found.sorted { $0.name < $1.name } }
            }
            self.subtypes = subtypes
            var receiverLists: [String: [String]] = [:]
            if !severalProjects {
                for (type, listed) in subtypes { receiverLists[type] = Self.receiverList(type, among: listed.map(\.name), constructed: constructed) }
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
