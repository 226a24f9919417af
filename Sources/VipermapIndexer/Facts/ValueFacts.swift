/// An expression kept with its structure, for the link step's value-flow walk (``ValueFlow``).
///
/// A `ValueFact` says how a value is *computed*: which member of which value is read, which function is called with
/// which arguments. The link evaluates it against every file's
/// declarations (what `rootBuilder` of `AppComponent` holds, what `build()` of the builders that can be there
/// returns), so `AppComponent().rootBuilder.build()` is followed through a property typed by a protocol to the
/// conforming builder's method. Names are kept as written; the facts stay a pure function of one file.
public indirect enum ValueFact: Codable, Sendable, Hashable {
    /// An unqualified name: a local, a parameter, a property or method of the enclosing type, a type, a global.
    case name(String)
    /// `self` (`Self` too: a static context reads it as the type).
    case selfValue
    /// `super`: the same object, its members looked up from its superclass (`super.init(…)`, `super.viewDidLoad()`).
    case superValue
    /// `base.name`: a property, a static member, an enum case, a method named without calling it.
    case member(ValueFact, String)
    /// `.name`: an enum case or static member of the type the context expects.
    case implicitMember(String)
    /// `callee(arguments)`, trailing closures included as arguments labelled `_`. `labels` is the argument labels in
    /// order, each followed by `:`, trailing closures left out (as ``HelperCallFact/labels``).
    case call(ValueFact, labels: String, arguments: [ValueFact])
    /// A closure: the index of its ``ClosureFact`` in the function's ``FunctionFact/closures``.
    case closure(Int)
    /// An array or tuple literal: a collection is followed as the values it holds.
    case collection([ValueFact])
    /// A dictionary literal, its keys and values in order (`["Chat": makeChat, "Inbox": makeInbox]`): followed as the
    /// values it holds, and — read with a key the walk knows (`screens["Chat"]`) — as the values stored under it.
    case dictionary(keys: [ValueFact], values: [ValueFact])
    /// `base[key]` with one unlabelled argument: a dictionary's value under `key`, or an element of a collection.
    case element(ValueFact, key: ValueFact)
    /// One of several values (`a ?? b`, `c ? a : b`, `x as? T` keeps `x`).
    case either([ValueFact])
    /// A value of a declared type (`var next: UIViewController`).
    case instance(String)
    /// A value, or — when nothing the map follows gives it one — a value of the declared type
    /// (`let f: ListFactory = container.resolve()`, `x as? DetailsRouter`).
    case typed(ValueFact, String)
    /// `true` or `false`: a launch path passing `fireAction: false` does not run `if fireAction { … }`.
    case literal(String)
    /// A literal or anything else that holds no value the map follows.
    case opaque

    /// The deepest a value is stored: deeper expressions are cut to ``opaque`` where they are read (the facts of
    /// hostile input stay small, and the link's recursion over them stays shallow).
    public static let maximumDepth = 24
}

/// A closure in a function's body. Its statements count for the enclosing function (a closure stored, passed to
/// `forEach`, `DispatchQueue.main.async` or a completion handler runs sooner or later); what it returns is its value.
public struct ClosureFact: Codable, Sendable, Hashable {
    /// Parameter names (`$0`, `$1`… for a closure that names none but uses them).
    public var parameters: [String]
    /// The closure this one is written in, nil for the body itself: whose names it sees.
    public var parent: Int?
    /// What it returns: its `return`s, a single expression, or (for a result builder's closure, `Group { if … { A() }
    /// else { B() } }`) each expression statement.
    public var returns: [ValueFact]
    /// For each of ``returns``, the position in the function's ``FunctionFact/steps`` of the statement that gives it:
    /// a closure called while the call that made it runs takes only the branches that call can take (`switch link {
    /// case .cart: self.openCart() … }` in a completion handler).
    public var returnSteps: [Int]

    public init(parameters: [String], returns: [ValueFact], returnSteps: [Int] = []) {
        self.parameters = parameters
        self.returns = returns
        self.returnSteps = returnSteps
    }
}

extension ClosureFact {
    /// Records `value` as one of what the closure gives, from the function's step at position `step`.
    mutating func append(_ value: ValueFact, step: Int) {
        returns.append(value)
        returnSteps.append(step)
    }
}

/// One thing a function body does with a value, in source order.
public struct ValueStepFact: Codable, Sendable, Hashable {
    public enum Kind: UInt8, Codable, Sendable {
        /// An expression statement or condition whose value is not kept (`starter.boot()`).
        case evaluate
        /// `let name = value`, `if let name = value`, `name = value` on a local: ``name`` holds ``value`` (with every
        /// other value bound to the same name: the flow is not ordered).
        case bind
        /// `target = value` on something that is not a local (`window.rootViewController = x`, `self.steps = y`).
        case assign
        /// `return value`, or a single-expression body.
        case returns
    }

