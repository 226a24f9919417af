import VipermapModel

/// Colours and line styles of the pictures.
///
/// Colours come from the Okabe–Ito palette (distinguishable with the common colour-vision deficiencies), and no
/// meaning rests on colour alone: every status also has a border style and a word, every transition a line style.
/// Nodes are light fills with dark text on a white canvas (`bgcolor=white`), so a picture reads the same on a
/// light or a dark page.
public enum MapPalette {
    public static let text = "#1a1a1a"
    public static let canvas = "#ffffff"
    public static let clusterFill = "#f4f4f4"
    public static let clusterBorder = "#8c8c8c"
    public static let unresolved = "#d55e00"
    public static let neutral = "#6e6e6e"

    /// Fill, border colour, border style and symbol of a status.
    public struct StatusStyle: Sendable {
        public var fill: String
        public var border: String
        public var borderStyle: String
        public var symbol: String
    }

    public static func style(for status: ModuleStatus) -> StatusStyle {
        switch status {
        case .done: return StatusStyle(fill: "#d5efe4", border: "#009e73", borderStyle: "solid", symbol: "✓")
        case .inProgress: return StatusStyle(fill: "#fbe5bd", border: "#b87f00", borderStyle: "solid", symbol: "◐")
        case .scaffolded: return StatusStyle(fill: "#d7eaf8", border: "#0072b2", borderStyle: "dashed", symbol: "◌")
        case .planned: return StatusStyle(fill: "#ececec", border: "#6e6e6e", borderStyle: "dotted", symbol: "○")
        }
    }

    /// DOT line style, colour and arrowhead of a transition.
    public struct EdgeStyle: Sendable {
        public var style: String
        public var color: String
        public var penwidth: String
        public var arrowhead: String
    }

    public static func style(for transition: Transition?) -> EdgeStyle {
        switch transition {
        case .push: return EdgeStyle(style: "solid", color: "#0072b2", penwidth: "1.2", arrowhead: "normal")
        case .present: return EdgeStyle(style: "dashed", color: "#cc79a7", penwidth: "1.2", arrowhead: "normal")
        case .setRoot: return EdgeStyle(style: "bold", color: "#1a1a1a", penwidth: "2.4", arrowhead: "normal")
        case .embed: return EdgeStyle(style: "dotted", color: "#009e73", penwidth: "1.6", arrowhead: "diamond")
        case .show: return EdgeStyle(style: "solid", color: "#56b4e9", penwidth: "1.2", arrowhead: "vee")
        case .dismiss, .pop: return EdgeStyle(style: "dotted", color: "#8c8c8c", penwidth: "1.0", arrowhead: "inv")
        case .unknown: return EdgeStyle(style: "dashed", color: "#6e6e6e", penwidth: "1.0", arrowhead: "odot")
        case nil: return EdgeStyle(style: "solid", color: "#1a1a1a", penwidth: "1.4", arrowhead: "normal")
        }
    }
}
