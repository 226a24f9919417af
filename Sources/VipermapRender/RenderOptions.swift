import Foundation

/// What to draw and how to lay it out.
public struct RenderOptions: Sendable, Hashable {
    /// Which part of the map to draw.
    public var view: MapView
    /// Kinds left out of the picture (``HiddenElement``). By default (``HiddenElement/defaultHidden``) system
    /// screens, plain screens and unresolved targets are no boxes of their own: each module counts its routes to
    /// them in one mark ("+3 system screens · 2 unresolved"). Back transitions (`dismiss`, `pop`) are hidden too:
    /// they lead nowhere in the graph and double the edge count.
    public var hidden: Set<HiddenElement>
    /// Layout engine (one of ``Graphviz/engines``); nil picks one by the view's size (``LayoutPlan``).
    public var engine: String?
    /// Time budget of one layout in seconds, a safety net only: past it the layout is stopped and the render fails
    /// with ``GraphvizError/timedOut(engine:seconds:)`` (no cheaper picture is drawn instead, so output never depends
    /// on the machine's speed; ``LayoutPlan`` keeps layouts far below it). nil or 0 lays out in process with no budget.
    public var layoutTimeout: TimeInterval?
    /// Whether to draw the legend.
    public var legend: Bool
    /// Whether fallbacks (cheaper engine, clusters dropped, labels dropped) are reported on standard error as
    /// well as in ``RenderedMap/notes``.
    public var reportsToStandardError: Bool
    /// Pictures drawn before, by their DOT: a layout whose DOT, engine and formats are unchanged is read from it
    /// instead of drawn again (``LayoutCache``). nil draws every picture.
    public var layoutCache: LayoutCache?
    /// The longest side a PNG may have, in pixels: a larger drawing is scaled down as a whole (the layout and the
    /// other formats are unchanged). nil draws PNGs at the layout's full size (1 pt = 4/3 px).
    public var pngMaxPixels: Int?

    /// When set (a percentage), a PNG that would have to be scaled below it to fit ``pngMaxPixels`` is not drawn: its
    /// data is empty. For PNGs nobody asked for by name (``DefaultFormats``); nil draws every PNG.
    public var pngMinimumScale: Int?

    /// Default PNG cap: 4,096 px, a size every viewer, README and pull-request comment shows whole. A picture that
    /// fits is drawn 1:1 (module labels about 15 px high); the 2,000-module synthetic app's widest domain map,
    /// 9,068 × 3,176 px at 1:1, comes out 4,095 × 1,434.
    public static let defaultPNGMaxPixels = 4_096

    /// Default budget: generous for CI machines, far below CI job timeouts.
    public static let defaultLayoutTimeout: TimeInterval = 60

    public init(
        view: MapView = .app,
        hidden: Set<HiddenElement> = HiddenElement.defaultHidden,
        engine: String? = nil,
        layoutTimeout: TimeInterval? = RenderOptions.defaultLayoutTimeout,
        legend: Bool = true,
        reportsToStandardError: Bool = true,
        layoutCache: LayoutCache? = nil,
        pngMaxPixels: Int? = RenderOptions.defaultPNGMaxPixels,
        pngMinimumScale: Int? = nil
    ) {
        self.view = view
        self.hidden = hidden
        self.engine = engine
        self.layoutTimeout = layoutTimeout
        self.legend = legend
        self.reportsToStandardError = reportsToStandardError
        self.layoutCache = layoutCache
        self.pngMaxPixels = pngMaxPixels
        self.pngMinimumScale = pngMinimumScale
    }
}

/// A part of the map to draw.
public enum MapView: Sendable, Hashable {
    /// Every module, clustered by domain.
    case app
    /// The modules of one domain, plus the modules of other domains they link with (drawn as stubs).
    case domain(String)
    /// The modules within `depth` routes of `module`, following routes out of it, into it, or both.
    case focus(module: String, depth: Int, direction: FocusDirection)
    /// The modules of one area (``Module/area``), plus the modules of other areas they link with (drawn as stubs).
    case area(String)
    /// One node per area; edges carry the number of routes between areas (`--collapse`).
    case overview
}

/// Which routes a focus view follows from its module.
public enum FocusDirection: String, Sendable, Hashable, CaseIterable {
    /// Routes out of the module: where it leads.
    case out
    /// Routes into the module: how you get there.
    case `in`
    case both
}

/// The vocabulary of kinds a picture shows or hides: `render --show`/`--hide`, and the explorer's toggle.
public enum HiddenElement: String, Sendable, Hashable, CaseIterable, Comparable {
    /// Modules with status `planned`, and their routes. Shown by default.
    case planned
    /// Routes to system screens (``RouteKind/system``), drawn as boxes labelled by their type when shown (one per
    /// source module and type); counted in the source module's mark when hidden (the default).
    case system
    /// Routes to plain screens (``RouteKind/plain``), drawn as one box per type when shown; counted in the source
    /// module's mark when hidden (the default).
    case plain
    /// Routes whose target is only known at run time, drawn to a `?` note per route when shown; counted in the
    /// source module's mark when hidden (the default).
    case unresolved
    /// `dismiss` and `pop` routes. Hidden by default.
    case back

    /// What a picture leaves out unless told otherwise: everything but modules and the routes between them.
    public static let defaultHidden: Set<HiddenElement> = [.system, .plain, .unresolved, .back]

    public static func < (lhs: HiddenElement, rhs: HiddenElement) -> Bool { lhs.rawValue < rhs.rawValue }
}
