/// Output formats of a map picture. Adding a format is one case here and one branch in ``MapRenderer``.
public enum RenderFormat: String, CaseIterable, Sendable, Codable {
    /// Laid out and drawn by Graphviz.
    case svg, png, pdf
    /// The canonical DOT vipermap writes (before layout): deterministic, golden-file tested.
    case dot
    /// Graphviz's JSON (`-Tjson`): the graph with its layout.
    case json
    /// A Mermaid flowchart for GitHub Markdown, written in Swift (no layout).
    case mermaid

    /// File name in the output folder (`map.svg`, `map.mmd` for Mermaid).
    public var fileName: String { fileName(stem: "map") }

    /// File name for a view: `<stem>.<extension>`.
    public func fileName(stem: String) -> String { "\(stem).\(fileExtension)" }

    /// `mmd` for Mermaid, the raw value otherwise.
    public var fileExtension: String { self == .mermaid ? "mmd" : rawValue }

    /// True when Graphviz lays the graph out (everything but ``dot`` and ``mermaid``).
    public var needsLayout: Bool { self != .dot && self != .mermaid }

    /// The valid `--format` values, for error messages.
    public static var choices: String { allCases.map(\.rawValue).joined(separator: ", ") }
}
