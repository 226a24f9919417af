/// How a view is laid out: the engine, and what is dropped to keep a big graph within its budget.
///
/// The plan is decided from the graph alone, before anything is laid out, so the same view always gets the same
/// plan and the same picture whatever the machine's speed or load (``choose(for:engine:)``). The wall-clock budget
/// (`--layout-timeout`) is only a safety net: when it is hit the render fails (``GraphvizError/timedOut(engine:seconds:)``,
/// exit 4); it never swaps in another picture.
///
/// Measured on a 2-core machine (DESIGN.md, Benchmarks/render-results.md): `dot` lays out 240 modules with 600
/// labelled routes in 4 s of CPU, but takes more than 300 s and 2 GB on 2,000 modules with 5,000 labelled routes,
/// and fails on clustered graphs of about 500 modules without `newrank`. So `dot` is used only below
/// ``dotNodeLimit``/``dotEdgeLimit``; bigger graphs go to `sfdp` with straight edges, and edge labels are dropped past
/// ``labelEdgeLimit`` (they would be unreadable anyway). Dense graphs (more than ``densityLimit`` edges per node) also
/// go to `sfdp`. `sfdp` takes 3 s of CPU on 2,000 modules and 5,000 routes (about 7,500 nodes plus edges) and grows a
/// little faster than linearly, so past ``sfdpWorkLimit`` nodes plus edges the view is drawn as a fixed grid
/// in view order (`nop`: positions written in the DOT, linear time), which no machine can be too slow for.
public struct LayoutPlan: Sendable, Hashable {
    public var engine: String
    /// Whether domains are drawn as clusters (only `dot`, `fdp` and `neato` draw clusters reliably).
    public var clustered: Bool
    public var edgeLabels: Bool
    /// Whether the DOT carries fixed positions (a grid, in view order) for the `nop` engine.
    public var grid: Bool

    public static let dotNodeLimit = 250
    public static let dotEdgeLimit = 600
    public static let labelEdgeLimit = 400
    /// Edges per node above which a graph counts as dense.
    public static let densityLimit = 4
    /// Nodes plus edges above which even `sfdp` is not used and the view is drawn as a grid: about 10 s of `sfdp`
    /// CPU time on the machine above, a sixth of the default `--layout-timeout`.
    public static let sfdpWorkLimit = 25_000

    public init(engine: String, clustered: Bool, edgeLabels: Bool, grid: Bool = false) {
        self.engine = engine
        self.clustered = clustered
        self.edgeLabels = edgeLabels
        self.grid = grid
    }

    /// The fixed grid: no layout engine runs, positions are computed in O(n) by ``DOTWriter``.
    public static let fixedGrid = LayoutPlan(engine: "nop", clustered: false, edgeLabels: false, grid: true)

    /// The size of laying out `graph`, as the plan counts it: nodes plus edges.
    public static func work(of graph: ViewGraph) -> Int { graph.nodes.count + graph.edges.count }

    /// The plan for `graph`: `requested` when given, otherwise an engine chosen by the graph's size (nodes, edges,
    /// edges per node, ``work(of:)``). Depends on nothing but the graph, so it is the same on every machine.
    public static func choose(for graph: ViewGraph, engine requested: String? = nil) -> LayoutPlan {
        let nodes = graph.nodes.count
        let edges = graph.edges.count
        if requested == nil && work(of: graph) > sfdpWorkLimit { return fixedGrid }
        // Dense graphs (the overview of a big app: 40 domains, 400 edges) make dot's crossing minimisation and spline
        // routing explode (33 s measured) while sfdp takes 0.1 s, so density counts as well as size.
        let small = nodes <= dotNodeLimit && edges <= dotEdgeLimit && edges <= densityLimit * max(nodes, 10)
        let engine = requested ?? (small ? "dot" : "sfdp")
        let clusters = graph.clustered && ["dot", "fdp"].contains(engine) && (small || requested != nil)
        return LayoutPlan(engine: engine, clustered: clusters, edgeLabels: edges <= labelEdgeLimit || (engine == "dot" && small))
    }

    /// The cheaper plan to try when this one *fails* (Graphviz reports an error, or its layout process dies); nil
    /// when there is none left. A failure depends only on the graph and Graphviz, never on timing, so the picture
    /// stays the same from one machine to the next. `dot` → `sfdp` without labels → the grid; any other engine → the grid.
    public var fallback: LayoutPlan? {
        if grid { return nil }
        if engine == "dot" { return LayoutPlan(engine: "sfdp", clustered: false, edgeLabels: false) }
        return Self.fixedGrid
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
