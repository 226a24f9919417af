import VipermapModel

/// Writes a ``ViewGraph`` as a Mermaid flowchart, for GitHub Markdown (` ```mermaid ` blocks).
///
/// Node ids are the view's synthetic keys; every piece of indexed text is a quoted label in which each
/// character Mermaid or Markdown could read as syntax is written as a Mermaid entity (`#35;`), so a name can
/// neither end its quotes nor start markup.
public enum MermaidWriter {
    /// The Mermaid text of `graph`.
    public static func mermaid(for graph: ViewGraph) -> String {
        var lines = ["---", "title: \"\(text(graph.title))\"", "---", "flowchart LR"]
        for status in ModuleStatus.allCases {
            let style = MapPalette.style(for: status)
            let dash = style.borderStyle == "solid" ? "" : ",stroke-dasharray: 4 3"
            lines.append("  classDef \(status.rawValue) fill:\(style.fill),stroke:\(style.border),color:\(MapPalette.text)\(dash)")
        }
        lines.append("  classDef unresolved fill:\(MapPalette.canvas),stroke:\(MapPalette.unresolved),color:\(MapPalette.unresolved),stroke-dasharray: 4 3")
        lines.append("  classDef stub fill:\(MapPalette.canvas),stroke:\(MapPalette.neutral),color:\(MapPalette.text),stroke-dasharray: 4 3")
        let clustered = graph.clustered
        var domains: [String] = []
        if clustered {
            domains = Array(Set(graph.nodes.filter { $0.kind == .module || $0.kind == .stub }.compactMap(\.domain))).sorted()
        }
        for (index, domain) in domains.enumerated() {
            lines.append("  subgraph c\(index)[\"\(text(domain))\"]")
            for node in graph.nodes where node.domain == domain && (node.kind == .module || node.kind == .stub) {
                lines.append("    " + nodeLine(node))
            }
            lines.append("  end")
        }
        for node in graph.nodes where !(clustered && node.domain != nil && (node.kind == .module || node.kind == .stub)) {
            lines.append("  " + nodeLine(node))
        }
        var unresolvedLinks: [Int] = []
        for (index, edge) in graph.edges.enumerated() {
            let arrow: String
            switch edge.transition {
            case .present, .unknown: arrow = "-.->"
            case .setRoot: arrow = "==>"
            case .embed: arrow = "-.-o"
            case .dismiss, .pop: arrow = "-.-x"
            default: arrow = "-->"
            }
            if let label = edge.label, !label.isEmpty {
                lines.append("  \(edge.from) \(arrow)|\"\(text(label))\"| \(edge.to)")
            } else {
                lines.append("  \(edge.from) \(arrow) \(edge.to)")
            }
            if edge.isUnresolved { unresolvedLinks.append(index) }
        }
        if !unresolvedLinks.isEmpty {
            lines.append("  linkStyle \(unresolvedLinks.map(String.init).joined(separator: ",")) stroke:\(MapPalette.unresolved),color:\(MapPalette.unresolved)")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func nodeLine(_ node: ViewNode) -> String {
        switch node.kind {
        case .module, .stub:
            let status = node.status ?? .done
            var second = "\(MapPalette.style(for: status).symbol) \(status.word)"
            if !node.badges.isEmpty { second += " · " + node.badges.joined(separator: " ") }
            if node.isEntry { second += " · ▶ entry" }
            if node.kind == .stub, let domain = node.domain { second += " · in " + domain }
            var label = "<b>\(text(node.title))</b><br/>\(text(second))"
            if let mark = node.mark { label += "<br/>\(text(mark))" }
            let open = node.isEntry ? "[[" : "(", close = node.isEntry ? "]]" : ")"
            return "\(node.key)\(open)\"\(label)\"\(close):::\(node.kind == .stub ? "stub" : status.rawValue)"
        case .domain:
            var label = "<b>\(text(node.title))</b>"
            if let detail = node.detail { label += "<br/>\(text(detail))" }
            if node.isEntry { label += "<br/>▶ entry" }
            return "\(node.key)[\"\(label)\"]"
        case .unresolved:
            return "\(node.key)>\"? unresolved target<br/>\(text(node.title))\"]:::unresolved"
        case .system, .plain:
            return "\(node.key)(\"\(node.kind == .system ? "system screen" : "plain screen")<br/>\(text(node.title))\"):::stub"
        case .back:
            return "\(node.key)((\"↩ back\"))"
        case .launch:
            return "\(node.key)([\"▶ app launch\"])"
        }
    }

    /// `value` safe inside a quoted Mermaid label: ASCII punctuation as `#code;` entities, line breaks as
    /// `<br/>`, other control characters dropped; letters, digits, spaces and non-ASCII written as is.
    public static func text(_ value: String) -> String {
        var out = ""
        var previousWasCR = false
        for scalar in value.unicodeScalars {
            defer { previousWasCR = scalar == "\r" }
            switch scalar {
            case "\n": if !previousWasCR { out += "<br/>" }
            case "\r": out += "<br/>"
            case "\t", " ": out += " "
            default:
                if scalar.value < 0x20 || (0x7f...0x9f).contains(scalar.value) { continue }
                if scalar.isASCII && !(scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "." || scalar == "-" || scalar == "_" || scalar == ",") {
                    out += "#\(scalar.value);"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }
}
