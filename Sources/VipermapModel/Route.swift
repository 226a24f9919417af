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

    public init(
        from: String?,
        to: String?,
        transition: Transition,
        trigger: String? = nil,
        file: String,
        line: Int,
        target: String? = nil,
        condition: String? = nil,
        triggeredBy: [CallSite] = []
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
    }

    enum CodingKeys: String, CodingKey {
        case from, to, transition, trigger, file, line, target, condition, triggeredBy
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
    }

    /// True for `dismiss` and `pop`: a way back, not a route to a module.
    public var isBack: Bool { transition.isBack }
    /// True when the target could not be resolved to a module (and it is not a way back).
    public var isUnresolved: Bool { to == nil && !isBack }

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
        return CanonicalOrder.compare(lhs.condition, rhs.condition) < 0
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
