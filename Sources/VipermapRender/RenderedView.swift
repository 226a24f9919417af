import Foundation

/// One view of `render --all`: the overview, an area or a domain.
public struct ViewSpec: Sendable, Hashable {
    /// `overview`, `area-<slug>` or `domain-<slug>`: the file stem (`domain-auth.svg`) and the explorer's map id.
    public var id: String
    /// `Overview of areas`, `Area Profile`, `Domain Auth`.
    public var title: String
    public var view: MapView
    /// The domain drawn, nil for the overview and an area's picture.
    public var domain: String?
    /// The area drawn: an area's picture, or a domain's whose area has the same name and modules (drawn once, as the
    /// domain's). nil for the overview and other domains.
    public var area: String?

    public init(id: String, title: String, view: MapView, domain: String?, area: String? = nil) {
        self.id = id
        self.title = title
        self.view = view
        self.domain = domain
        self.area = area
    }

    /// `overview`, `area` or `domain`: what the view draws (``MapRenderer/indexJSON(_:)``, the explorer).
    public var kind: String {
        switch view {
        case .domain: return "domain"
        case .area: return "area"
        default: return "overview"
        }
    }
}

/// A view rendered in one or more formats.
public struct RenderedView: Sendable {
    public var spec: ViewSpec
    public var files: [RenderedFile]

    public init(spec: ViewSpec, files: [RenderedFile]) {
        self.spec = spec
        self.files = files
    }

    /// The bytes rendered as `format`, if it was asked for.
    public func data(_ format: RenderFormat) -> Data? {
        files.first { $0.format == format }?.data
    }
}

/// One rendered file of a view.
public struct RenderedFile: Sendable {
    public var format: RenderFormat
    /// `overview.svg`, `domain-auth.png`, `domain-auth.mmd`.
    public var fileName: String
    public var data: Data
    public var plan: LayoutPlan
    public var notes: [String]

    public init(format: RenderFormat, fileName: String, data: Data, plan: LayoutPlan, notes: [String]) {
        self.format = format
        self.fileName = fileName
        self.data = data
        self.plan = plan
        self.notes = notes
    }
}
