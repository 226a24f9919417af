/// Adjacency views of the map: ids, not references.
extension AppMap {
    /// Target module ids by source module id, over routes that lead to a module (no back or unresolved routes).
    public var successors: [String: Set<String>] {
        var result: [String: Set<String>] = [:]
        for route in routes {
            guard let from = route.from, let to = route.to, !route.isBack else { continue }
            result[from, default: []].insert(to)
        }
        return result
    }

    /// Source module ids by target module id.
    public var predecessors: [String: Set<String>] {
        var result: [String: Set<String>] = [:]
        for route in routes {
            guard let from = route.from, let to = route.to, !route.isBack else { continue }
            result[to, default: []].insert(from)
        }
        return result
    }

    /// Module ids that start the app: entry points, and targets of routes with no source.
    public var entryModuleIDs: Set<String> {
        var ids = Set(entryPoints.map(\.module))
        for route in routes where route.from == nil {
            if let to = route.to { ids.insert(to) }
        }
        return ids
    }
}
