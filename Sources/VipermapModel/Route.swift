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
        copy.triggeredBy = Array(Set(triggeredBy)).sorted()
        return copy
    }

    public static func < (lhs: Route, rhs: Route) -> Bool {
        let l = (lhs.from ?? "", lhs.to ?? "", lhs.transition.rawValue, lhs.trigger ?? "", lhs.file, lhs.line)
        let r = (rhs.from ?? "", rhs.to ?? "", rhs.transition.rawValue, rhs.trigger ?? "", rhs.file, rhs.line)
        if l != r { return l < r }
        return (lhs.target ?? "", lhs.condition ?? "") < (rhs.target ?? "", rhs.condition ?? "")
    }
}

/// How a route changes the screen.
public enum Transition: String, Codable, Hashable, Sendable, CaseIterable {
    case push, present, setRoot, embed, show, dismiss, pop, unknown

    /// `dismiss` and `pop` go back; they do not lead to a module.
    public var isBack: Bool { self == .dismiss || self == .pop }
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
        (lhs.file, lhs.line, lhs.type, lhs.method) < (rhs.file, rhs.line, rhs.type, rhs.method)
    }
}
