import Foundation

/// The one door to Graphviz's C API (stub: the renderer branch replaces the body).
///
/// Graphviz keeps global state and is not thread-safe, so every call goes through ``shared`` and is serialized.
public final class Graphviz: @unchecked Sendable {
    /// The process-wide instance.
    public static let shared = Graphviz()

    /// Lays out `dot` with `engine` (`dot`, `neato`, `sfdp`, …) and renders it as `format` (`svg`, `png`, `pdf`, `json`, …).
    public func render(dot: String, format: String, engine: String = "dot") throws -> Data {
        Data()
    }
}
