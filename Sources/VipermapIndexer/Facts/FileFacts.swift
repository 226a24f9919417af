import VipermapModel

/// Everything the indexer needs from one file, and nothing that depends on another file.
///
/// A pure function of (relative path, bytes): that is what lets files be parsed in parallel and cached.
/// Names are kept as written; deciding what they mean (modules, targets) is the link step's job.
public struct FileFacts: Codable, Sendable, Hashable {
    /// Path relative to the scanned root, `/`-separated.
    public var path: String
    public var types: [TypeFact] = []
    public var functions: [FunctionFact] = []
    public var markers: [MarkerFact] = []
    /// Set for `.storyboard` files.
    public var storyboard: StoryboardFacts?
    /// Per-file problems (unreadable, not UTF-8, parse errors) that become findings.
    public var problems: [ProblemFact] = []
    /// The names the file's code refers to (`x.name`, `name(…)`, `#selector(name)`) that its value facts do not read or
    /// call (one in a property's closure, an operator's operand), sorted, each once: with the value facts' names, every
    /// name it refers to — a method no file names is never called.
    public var referencedNames: [String] = []

    public init(path: String) {
        self.path = path
    }
}

/// A type declaration or an extension.
public struct TypeFact: Codable, Sendable, Hashable {
    public enum Kind: String, Codable, Sendable {
        case `class`, `struct`, `enum`, `protocol`, `actor`, `extension`
    }

    /// Dotted name including enclosing types (`AppModules.Wallet`, `Login.Presenter`); for an extension the
    /// extended type as written.
    public var qualifiedName: String
    public var kind: Kind
    /// Inherited types and conformances as written, generic arguments removed (`BaseWireframe<VC>` → `BaseWireframe`).
    public var inherits: [String]
    public var line: Int
    /// Enum cases in declaration order.
    public var cases: [EnumCaseFact] = []
    /// Number of members (properties, methods, nested types, cases…) in this declaration's body.
    public var memberCount: Int
    /// Stored and computed properties: name and the type they hold, as written (for resolving `trackBuilder.makeModule()`).
    public var properties: [PropertyFact] = []
    /// Generic parameter names (`VC` of `BaseWireframe<VC>`): never modules.
    public var genericParameters: [String] = []
    /// Method requirements of a protocol: `navigateToHome()` in a wireframe interface.
    public var requirements: [RequirementFact] = []
    /// The declaration has a generic `where` clause (a constrained extension, `extension P where Self: …`). Whether an
    /// extension is a protocol's is said on its functions (``FunctionFact/inProtocolExtension``: a `where` clause, or
    /// a protocol declared in this file); the link step decides for protocols declared elsewhere.
    public var hasWhereClause: Bool = false
    /// The Objective-C name an `@objc(Name)` attribute gives the class: what a storyboard's `customClass` says.
    public var objcName: String?

    /// The last component of ``qualifiedName``.
    public var simpleName: String {
        // Searched as UTF-8 bytes: the link step asks this for every type many times, and splitting by
        // Character (grapheme breaking) made it a fifth of a whole index run.
        if let dot = qualifiedName.utf8.lastIndex(of: UInt8(ascii: ".")) {
            let name = qualifiedName.utf8[qualifiedName.utf8.index(after: dot)...]
            if !name.isEmpty { return String(Substring(name)) }
        } else {
            return qualifiedName
        }
        return qualifiedName.split(separator: ".").last.map(String.init) ?? qualifiedName
    }
    /// The enclosing type's dotted name, if nested.
    public var parentName: String? {
        guard let dot = qualifiedName.lastIndex(of: ".") else { return nil }
        return String(qualifiedName[..<dot])
    }
}

/// One `case` of an enum.
public struct EnumCaseFact: Codable, Sendable, Hashable {
    public var name: String
    public var line: Int
}

/// A method requirement of a protocol: its name, line, signature (`make(_:context:)`) and declared return type. A call
/// on a value of the protocol whose implementation the walk does not see gives a value of that type.
public struct RequirementFact: Codable, Sendable, Hashable {
    public var name: String
    public var line: Int
    public var signature: String
    public var returnType: String?

    public init(name: String, line: Int, signature: String = "", returnType: String? = nil) {
        self.name = name
        self.line = line
        self.signature = signature
        self.returnType = returnType
    }
}

/// A property of a type: its declared type or the type its initializer builds.
public struct PropertyFact: Codable, Sendable, Hashable {
    public var name: String
    /// Type annotation as written (optionals and generic arguments removed), if any.
    public var typeName: String?
    /// The initializer's value with its structure (``ValueFact``), if any; closures in it are not kept.
    public var value: ValueFact?
}

