/// How a view is laid out: the engine, and what is dropped to keep a big graph within its budget.
///
/// Measured on a 2-core machine (DESIGN.md): `dot` lays out a few hundred modules in seconds but takes more than
/// 300 s and 2 GB on 2,000 modules with 5,000 labelled routes, and fails on clustered graphs of about 500 modules
/// without `newrank`. So `dot` is used only below ``dotNodeLimit``/``dotEdgeLimit``; bigger graphs go to `sfdp`
/// with straight edges, and edge labels are dropped past ``labelEdgeLimit`` (they would be unreadable anyway).
/// Dense graphs (more than ``densityLimit`` edges per node) also go to `sfdp`.
public struct LayoutPlan: Sendable, Hashable {
    public var engine: String
    /// Whether domains are drawn as clusters (only `dot`, `fdp` and `neato` draw clusters reliably).
    public var clustered: Bool
    public var edgeLabels: Bool
    /// Whether the DOT carries fixed positions (a grid by domain) for the `nop` engine, the fallback of last resort.
    public var grid: Bool

    public static let dotNodeLimit = 250
    public static let dotEdgeLimit = 600
    public static let labelEdgeLimit = 400
    /// Edges per node above which a graph counts as dense.
    public static let densityLimit = 4

    public init(engine: String, clustered: Bool, edgeLabels: Bool, grid: Bool = false) {
        self.engine = engine
        self.clustered = clustered
        self.edgeLabels = edgeLabels
        self.grid = grid
    }

    /// The plan for `graph`: `requested` when given, otherwise an engine chosen by size.
    public static func choose(for graph: ViewGraph, engine requested: String? = nil) -> LayoutPlan {
        let nodes = graph.nodes.count
        let edges = graph.edges.count
        // Dense graphs (the overview of a big app: 40 domains, 400 edges) make dot's crossing minimisation and spline
        // routing explode (33 s measured) while sfdp takes 0.1 s, so density counts as well as size.
        let small = nodes <= dotNodeLimit && edges <= dotEdgeLimit && edges <= densityLimit * max(nodes, 10)
        let engine = requested ?? (small ? "dot" : "sfdp")
        let clusters = graph.clustered && ["dot", "fdp"].contains(engine) && (small || requested != nil)
        return LayoutPlan(engine: engine, clustered: clusters, edgeLabels: edges <= labelEdgeLimit || (engine == "dot" && small))
    }

    /// The cheaper plan to try when this one runs out of time; nil when there is none left.
    /// `dot` → `sfdp` without labels → a grid (`nop`); any other engine → the grid.
    public var fallback: LayoutPlan? {
        if grid { return nil }
        if engine == "dot" { return LayoutPlan(engine: "sfdp", clustered: false, edgeLabels: false) }
        return LayoutPlan(engine: "nop", clustered: false, edgeLabels: false, grid: true)
    }

    /// Short description for notes: `sfdp without clusters or edge labels`.
    public var summary: String {
        if grid { return "a fixed grid (no layout)" }
        var dropped: [String] = []
        if !clustered { dropped.append("clusters") }
        if !edgeLabels { dropped.append("edge labels") }
        return dropped.isEmpty ? engine : "\(engine) without \(dropped.joined(separator: " or "))"
    }
}
