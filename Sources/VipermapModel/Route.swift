/// A navigation from one module to another (or back, or to a target known only at run time).
public struct Route: Codable, Hashable, Sendable, Comparable {
    /// The module the navigation starts from; nil for an app entry point.
    public var from: String?
    /// The target module; nil when the target is only known at run time (see ``target``) or for back transitions.
    public var to: String?
    public var transition: Transition
    /// The NavigationOption case (`home`) or router method (`routeToWalletActivity`) that performs it; or a segue identifier.
    public var trigger: String?
    /// Path relative to the scanned root of the call that performs the navigation.
    public var file: String
    public var line: Int
    /// Source text of the target expression when ``to`` could not be resolved (`makeController(for: item)`).
    public var target: String?
    /// Compilation condition when the route sits in an `#if` branch (`DEBUG`, `!DEBUG`).
    public var condition: String?
    /// The methods that fire this route (presenter calls of `wireframe.navigate(to: .x)` or `router.routeToX()`).
    public var triggeredBy: [CallSite]
    /// What the route leads to (see ``RouteKind``).
    public var kind: RouteKind
    /// For a route to a system or plain screen: the controller type that is built or presented
    /// (`UIAlertController`, `LicensesViewController`).
    public var targetType: String?
    /// For a route to a plain screen: the file that declares its type, relative to the scanned root.
    public var targetFile: String?

    public init(
        from: String?,
        to: String?,
        transition: Transition,
        trigger: String? = nil,
        file: String,
        line: Int,
        target: String? = nil,
        condition: String? = nil,
        triggeredBy: [CallSite] = [],
        kind: RouteKind? = nil,
        targetType: String? = nil,
        targetFile: String? = nil
    ) {
        self.from = from
        self.to = to
        self.transition = transition
        self.trigger = trigger
        self.file = file
        self.line = line
        self.target = target
        self.condition = condition
        self.triggeredBy = triggeredBy
        self.kind = kind ?? RouteKind.derived(to: to, transition: transition)
        self.targetType = targetType
        self.targetFile = targetFile
    }

    enum CodingKeys: String, CodingKey {
        case from, to, transition, trigger, file, line, target, condition, triggeredBy, kind, targetType, targetFile
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(from, forKey: .from)
        try c.encode(to, forKey: .to)
        try c.encode(transition, forKey: .transition)
        try c.encode(trigger, forKey: .trigger)
        try c.encode(file, forKey: .file)
        try c.encode(line, forKey: .line)
        try c.encode(target, forKey: .target)
        try c.encode(condition, forKey: .condition)
        try c.encode(triggeredBy, forKey: .triggeredBy)
        try c.encode(kind, forKey: .kind)
        try c.encode(targetType, forKey: .targetType)
        try c.encode(targetFile, forKey: .targetFile)
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        from = try c.decodeIfPresent(String.self, forKey: .from)
        to = try c.decodeIfPresent(String.self, forKey: .to)
        transition = try c.decode(Transition.self, forKey: .transition)
        trigger = try c.decodeIfPresent(String.self, forKey: .trigger)
        file = try c.decode(String.self, forKey: .file)
        line = try c.decode(Int.self, forKey: .line)
        target = try c.decodeIfPresent(String.self, forKey: .target)
        condition = try c.decodeIfPresent(String.self, forKey: .condition)
        triggeredBy = try c.decodeIfPresent([CallSite].self, forKey: .triggeredBy) ?? []
        // Maps written before route kinds: what `to` and the transition say.
        kind = try c.decodeIfPresent(RouteKind.self, forKey: .kind) ?? RouteKind.derived(to: to, transition: transition)
        targetType = try c.decodeIfPresent(String.self, forKey: .targetType)
        targetFile = try c.decodeIfPresent(String.self, forKey: .targetFile)
    }

    /// True for `dismiss` and `pop`: a way back, not a route to a module.
    public var isBack: Bool { transition.isBack }
    /// True when the target is only known at run time: the only kind of route that is doubt. A route to a system
    /// or plain screen is resolved, though it leads to no module.
    public var isUnresolved: Bool { kind == .unresolved }
    /// A forward route whose target vipermap knows: a module, a system screen or a plain screen.
    public var isResolved: Bool { kind == .module || kind == .system || kind == .plain }

