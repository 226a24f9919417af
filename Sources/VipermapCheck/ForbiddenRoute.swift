/// A boundary in `.vipermap.yml`: no route may go from a module matching ``from`` to one matching ``to``.
public struct ForbiddenRoute: Hashable, Sendable {
    /// Matches the route's source module.
    public var from: ModulePattern
    /// Matches the route's target module.
    public var to: ModulePattern
    /// Why the boundary exists; quoted in the finding's message.
    public var reason: String?

    /// A boundary from `from` to `to`.
    public init(from: ModulePattern, to: ModulePattern, reason: String? = nil) {
        self.from = from
        self.to = to
        self.reason = reason
    }
}
