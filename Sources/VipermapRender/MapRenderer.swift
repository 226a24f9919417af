import Foundation
import VipermapModel

/// Output formats of a map picture.
public enum RenderFormat: String, CaseIterable, Sendable {
    case svg, png, pdf, dot, json, mermaid

    /// File name in the output folder.
    public var fileName: String { self == .mermaid ? "map.mmd" : "map.\(rawValue)" }
}

/// What to draw.
public struct RenderOptions: Sendable, Hashable {
    public init() {}
}

/// Draws a map.
public enum MapRenderer {
    public static func render(_ map: AppMap, format: RenderFormat, options: RenderOptions = RenderOptions()) throws -> Data {
        Data()
    }
}
