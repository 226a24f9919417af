import Foundation

/// One view of `render --all`: the overview or a domain.
public struct ViewSpec: Sendable, Hashable {
    /// `overview` or `domain-<slug>`: the file stem (`domain-auth.svg`) and the explorer's map id.
    public var id: String
    /// `Overview of domains`, `Domain Auth`.
    public var title: String
    public var view: MapView
    /// The domain drawn, nil for the overview.
    public var domain: String?

    public init(id: String, title: String, view: MapView, domain: String?) {
        self.id = id
        self.title = title
        self.view = view
        self.domain = domain
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
