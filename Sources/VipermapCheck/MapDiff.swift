import VipermapModel

/// What a change does to navigation: modules and routes added, removed and changed between two maps.
///
/// Routes are matched in two passes: first by source, target and trigger (a different transition makes the
/// pair *changed*), then the leftovers by source and target alone (a different trigger makes it *changed*).
/// Line numbers never count, so moving code is not a change.
public struct MapDiff: Hashable, Sendable {
    /// Modules only HEAD has, by id.
    public var addedModules: [Module]
    /// Modules only BASE has, by id.
    public var removedModules: [Module]
    /// Modules on both sides whose status or domain differs, by id.
    public var changedModules: [ModuleChange]
    /// Routes only HEAD has (as HEAD has them).
    public var addedRoutes: [Route]
    /// Routes only BASE has (as BASE has them).
    public var removedRoutes: [Route]
    /// Routes matched across the sides whose transition or trigger differs.
    public var changedRoutes: [RouteChange]

    /// A module present on both sides whose status or domain differs.
    public struct ModuleChange: Hashable, Sendable {
        public var base: Module
        public var head: Module
    }

    /// A route present on both sides whose transition or trigger differs.
    public struct RouteChange: Hashable, Sendable {
        public var base: Route
        public var head: Route
    }

    /// The kinds of change `--fail-on` can name.
    public enum Kind: String, CaseIterable, Sendable {
        case addedModule = "added-module"
        case removedModule = "removed-module"
        case changedModule = "changed-module"
        case addedRoute = "added-route"
        case removedRoute = "removed-route"
        case changedRoute = "changed-route"
    }

    /// Compares `base` (before the change) with `head` (after it).
    public init(base: AppMap, head: AppMap) {
        let baseModules = base.modulesByID
        let headModules = head.modulesByID
        addedModules = headModules.keys.filter { baseModules[$0] == nil }.sorted().map { headModules[$0]! }
        removedModules = baseModules.keys.filter { headModules[$0] == nil }.sorted().map { baseModules[$0]! }
        changedModules = baseModules.keys.sorted().compactMap { id in
            guard let old = baseModules[id], let new = headModules[id], old.status != new.status || old.domain != new.domain else { return nil }
            return ModuleChange(base: old, head: new)
        }

        var baseLeft = Self.distinct(base.routes)
        var headLeft = Self.distinct(head.routes)
        var changed: [RouteChange] = []
        // Pass 1: same endpoints and trigger; pass 2: same endpoints.
        for key in [Self.fullKey, Self.endpointKey] {
            var headByKey: [String: [Route]] = [:]
            for route in headLeft { headByKey[key(route), default: []].append(route) }
            var unmatchedBase: [Route] = []
            for route in baseLeft {
                let k = key(route)
                if var candidates = headByKey[k], !candidates.isEmpty {
                    // Prefer an identical route so that only true changes are reported.
                    let index = candidates.firstIndex { Self.signature($0) == Self.signature(route) } ?? 0
                    let match = candidates.remove(at: index)
                    headByKey[k] = candidates
                    if Self.signature(match) != Self.signature(route) {
                        changed.append(RouteChange(base: route, head: match))
                    }
                } else {
                    unmatchedBase.append(route)
                }
            }
            baseLeft = unmatchedBase
            headLeft = headByKey.values.flatMap { $0 }.sorted()
        }
        addedRoutes = headLeft.sorted()
        removedRoutes = baseLeft.sorted()
        changedRoutes = changed.sorted { $0.base < $1.base }
    }

    /// True when nothing changed.
    public var isEmpty: Bool {
        addedModules.isEmpty && removedModules.isEmpty && changedModules.isEmpty
            && addedRoutes.isEmpty && removedRoutes.isEmpty && changedRoutes.isEmpty
    }

    /// How many changes of `kind` there are.
    public func count(of kind: Kind) -> Int {
        switch kind {
        case .addedModule: return addedModules.count
        case .removedModule: return removedModules.count
        case .changedModule: return changedModules.count
        case .addedRoute: return addedRoutes.count
        case .removedRoute: return removedRoutes.count
        case .changedRoute: return changedRoutes.count
        }
    }

    /// Where a route leads, unresolved targets by their expression and ways back as `(back)`.
    static func targetKey(_ route: Route) -> String {
        route.to ?? (route.isBack ? "(back)" : "?{\(route.target ?? "")}")
    }

    static func fullKey(_ route: Route) -> String {
        [route.from ?? "(entry)", targetKey(route), route.trigger ?? ""].joined(separator: "\u{1F}")
    }

    static func endpointKey(_ route: Route) -> String {
        [route.from ?? "(entry)", targetKey(route)].joined(separator: "\u{1F}")
    }

    static func signature(_ route: Route) -> String {
        [fullKey(route), route.transition.rawValue, route.condition ?? ""].joined(separator: "\u{1F}")
    }

    /// One route per signature: the same navigation written twice (two call sites) is one edge of the graph.
    static func distinct(_ routes: [Route]) -> [Route] {
        var seen: Set<String> = []
        return routes.sorted().filter { seen.insert(signature($0)).inserted }
    }
}
