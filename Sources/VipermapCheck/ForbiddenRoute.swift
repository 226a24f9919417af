/// A boundary in `.vipermap.yml`: no route may go from a module matching ``from`` to one matching ``to``.
public struct ForbiddenRoute: Hashable, Sendable {
    public var from: ModulePattern
    public var to: ModulePattern
    /// Why the boundary exists; quoted in the finding's message.
    public var reason: String?

    public init(from: ModulePattern, to: ModulePattern, reason: String? = nil) {
        self.from = from
        self.to = to
        self.reason = reason
    }
}
