import VipermapModel

/// The part of the graph a diff picture shows: every module a change touches, the modules one route away
/// from them (grey context), and the routes among them, each with its kind of change.
struct DiffNeighbourhood {
    enum Kind: String { case added, removed, changed, context }

    struct Node {
        let id: String
        let kind: Kind
    }

    struct Edge {
        let from: String
        let to: String
        let label: String
        let kind: Kind
    }

    let nodes: [Node]
    let edges: [Edge]

    init(diff: MapDiff, base: AppMap, head: AppMap) {
        var kinds: [String: Kind] = [:]
        for module in diff.addedModules { kinds[module.id] = .added }
        for module in diff.removedModules { kinds[module.id] = .removed }
        for change in diff.changedModules { kinds[change.head.id] = .changed }

        var edges: [Edge] = []
        func edge(_ route: Route, _ kind: Kind, label: String? = nil) {
            guard let from = route.from, let to = route.to, !route.isBack else { return }
            edges.append(Edge(from: from, to: to, label: label ?? Self.label(route), kind: kind))
        }
        for route in diff.addedRoutes { edge(route, .added) }
        for route in diff.removedRoutes { edge(route, .removed) }
        for change in diff.changedRoutes { edge(change.head, .changed, label: "\(Self.label(change.base)) → \(Self.label(change.head))") }

        var touched = Set(kinds.keys)
        for e in edges { touched.insert(e.from); touched.insert(e.to) }

        // Context: unchanged routes (head side) with one end in the touched set.
        var changedSignatures = Set(diff.addedRoutes.map(MapDiff.signature))
        changedSignatures.formUnion(diff.changedRoutes.map { MapDiff.signature($0.head) })
        var contextNodes: Set<String> = []
        var contextEdges: [Edge] = []
        for route in MapDiff.distinct(head.routes) where !changedSignatures.contains(MapDiff.signature(route)) {
            guard let from = route.from, let to = route.to, !route.isBack, touched.contains(from) || touched.contains(to) else { continue }
            contextNodes.insert(from)
            contextNodes.insert(to)
            contextEdges.append(Edge(from: from, to: to, label: Self.label(route), kind: .context))
        }
        for id in touched.union(contextNodes) where kinds[id] == nil { kinds[id] = .context }
        nodes = kinds.keys.sorted().map { Node(id: $0, kind: kinds[$0]!) }
        self.edges = (edges + contextEdges).sorted { ($0.from, $0.to, $0.label, $0.kind.rawValue) < ($1.from, $1.to, $1.label, $1.kind.rawValue) }
    }

    var isEmpty: Bool { nodes.isEmpty }

    static func label(_ route: Route) -> String {
        route.trigger.map { "\(route.transition.rawValue): \($0)" } ?? route.transition.rawValue
    }
}