    public var kind: Kind
    /// The local a ``Kind/bind`` step binds.
    public var name: String?
    /// What an ``Kind/assign`` step assigns to.
    public var target: ValueFact?
    public var value: ValueFact
    public var line: Int
    /// The condition of the innermost `if`, `guard` or `switch` case around the step within its function, as written
    /// (`session.user == nil`, `else: session.user == nil`, `case .signedIn`); nil when none.
    public var branch: String?
    /// For a step in a `switch` case: the switched value, as written (`self`, `route`).
    public var subject: String?
    /// The conditions of the branches around ``branch`` within the function, innermost first, written as ``branch``
    /// is; ``outerSubjects`` holds each one's switched value (`""` when it is no `switch` case).
    public var outerBranches: [String] = []
    public var outerSubjects: [String] = []
    /// The compilation conditions around the step (`DEBUG`, `!DEBUG`, `os(iOS) && DEBUG`), nil outside any `#if`.
    public var condition: String?
    /// The closure the step is written in (its index in ``FunctionFact/closures``, the innermost one), nil for the body
    /// itself: a name is read in that scope.
    public var closure: Int?
    /// A ``Kind/bind`` step that declares its name (`let x = …`, `if let x`, a closure's parameter) rather than assigning
    /// a local declared before: declared in a closure, the name is seen only there and in the closures inside it.
    public var declares = false

    public init(kind: Kind, name: String? = nil, target: ValueFact? = nil, value: ValueFact, line: Int, branch: String? = nil,
                subject: String? = nil) {
        self.kind = kind
        self.name = name
        self.target = target
        self.value = value
        self.line = line
        self.branch = branch
        self.subject = subject
    }
}

extension ValueFact {
    /// Calls `body` with every name this value reads or calls (`x.name`, `name(…)`), nested ones included.
    func forEachName(depth: Int = 0, _ body: (String) -> Void) {
        guard depth < Self.maximumDepth else { return }
        switch self {
        case .name(let name): body(name)
        case .member(let base, let name): body(name); base.forEachName(depth: depth + 1, body)
        case .call(let callee, _, let arguments):
            callee.forEachName(depth: depth + 1, body)
            for argument in arguments { argument.forEachName(depth: depth + 1, body) }
        case .typed(let base, _): base.forEachName(depth: depth + 1, body)
        case .element(let base, let key): base.forEachName(depth: depth + 1, body); key.forEachName(depth: depth + 1, body)
        case .collection(let values), .either(let values): for value in values { value.forEachName(depth: depth + 1, body) }
        case .dictionary(let keys, let values): for value in keys + values { value.forEachName(depth: depth + 1, body) }
        case .selfValue, .superValue, .implicitMember, .closure, .instance, .literal, .opaque: break
        }
    }

    /// The expression written back as Swift, as the facts keep it (a route's `target`: the screen argument of a call
    /// whose screen the map cannot name). Names as written, backquoted when they are no plain identifier; a closure is
    /// `{ … }`; what the facts do not keep (a string literal, an operator's operands they cut) is `…`.
    public var sourceText: String {
        switch self {
        case .name(let name): return Self.identifier(name)
        case .selfValue: return "self"
        case .superValue: return "super"
        case .member(let base, let name): return "\(base.sourceText).\(Self.identifier(name))"
        case .implicitMember(let name): return ".\(Self.identifier(name))"
        case .call(.name(let name), _, let arguments) where arguments.count == 2 && !name.isEmpty && name.allSatisfy({ "?!=<>&|+-*/%".contains($0) }):
            return "\(arguments[0].sourceText) \(name) \(arguments[1].sourceText)"
        case .call(let callee, let labels, let arguments):
            let written = labels.split(separator: ":", omittingEmptySubsequences: false).dropLast().map(String.init)
            var inside: [String] = []
            var trailing: [String] = []
            for (position, argument) in arguments.enumerated() {
                if position < written.count {
                    let label = written[position]
                    inside.append(label.isEmpty || label == "_" ? argument.sourceText : "\(label): \(argument.sourceText)")
                } else {
                    trailing.append(argument.sourceText)
                }
            }
            // `names.map { … }`: a call with only a trailing closure is written without parentheses.
            let call = inside.isEmpty && !trailing.isEmpty ? callee.sourceText : "\(callee.sourceText)(\(inside.joined(separator: ", ")))"
            return trailing.isEmpty ? call : ([call] + trailing).joined(separator: " ")
        case .closure: return "{ … }"
        case .collection(let elements): return "[\(elements.map(\.sourceText).joined(separator: ", "))]"
        case .dictionary(let keys, let values):
            return keys.isEmpty ? "[:]" : "[\(zip(keys, values).map { "\($0.sourceText): \($1.sourceText)" }.joined(separator: ", "))]"
        case .element(let base, let key): return "\(base.sourceText)[\(key.sourceText)]"
        case .either(let values): return values.map(\.sourceText).joined(separator: " ?? ")
        case .instance(let type): return type
        case .typed(let inner, _): return inner.sourceText
        case .literal(let text): return text
        case .opaque: return "…"
        }
    }

    /// `name`, backquoted unless it is a plain identifier (`lower case Router` is written `` `lower case Router` ``).
    private static func identifier(_ name: String) -> String {
        guard let first = name.unicodeScalars.first else { return name }
        let plain = (first == "_" || first == "$" || first.properties.isXIDStart)
            && name.unicodeScalars.dropFirst().allSatisfy { $0 == "_" || $0.properties.isXIDContinue }
        return plain ? name : "`\(name)`"
    }
}
