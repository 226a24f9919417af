import Foundation
import VipermapModel

/// One rendered picture shown in the explorer (the whole app, the overview, or one domain).
public struct ExplorerMap: Sendable, Hashable {
    public var id: String
    public var title: String
    public var svg: String

    public init(id: String, title: String, svg: String) {
        self.id = id
        self.title = title
        self.svg = svg
    }
}

/// Options of the explorer page.
public struct ExplorerOptions: Sendable, Hashable {
    /// Template for links to source, with `{path}` and `{line}`.
    public var sourceURL: String?

    public init(sourceURL: String? = nil) {
        self.sourceURL = sourceURL
    }
}

/// Writes the self-contained `index.html`.
public enum ExplorerWriter {
    public static func html(map: AppMap, maps: [ExplorerMap], options: ExplorerOptions = ExplorerOptions()) -> Data {
        Data()
    }
}
