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
///
/// The walk is split by concern: evaluating an expression (`ValueFlow+Evaluate.swift`), calls and what they dispatch
/// to (`+Calls`), closures and those kept in properties (`+Closures`), properties and what the code stores in them (`+Properties`), what the walk knows of the SDK and of
/// libraries (`+Intrinsics`), and what it needs from the whole app (`+Program`). This file holds the walk's types,
/// its state (an extension holds no stored property) and what it records.
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
        /// A view controller UIKit keeps as a child of a tab bar controller of that type, read off it
        /// (`tabs.selectedViewController`, `tabs.viewControllers`): a stack set on it is that tab's content, embedded in
        /// the tab bar.
        case tab(of: String)

        /// Whether it is a literal (`true`, `"Pump"`).
        var isLiteral: Bool {
            if case .literal = self { return true }
            return false
        }

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
        /// For a call of the navigation table: what the screen is shown from (`parent.show(vc, sender: nil)`: what
        /// `parent` holds; `router.show(from: parent)`: what `parent` holds).
        var from: [Value] = []
        /// Put up when the user acts, not when the code runs (a SwiftUI `NavigationLink`, `sheet`): no launch shows it.
        var onAction = false
        /// A RIB attached (`attachChild`): an embed only when no other event shows the same module.
        var attaches = false
        /// The innermost function running when it was seen that is a module's code (its owner is a module's
        /// component), nil when only code of no module (launch, shared helpers) runs: whose code does it.
        var moduleFunction: Int?
        /// The type whose code ``moduleFunction`` is (``ValueFlow/codeOwner(_:selfType:)``).
        var moduleOwner: String?
        /// The innermost function running that is a module's code, not private and a method: what a route's trigger is.
        var triggerFunction: Int?
        /// The type whose code ``triggerFunction`` is.
        var triggerOwner: String?

        /// Seen while a module's router or wireframe ran on an object the walk did not see built (``unseenParts``):
        /// what it shows its screen from is unknown.
        var onUnseenPart = false
        /// The modules whose screens the code running since ``moduleFunction`` was called built anew (constructed a
        /// screen type of theirs, built a catalog case, ran a module part's factory), sorted: a module showing a new
        /// screen of its own (a child list picker, the next folder) routes to itself.
        var built: [String] = []
        /// Where the walked module's own code (launch code, for a launch walk) hands the shown module on or made the
        /// call that led here, when that is not where the event is (a shared helper, a base router, an extension of
        /// UIKit): the line a route or an entry point is located at.
        var callSite: Site?
        /// The expression that gives the screen (written back by ``ValueFact/sourceText`` for a route's `target`).
        var target: ValueFact?
        /// The cases of the destination the trigger function switches on, where the call was made (`case .grain:` in
        /// `navigate(to destination:)`): each is the route's trigger. Empty: the function's name is.
        var triggerCases: [String] = []
        /// The compilation conditions the code that leads to it runs under, outermost first (`DEBUG`): the route's.
        var condition: String?
    }

    /// A call the walk could not follow that was handed the window or a screen: a library's code, or a value of no
    /// type the walk knows. What it shows is not followed.
    struct Stop: Hashable {
        var function: Int
        var line: Int
        /// `Kit.start(config:)`, `?.configure(with:)` when the receiver's type is unknown.
        var call: String
    }

    /// Where a call is: its function and the step it is in (events are located there).
    struct Site {
        var function: Int
        var line: Int
        var branch: String?
        /// For a step in a `switch` case: the switched value, as written.
        var subject: String?
        /// The compilation conditions around the step (``ValueStepFact/condition``).
        var condition: String?

        init(function: Int, line: Int, branch: String? = nil, subject: String? = nil, condition: String? = nil) {
            (self.function, self.line, self.branch, self.subject, self.condition) = (function, line, branch, subject, condition)
        }

        /// Where step `step` of function `function` is, in a body whose caller's branch is `inheritedBranch`.
        init(function: Int, step: ValueStepFact, inheritedBranch: String?) {
            self.init(function: function, line: step.line, branch: step.branch ?? inheritedBranch,
                      subject: step.branch == nil ? nil : step.subject, condition: step.condition)
        }
    }

    /// One function's body in one context: every step evaluated (calls walked), and what it returns.
    final class Frame {
        let function: Int
        let selfType: String?
        let arguments: [String: [Value]]
        /// The step being evaluated.
        var site: Site?
        /// The branch of the call that runs this body (its steps outside any branch of their own are in it).
        var inheritedBranch: String?
        /// The case `self` is, in a method of an enum called on one case.
        var selfCase: String?
        /// The `bind` steps whose value is being evaluated: a name in a binding's own value is the one it shadows
        /// (`if let module = modules[module.key]` reads the parameter `module`).
        var binding: Set<Int> = []
        /// Values of the `bind` steps already evaluated, by step position.
        var bound: [Int: [Value]] = [:]
        /// The call this frame runs (nil for a closure's or a property's frame).
        let call: CallKey?
        /// Modules whose screen this run read off a navigation stack, cast to the screen's type.
        var stackScreens: Set<String> = []
        /// The closure whose code is being evaluated (``ValueStepFact/closure``), nil for the body: the names it sees.
        var scope: Int?
        init(function: Int, selfType: String?, arguments: [String: [Value]], call: CallKey? = nil) {
            self.function = function
            self.selfType = selfType
            self.arguments = arguments
            self.call = call
        }
    }

    /// A call in one context. Its hash is computed once: a call's key is looked up in the memo, the running set and
    /// the memo again, and hashing nested value arrays each time was a tenth of the walk.
    struct CallKey: Hashable {
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

    /// At most this many values are kept for one expression (sorted, the first kept): a value set past it says
    /// nothing useful and would multiply the work.
    static let maximumValues = 24
    /// Calls and property reads nested deeper than this give their declared type: the walk recurses as the code
    /// does, and a thread's stack is small (the link runs on worker threads).
    static let maximumDepth = 40
    /// Expressions evaluated inside each other (through locals, closures, calls) deeper than this give nothing.
    static let maximumNesting = 600

    // MARK: What the walk saw

    /// The screens the walk saw put up, in the order it saw them.
    var events: [Event] = []
    var seenEvents: Set<EventKey> = []
    /// What makes an event the same as one seen: its transition, where it is, what it shows and what it embeds in.
    struct EventKey: Hashable {
        let transition: Transition
        let function: Int
        let line: Int
        let values: [Value]
        let container: [Value]
    }
    /// The calls it could not follow that were handed the window or a screen.
    var stops: [Stop] = []
    var seenStops: Set<Stop> = []
    /// Where a dependency container is asked for a factory under a key the walk cannot fold or no registration uses
    /// (``resolved(_:labels:at:)``).
    var unresolvedKeys: Set<Stop> = []
    /// The functions the walk ran, in the order it first ran them (positions in ``Linker/functions``).
    var walked: [Int] = []
    /// The root whose run reached each of ``walked`` first, same order.
    var rootOfWalked: [Int] = []
    /// When each of ``walked`` was first run, on the clock events share, same order.
    var walkedAt: [Int] = []
    /// The branch each of ``walked`` was first reached in (a caller's `if`/`switch` case), same order.
    var branchOfWalked: [String?] = []
    /// Whether each of ``walked`` was first run on a module part the walk did not see built (``unseenParts``).
    var unseenOfWalked: [Bool] = []
    var walkedSet: Set<Int> = []
    /// The clock events and walked functions share (``Event/sequence``, ``walkedAt``).
    var clock = 0
    /// The root being run: what events and walked functions are credited to.
    var currentRoot = 0
    /// The modules the running root's owner is part of (none for launch code): whose code is the walked module's.
    private(set) var rootDrafts: [Linker.Draft] = []
    /// Evaluation steps left; none left: the walk stops where it is (``exhausted``).
    private var budget: Int
    /// Steps taken so far.
    private(set) var stepsTaken = 0
    /// Whether the budget ran out: what the walk saw is incomplete (``grant(_:)`` lets it go on).
    private(set) var exhausted = false

    // MARK: The app and the walk's state

    /// The link whose facts and modules the walk reads.
    let linker: Linker
    /// The project the walk's types resolve in (a folder of several apps never mixes one app's types into another's).
    let project: String?
    /// What the walk needs from the whole app (constructed types, registrations, free functions).
    let program: Program
    /// The branch of the step being evaluated, or of the call that led to it: what a callee's steps inherit.
    var contextBranch: String?
    /// What each call returned, in its context: only runs that were not muted or cut short by the budget.
    var memo: [CallKey: [Value]] = [:]
    /// The memoized calls of computed properties' getters: what they read may change with a store.
    var getterCalls: [CallKey] = []
    /// The calls of methods that read a property of their own `self` while they ran: what they return and show may
    /// change with a store into it.
    var selfReaders: [Member: Set<CallKey>] = [:]
    /// The calls running, outermost first, for the ones whose `self` is of some type (``selfReaders``).
    var selfCalls: [CallKey] = []
    /// The functions running, outermost first (a closure runs as the function that holds it).
    var stack: [Int] = []
    /// For each of ``stack``, the type whose code it is (``codeOwner(_:selfType:)``).
    var stackOwners: [String?] = []
    /// For each of ``stack``, ``buildCount`` when it started: what it has built since (``noteBuilt(_:)``).
    var stackMarks: [Int] = []
    /// The positions in ``stack`` of the closures kept in a property that run where they are called
    /// (``deferredClosures(of:selfType:)``).
    var storedClosureRuns: [Int] = []
    /// The modules whose screens the walk has seen built (``noteBuilt(_:)``), in order: what a call built is what
    /// was added while it ran (a log, so that asking costs what the call built, not what the walk did).
    var builtLog: [String] = []
    var buildCount: Int { builtLog.count }
    /// The modules each memoized call or closure built (``built(since:)``): seen built again when the memo answers.
    var builtMemo: [CallKey: [String]] = [:]
    var closureBuiltMemo: [ClosureKey: [String]] = [:]
    /// The frames of the calls running, outermost first: a closure called while the call that made it runs sees that
    /// call's parameters (``closureResult(function:index:selfType:calledWith:)``).
    var frames: [Frame] = []
    /// The calls running (a call of one of them gives its declared type: recursion is not followed).
    var running: Set<CallKey> = []
    /// How deep calls and property reads are nested (``maximumDepth``).
    var depth = 0
    /// How deep expressions are nested (``maximumNesting``).
    var nesting = 0
    /// Above zero while a module's router or wireframe runs on an object the walk did not see built (``moduleParts(_:)``).
    var unseenParts = 0
    /// The style given to the LightRoute node whose receiver is being evaluated (`….to(preferred: .navigation(style:
    /// .push))`): the transition of the ``NavigationAPI/Shown/typeArgument`` call that makes the node.
    var nodeStyle: Transition?
    /// Above zero while ``assignedAnywhere(_:_:byItself:)`` runs code out of the walk's order: no event is recorded and nothing
    /// memoized.
    var muted = 0
    /// Publishing a value to subscribers (``publish(_:to:at:)``): how deep, and what the presentations they set present.
    var publishing = 0
    var sheetContents: [Value] = []
    /// Per function, whether it is a module's code (``isModuleCode(_:owner:)``).
    var moduleCode: [Int: Bool] = [:]
    private var modulesByType: [String: String?] = [:]

    // Memos of the walk: each is read and written by the extension of its concern (an extension holds no stored
    // property). Evaluating:
    var bindingsByFunction: [Int: [String: [Int]]] = [:]
    /// Whether a binding's branch is being checked (``nameValue(_:in:)``): a condition read while checking one is not
    /// checked again (a branch's condition may read names bound in branches).
    var checkingBindingBranch = false
    /// How many times the walk read a global the app's code stored into: a call or property read that read one is
    /// not memoized.
    var globalReads = 0
    var caseLabelMemo: [String: [String]] = [:]
    // Properties:
    var propertyMemo: [PropertyQuery: [Value]] = [:]
    var propertyRunning: Set<PropertyQuery> = []
    /// A property read: `name` on a value of `type` (of enum case `selfCase`).
    struct PropertyQuery: Hashable {
        let type: String
        let name: String
        let selfCase: String?
    }
    /// `self.p = v` anywhere walked, by owner and property: what a property is given.
    var stores: [Member: Set<Value>] = [:]
    /// Owners of each property stored into by the walk, by property name.
    var storedOwners: [String: Set<String>] = [:]
    /// ``assignedAnywhere(_:_:byItself:)`` by type and property, for the whole walk: it depends on no root's stores.
    var anywhereMemo: [Member: Set<Value>] = [:]
    /// The same, counting only what the type's own methods assign (``assignedAnywhere(_:_:byItself:)``).
    var byItselfMemo: [Member: Set<Value>] = [:]
    /// ``handedToInitializers(_:_:)`` by type and property, for the whole walk.
    var handedMemo: [Member: Set<Value>] = [:]
    /// ``handedByAssignments(_:_:conformingTo:)`` by type and property, for the whole walk.
    var handedByAssignmentMemo: [Member: Set<Value>] = [:]
    // Calls and dispatch:
    var lookupMemo: [Member: [Int]] = [:]
    var closureMemo: [ClosureKey: [Value]] = [:]
    var closureRunning: Set<ClosureKey> = []
    /// A closure called in one context: the call that made it, when it is still running (nil: called later).
    struct ClosureKey: Hashable {
        let closure: Value
        let maker: CallKey?
        /// What a closure kept in a property is called with (``closureResult(function:index:selfType:calledWith:)``); empty otherwise.
        var arguments: [[Value]] = []
    }
    var implementationsMemo: [MethodQuery: [(Int, String)]] = [:]
    var receiverMemo: [String: [String]] = [:]
    var ancestorsMemo: [String: [String]] = [:]
    var receiversMemo: [ReceiverQuery: [String]] = [:]
    /// A member looked up on a type; `stored` is how many owners the walk has stored the property into (0 for a method).
    struct ReceiverQuery: Hashable {
        let type: String
        let name: String
        let stored: Int
    }
    // What the walk knows of the SDK:
    var loadedViews: Set<String> = []
    var embedsMemo: [Int: Bool] = [:]
    var embeddedMemo: [String: [String]] = [:]

    /// A launch walk: an event is located at the outermost call launch makes with the module it shows
    /// (``handOnSite(of:after:)``).
    var locatesLaunch = false
    /// The argument expressions of the call being made (set while its callee is dispatched): what a sink reads its
    /// screen's expression from.
    var argumentFacts: [ValueFact] = []

    init(linker: Linker, program: Program, project: String?, budget: Int) {
        self.linker = linker
        self.project = project
        self.budget = budget
        self.program = program
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
            forgetPropertyReads()
        }
        run(root: index)
    }

    /// Runs function `index` (a launch root) with `self` its owner and its parameters unknown.
    func run(root index: Int) {
        currentRoot = index
        let record = linker.functions[index]
        rootDrafts = record.fact.owner.map { linker.drafts(forOwner: $0, project: record.project) } ?? []
        _ = call(index, selfType: linker.functions[index].fact.owner, arguments: casesPassed(to: index))
    }

    /// Gives a walk that ran out `steps` more, to run its roots again: what it worked out in full before it ran out
    /// (memoized calls, property reads, closures) is reused, and what it cut short was never memoized, so the walk
    /// goes on where it stopped instead of starting over.
    func grant(_ steps: Int) {
        budget += steps
        exhausted = false
    }

    /// Takes one evaluation step from the budget; false when none is left (the walk is then ``exhausted``).
    func spend() -> Bool {
        if budget <= 0 { exhausted = true; return false }
        budget -= 1
        stepsTaken += 1
        return true
    }

    /// Forgets what properties were read as, and the getters' memoized calls: what they read was stored into.
    func forgetPropertyReads() {
        propertyMemo.removeAll(keepingCapacity: true)
        for getter in getterCalls { memo[getter] = nil }
        getterCalls.removeAll(keepingCapacity: true)
    }

    /// Notes that the running calls whose `self` is of `type` read its property `name` (``selfReaders``).
    func noteSelfRead(_ type: String, _ name: String) {
        for call in selfCalls.reversed() where call.selfType == type {
            selfReaders[Member(owner: type, name: name), default: []].insert(call)
        }
    }

    /// Forgets the memoized calls that read `property` of their own `self`: it now holds more, and a method that read
    /// it (`move()` reading `self.target`, stored by each `Mover(target: …)`) shows what it holds now when run again.
    /// The walk knows an object by its type only: this is how a second object of the type is seen.
    func forgetSelfReaders(of property: Member) {
        guard let calls = selfReaders.removeValue(forKey: property) else { return }
        for call in calls { memo[call] = nil }
    }

    /// A value of a declared type (`Self`: of `selfType`), nothing for `Void`.
    func declared(_ type: String?, selfType: String?, generics: [String] = []) -> [Value] {
        guard let type = type.map(Self.elementType), !type.isEmpty, type != "Void", type != "()" else { return [] }
        // `(UIViewController, CartInput)`: a tuple holds a value of each element's type.
        if let elements = Self.tupleElements(type) {
            return Self.capped(Set(elements.flatMap { declared($0, selfType: selfType, generics: generics) }))
        }
        // A generic parameter (`T` of `func instantiate<T>() -> T`) is whatever the caller asks for, no type of its own.
        if generics.contains(type) { return [] }
        if type == "Self" { return selfType.map { [.instance($0)] } ?? [] }
        // A generic parameter of `self`'s type (`var viewController: ViewController` in `BaseWireframe<ViewController>`)
        // likewise, even where another type of the app has that name.
        if let selfType, program.typeGenericParameters.contains(type),
           (linker.typesByName[selfType] ?? []).contains(where: { linker.types[$0].fact.genericParameters.contains(type) }) { return [] }
        return [.instance(nestedType(type, from: selfType))]
    }

    /// The type an unqualified name written in code of `selfType` names, as Swift looks it up: a type nested in
    /// `selfType`, then in each type around it (`StateModel` in `Settings.RootView` is `Settings.StateModel` when the app
    /// declares one), else the name itself.
    func nestedType(_ name: String, from selfType: String?) -> String {
        guard var scope = selfType, program.nestedNames.contains(name) else { return name }
        while true {
            let candidate = "\(scope).\(name)"
            if declaresType(candidate) { return candidate }
            guard let dot = scope.lastIndex(of: ".") else { return name }
            scope = String(scope[..<dot])
        }
    }

    /// Whether the app declares `type` (an extension of it declares none).
    func declaresType(_ type: String) -> Bool {
        (linker.typesByName[type] ?? []).contains { linker.types[$0].fact.kind != .extension }
    }

    /// The element types of a tuple type (`(screen: UIViewController, CartInput)?` → `UIViewController`, `CartInput`);
    /// nil for any other type (a function's, one in parentheses).
    static func tupleElements(_ type: String) -> [String]? {
        var text = Substring(type)
        while let last = text.last, last == "?" || last == "!" { text = text.dropLast() }
        guard text.first == "(", text.last == ")", !isFunctionType(type) else { return nil }
        text = text.dropFirst().dropLast()
        var elements: [Substring] = []
        var depth = 0, start = text.startIndex
        for index in text.indices {
            switch text[index] {
            case "(", "[", "<": depth += 1
            case ")", "]", ">": depth -= 1
            case "," where depth == 0:
                elements.append(text[start..<index])
                start = text.index(after: index)
            default: break
            }
        }
        guard !elements.isEmpty else { return nil }
        elements.append(text[start...])
        return elements.map { element in
            // A labelled element (`screen: UIViewController`) is its type.
            var element = element
            if let colon = element.firstIndex(of: ":"), !element[..<colon].contains(where: { "([<".contains($0) }) {
                element = element[element.index(after: colon)...]
            }
            return String(element.trimmingCharacters(in: .whitespacesAndNewlines))
        }
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

    /// The values sorted, at most ``maximumValues`` of them.
    static func capped(_ values: Set<Value>) -> [Value] {
        let sorted = values.sorted()
        return sorted.count > maximumValues ? Array(sorted.prefix(maximumValues)) : sorted
    }

    // MARK: Types

    /// Whether a declaration of `other`'s project is in this walk's.
    func inProject(_ other: String?) -> Bool {
        project == nil || other == nil || other == project
    }

    /// The module whose component `type` is (any role but presenter, interactor and entity: those are not shown).
    func moduleID(of type: String) -> String? {
        if let known = modulesByType[type] { return known }
        let shared = TypeQuery(type: type, project: project, generation: linker.modules.generation)
        if let known = program.shared.modules[shared] {
            modulesByType[type] = .some(known)
            return known
        }
        let resolution = linker.resolveType(type, project: project)
        var module = resolution.modules.count == 1 ? resolution.modules[0].id : nil
        // A view controller of no module's that subclasses one module's screen (`EditablePostsFeedViewController:
        // PostsFeedViewController`, which the module's configurator builds in its place) is that module's screen.
        if module == nil, resolution.modules.isEmpty, isScreenType(type) {
            let inherited = Set(linker.hierarchy.supertypes(of: type).compactMap { supertype -> String? in
                guard isScreenType(supertype) else { return nil }
                let found = linker.resolveType(supertype, project: project).modules
                return found.count == 1 && found[0].components.contains(where: { $0.type == supertype && $0.role == .view }) ? found[0].id : nil
            })
            if inherited.count == 1 { module = inherited.first }
        }
        modulesByType[type] = .some(module)
        program.shared.modules[shared] = .some(module)
        return module
    }

    /// The module whose screen a value is: a module's component, or a screen read off one.
    func moduleID(of value: Value) -> String? {
        switch value {
        case .instance(let type), .enumCase(let type, _): return type.isEmpty ? nil : moduleID(of: type)
        case .screen(let module): return module
        default: return nil
        }
    }
}