    public func normalized() -> Route {
        var copy = self
        copy.normalize()
        return copy
    }

    /// Whether ``normalized()`` would change nothing.
    var isNormalized: Bool { CanonicalOrder.isStrictlyIncreasing(triggeredBy, by: <) }

    mutating func normalize() {
        if !CanonicalOrder.isStrictlyIncreasing(triggeredBy, by: <) { triggeredBy = CanonicalOrder.sortedUnique(triggeredBy, by: <) }
    }

    public static func < (lhs: Route, rhs: Route) -> Bool {
        // (from ?? "", to ?? "", transition.rawValue, trigger ?? "", file, line), then (target ?? "", condition ?? "").
        var order = CanonicalOrder.compare(lhs.from, rhs.from)
        if order != 0 { return order < 0 }
        order = CanonicalOrder.compare(lhs.to, rhs.to)
        if order != 0 { return order < 0 }
        if lhs.transition != rhs.transition { return lhs.transition.rawValueRank < rhs.transition.rawValueRank }
        order = CanonicalOrder.compare(lhs.trigger, rhs.trigger)
        if order != 0 { return order < 0 }
        order = CanonicalOrder.compare(lhs.file, rhs.file)
        if order != 0 { return order < 0 }
        if lhs.line != rhs.line { return lhs.line < rhs.line }
        order = CanonicalOrder.compare(lhs.target, rhs.target)
        if order != 0 { return order < 0 }
        order = CanonicalOrder.compare(lhs.condition, rhs.condition)
        if order != 0 { return order < 0 }
        order = CanonicalOrder.compare(lhs.kind.rawValue, rhs.kind.rawValue)
        if order != 0 { return order < 0 }
        order = CanonicalOrder.compare(lhs.targetType, rhs.targetType)
        if order != 0 { return order < 0 }
        return CanonicalOrder.compare(lhs.targetFile, rhs.targetFile) < 0
    }
}

/// What a route leads to.
public enum RouteKind: String, Codable, Hashable, Sendable, CaseIterable {
    /// A module of the map (`to` is its id).
    case module
    /// A controller the indexed sources do not declare: UIKit's and the SDKs' (alerts, share sheets, pickers,
    /// Safari, mail) or a dependency's. `to` is null; `targetType` names it.
    case system
    /// A view controller the app declares that is no module. `to` is null; `targetType` and `targetFile` name it.
    case plain
    /// Only known at run time (`target` holds the expression): the only kind that is doubt.
    case unresolved
    /// A way back (`dismiss`, `pop`) whose destination the code does not name.
    case back

    /// The kind `to` and the transition imply when nothing else is known.
    public static func derived(to: String?, transition: Transition) -> RouteKind {
        if to != nil { return .module }
        return transition.isBack ? .back : .unresolved
    }
}

/// How a route changes the screen.
public enum Transition: String, Codable, Hashable, Sendable, CaseIterable {
    case push, present, setRoot, embed, show, dismiss, pop, unknown

    /// `dismiss` and `pop` go back; they do not lead to a module.
    public var isBack: Bool { self == .dismiss || self == .pop }

    /// Position of ``rawValue`` among all raw values in String order: sorting by it sorts by raw value.
    var rawValueRank: Int {
        switch self {
        case .dismiss: return 0
        case .embed: return 1
        case .pop: return 2
        case .present: return 3
        case .push: return 4
        case .setRoot: return 5
        case .show: return 6
        case .unknown: return 7
        }
    }
}

/// A method that fires a route (e.g. `LoginPresenter.didSelectLoginAction(with:password:)`).
public struct CallSite: Codable, Hashable, Sendable, Comparable {
    public var type: String
    public var method: String
    public var file: String
    public var line: Int

    public init(type: String, method: String, file: String, line: Int) {
        self.type = type
        self.method = method
        self.file = file
        self.line = line
    }

    public static func < (lhs: CallSite, rhs: CallSite) -> Bool {
        let file = CanonicalOrder.compare(lhs.file, rhs.file)
        if file != 0 { return file < 0 }
        if lhs.line != rhs.line { return lhs.line < rhs.line }
        let type = CanonicalOrder.compare(lhs.type, rhs.type)
        if type != 0 { return type < 0 }
        return lhs.method < rhs.method
    }
}