/// A function, initializer or accessor body and what it does that matters for navigation.
public struct FunctionFact: Codable, Sendable, Hashable {
    /// Dotted name of the enclosing type or extended type; nil for free functions.
    public var owner: String?
    /// Base name (`navigate`, `didSelectLoginAction`, `init`).
    public var name: String
    /// Name with argument labels (`didSelectLoginAction(with:password:)`).
    public var signature: String
    public var line: Int
    public var isPrivate: Bool
    public var isStatic: Bool
    public var parameters: [String]
    /// Parameter type names as written (`LoginNavigationOption`).
    public var parameterTypes: [String]
    /// No statements at all.
    public var isEmpty: Bool
    /// Cases of the outermost `switch` statements in the body (for `navigate(to:)`).
    public var switchCases: [SwitchCaseFact] = []
    /// Unqualified or `self.` calls (helpers of the same type), with their switch-case context.
    public var helperCalls: [HelperCallFact] = []
    /// Calls on another object that may fire a route: `wireframe.navigate(to: .home)`, `router.routeToX()`.
    public var outgoingCalls: [OutgoingCallFact] = []
    /// True when the function is declared inside a protocol extension or a constrained extension.
    public var inProtocolExtension: Bool = false
    /// The getter made of a stored property's initial value that is an immediately called closure (`lazy var root:
    /// UIViewController = { … }()`): it runs once, when the object is made or the property first read.
    public var isInitialValue: Bool = false
    /// The declared return type (a computed property's type), as written without optionals; nil when none.
    public var returnType: String?
    /// What the body does with values, in source order (closures' statements included): the call graph and value
    /// flow of the link (``ValueFact``).
    public var steps: [ValueStepFact] = []
    /// The closures of the body, indexed by ``ValueFact/closure(_:)``.
    public var closures: [ClosureFact] = []
    /// The function's own generic parameters (`T` of `func instantiate<T: UIViewController>() -> T`): names of no type,
    /// standing for what each caller asks for.
    public var genericParameters: [String] = []
    /// Each parameter's default value (`drop: Drop = .none`), nil for one without; empty when no parameter has one.
    public var parameterDefaults: [ValueFact?] = []
}

/// One `case` clause of a switch.
public struct SwitchCaseFact: Codable, Sendable, Hashable {
    /// Case names (`home`, `details` for `.details(let x)`); `default` for the default clause.
    public var labels: [String]
    public var line: Int
    /// The body does nothing (`break` or no statements).
    public var isEmpty: Bool
}

/// A call to a method of the same type (`showDetails(item)`, `self.openList()`).
public struct HelperCallFact: Codable, Sendable, Hashable {
    public var name: String
    public var line: Int
    public var caseLabels: [String]?
    public var condition: String?
    /// Argument labels in order, each followed by `:` (`_:` for none), trailing closures left out (see
    /// ``OutgoingCallFact/labels``).
    public var labels: String = ""
}

/// `x.navigate(to: .case)` or `x.routeToY(…)` on something that is not `self`.
public struct OutgoingCallFact: Codable, Sendable, Hashable {
    /// Base expression's last identifier (`_wireframe`, `router`).
    public var receiver: String
    public var method: String
    /// For `navigate(to: .case)`, the case name.
    public var option: String?
    public var line: Int
    /// Argument labels in order, each followed by `:` (`_:` for none), trailing closures left out, as in a signature
    /// (`series:`, `_:animated:`): tells `open(series:)` from `open(menu:)`. One string, most often short enough to
    /// be stored inline: every call with arguments has one.
    public var labels: String = ""
}

/// A comment or code marker that says a module is not finished.
public struct MarkerFact: Codable, Sendable, Hashable {
    public enum Kind: String, Codable, Sendable {
        case todo, fixme, placeholder, implementationPending, fatalError
    }
    public var kind: Kind
    /// Text shown in evidence (the comment, placeholder or message).
    public var text: String
    public var line: Int
    /// Dotted name of the enclosing type, if any.
    public var owner: String?
}

/// A per-file problem.
public struct ProblemFact: Codable, Sendable, Hashable {
    /// `unreadableFile`, `notUTF8`, `binaryFile`, `parseError`, `parseTimeout`, `malformedStoryboard`.
    public var rule: String
    public var message: String
    public var line: Int?
}

/// What a storyboard declares.
public struct StoryboardFacts: Codable, Sendable, Hashable {
    public var initialViewController: String?
    public var scenes: [StoryboardScene] = []
    public var segues: [StoryboardSegue] = []
}

/// A view controller scene.
public struct StoryboardScene: Codable, Sendable, Hashable {
    /// The `id` attribute of the view controller element.
    public var id: String
    public var customClass: String?
    public var storyboardIdentifier: String?
    public var line: Int
    /// A storyboard reference (`viewControllerPlaceholder`): the storyboard it opens, and the scene's identifier
    /// there (nil: that storyboard's initial view controller).
    public var referencedStoryboard: String?
    public var referencedIdentifier: String?
}

/// A segue between scenes.
public struct StoryboardSegue: Codable, Sendable, Hashable {
    /// The scene (view controller id) that holds the segue.
    public var source: String
    public var destination: String
    /// `show`, `push`, `presentation`, `embed`, `relationship`, …
    public var kind: String
    public var identifier: String?
    public var line: Int
    /// An unwind segue's action (`unwindAddItem:`): the scene whose controller declares it is where it unwinds to.
    public var unwindAction: String?
}
