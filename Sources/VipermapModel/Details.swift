/// A file and 1-based line, relative to the scanned root.
public struct SourceLocation: Codable, Hashable, Sendable, Comparable {
    public var file: String
    public var line: Int

    public init(file: String, line: Int) {
        self.file = file
        self.line = line
    }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.file, lhs.line) < (rhs.file, rhs.line)
    }
}

/// A case of a module's NavigationOption enum (or a `navigateToX()` method of its wireframe interface).
public struct NavigationOption: Codable, Hashable, Sendable {
    public var name: String
    public var file: String
    public var line: Int
    /// `handled`: a case of `navigate(to:)` performs a navigation; `unhandled`: no case handles it;
    /// `dead`: a case handles it with a body that does nothing.
    public var state: State

    public enum State: String, Codable, Hashable, Sendable, CaseIterable {
        case handled, unhandled, dead
    }

    public init(name: String, file: String, line: Int, state: State) {
        self.name = name
        self.file = file
        self.line = line
        self.state = state
    }
}

/// One reason behind a module's status.
public struct Evidence: Codable, Hashable, Sendable, Comparable {
    /// What was seen, e.g. `placeholder`, `implementationPending`, `emptyBody`, `missingComponent`,
    /// `unhandledOption`, `todo`, `fixme`, `fatalError`, `unresolvedRoute`, `catalogOnly`, `routeTargetOnly`.
    public var kind: String
    /// The status this evidence points to.
    public var status: ModuleStatus
    /// Human-readable sentence (may quote source text: untrusted).
    public var message: String
    public var file: String?
    public var line: Int?

    public init(kind: String, status: ModuleStatus, message: String, file: String? = nil, line: Int? = nil) {
        self.kind = kind
        self.status = status
        self.message = message
        self.file = file
        self.line = line
    }

    enum CodingKeys: String, CodingKey { case kind, status, message, file, line }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(kind, forKey: .kind)
        try c.encode(status, forKey: .status)
        try c.encode(message, forKey: .message)
        try c.encode(file, forKey: .file)
        try c.encode(line, forKey: .line)
    }

    public static func < (lhs: Evidence, rhs: Evidence) -> Bool {
        // (file ?? "", line ?? 0, kind, message), without building the tuples.
        var order = CanonicalOrder.compare(lhs.file, rhs.file)
        if order != 0 { return order < 0 }
        order = CanonicalOrder.compare(lhs.line ?? 0, rhs.line ?? 0)
        if order != 0 { return order < 0 }
        order = CanonicalOrder.compare(lhs.kind, rhs.kind)
        if order != 0 { return order < 0 }
        return lhs.message < rhs.message
    }
}

/// An app entry point: the first module shown at launch.
public struct EntryPoint: Codable, Hashable, Sendable, Comparable {
    public var module: String
    public var file: String
    public var line: Int
    /// `appDelegate`, `sceneDelegate`, `storyboard`, …
    public var kind: String
    /// The condition of the `if`, `guard` or `switch` case the launch code shows this module in, as written
    /// (`settings.welcomeShown`, `else: session.user == nil`); nil when launch always shows it. Not written when nil.
    public var branch: String?

    public init(module: String, file: String, line: Int, kind: String, branch: String? = nil) {
        self.module = module
        self.file = file
        self.line = line
        self.kind = kind
        self.branch = branch
    }

    public static func < (lhs: EntryPoint, rhs: EntryPoint) -> Bool {
        var order = CanonicalOrder.compare(lhs.module, rhs.module)
        if order != 0 { return order < 0 }
        order = CanonicalOrder.compare(lhs.file, rhs.file)
        if order != 0 { return order < 0 }
        if lhs.line != rhs.line { return lhs.line < rhs.line }
        if lhs.kind != rhs.kind { return lhs.kind < rhs.kind }
        return CanonicalOrder.compare(lhs.branch, rhs.branch) < 0
    }
}

/// Something the indexer or analysis noticed. Severity is decided later, by `vipermap check`'s rules.
public struct Finding: Codable, Hashable, Sendable, Comparable {
    /// Rule id, e.g. `unhandledOption`, `deadOption`, `unresolvedRoute`, `undefinedModule`, `unreachableModule`,
    /// `missingComponent`, `scaffoldedModule`, `unreadableFile`, `parseError`.
    public var rule: String
    public var message: String
    public var module: String?
    public var file: String?
    public var line: Int?

    public init(rule: String, message: String, module: String? = nil, file: String? = nil, line: Int? = nil) {
        self.rule = rule
        self.message = message
        self.module = module
        self.file = file
        self.line = line
    }

    enum CodingKeys: String, CodingKey { case rule, message, module, file, line }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(rule, forKey: .rule)
        try c.encode(message, forKey: .message)
        try c.encode(module, forKey: .module)
        try c.encode(file, forKey: .file)
        try c.encode(line, forKey: .line)
    }

    public static func < (lhs: Finding, rhs: Finding) -> Bool {
        // (file ?? "", line ?? 0, rule, module ?? "", message), without building the tuples.
        var order = CanonicalOrder.compare(lhs.file, rhs.file)
        if order != 0 { return order < 0 }
        order = CanonicalOrder.compare(lhs.line ?? 0, rhs.line ?? 0)
        if order != 0 { return order < 0 }
        order = CanonicalOrder.compare(lhs.rule, rhs.rule)
        if order != 0 { return order < 0 }
        order = CanonicalOrder.compare(lhs.module, rhs.module)
        if order != 0 { return order < 0 }
        return lhs.message < rhs.message
    }
}
