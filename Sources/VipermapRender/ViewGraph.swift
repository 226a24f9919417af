import VipermapModel

/// The graph a picture shows: the nodes and edges a ``MapView`` selects from an ``AppMap``, in a stable order.
/// Every writer (DOT, Mermaid) draws from it, so they always agree on what is in a view.
public struct ViewGraph: Sendable, Hashable {
    /// Human title (`Whole app`, `Domain Auth`, …).
    public var title: String
    public var nodes: [ViewNode]
    public var edges: [ViewEdge]
    /// Whether nodes are grouped in a cluster per domain (or per area).
    public var clustered: Bool
    /// What ``ViewNode/domain`` groups by: domains, or areas (the overview and an area's picture).
    public var grouping: Grouping

    /// The grouping a picture's clusters and overview boxes stand for.
    public enum Grouping: String, Sendable, Hashable {
        case domain
        case area
    }

    public init(title: String, nodes: [ViewNode], edges: [ViewEdge], clustered: Bool, grouping: Grouping = .domain) {
        self.title = title
        self.nodes = nodes
        self.edges = edges
        self.clustered = clustered
        self.grouping = grouping
    }

    /// Module ids drawn as modules (stubs included), sorted.
    public var moduleIDs: [String] { nodes.compactMap(\.moduleID).sorted() }
}

/// One box in a picture.
public struct ViewNode: Sendable, Hashable {
    public enum Kind: String, Sendable, Hashable {
        /// A module of the view.
        case module
        /// A module outside the domain being drawn, shown because a route links it with the domain.
        case stub
        /// A whole group (overview): an area (``ViewGraph/grouping``).
        case domain
        /// Where an unresolved route leads: the target expression, when known.
        case unresolved
        /// A system screen (UIKit's, an SDK's or a dependency's controller), titled by its type: one per source
        /// module and type, drawn only with `--show system`.
        case system
        /// A plain screen (a view controller of the app that is no module), titled by its type: one per type,
        /// drawn only with `--show plain`.
        case plain
        /// Where back transitions lead.
        case back
        /// App launch, the source of entry points.
        case launch
    }

    /// DOT/Mermaid node name: synthetic (`m3`, `d1`, `u0`), never derived from indexed text, so no name can
    /// break out of its quotes.
    public var key: String
    public var kind: Kind
    /// The module's id for modules and stubs.
    public var moduleID: String?
    /// First line of the label (module or domain name; the target expression for unresolved nodes).
    public var title: String
    /// Group the node is clustered in, if any: its domain, or its area when the view groups by area.
    public var domain: String?
    public var status: ModuleStatus?
    /// Component badges (V/I/P/R/W/…) in canonical order.
    public var badges: [String]
    public var isEntry: Bool
    /// Extra text line (domain counts in the overview).
    public var detail: String?
    /// A module no project target builds: drawn dashed and labelled "not built".
    public var notBuilt = false
    /// For a module: its routes to kinds the view hides, as one compact line ("+3 system screens · 2 unresolved").
    public var mark: String?

    public init(key: String, kind: Kind, moduleID: String? = nil, title: String, domain: String? = nil,
                status: ModuleStatus? = nil, badges: [String] = [], isEntry: Bool = false, detail: String? = nil) {
        self.key = key
        self.kind = kind
        self.moduleID = moduleID
        self.title = title
        self.domain = domain
        self.status = status
        self.badges = badges
        self.isEntry = isEntry
        self.detail = detail
    }
}

/// One arrow in a picture.
public struct ViewEdge: Sendable, Hashable {
    public var from: String
    public var to: String
    /// nil for aggregated overview edges.
    public var transition: Transition?
    /// The trigger (or `N routes` in the overview).
    public var label: String?
    /// Number of routes the edge stands for (1 except in the overview).
    public var weight: Int
    /// The route's target could not be resolved (drawn red to a placeholder).
    public var isUnresolved: Bool

    public init(from: String, to: String, transition: Transition?, label: String?, weight: Int = 1, isUnresolved: Bool = false) {
        self.from = from
        self.to = to
        self.transition = transition
        self.label = label
        self.weight = weight
        self.isUnresolved = isUnresolved
    }
}
