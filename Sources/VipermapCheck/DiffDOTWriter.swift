import VipermapModel

/// The changed neighbourhood as Graphviz DOT: added green, removed red dashed, changed amber, context grey.
public enum DiffDOTWriter {
    /// DOT source for Graphviz; `head` supplies the unchanged context routes.
    public static func render(_ diff: MapDiff, base: AppMap, head: AppMap) -> String {
        let graph = DiffNeighbourhood(diff: diff, base: base, head: head)
        var out = "digraph vipermap_diff {\n"
        out += "  graph [rankdir=LR, fontname=\"Helvetica\", bgcolor=\"white\", label=\"\(quote(summary(diff)))\", labelloc=t];\n"
        out += "  node [shape=box, style=\"rounded,filled\", fontname=\"Helvetica\", fontsize=11];\n"
        out += "  edge [fontname=\"Helvetica\", fontsize=9];\n"
        for node in graph.nodes {
            out += "  \"\(quote(node.id))\" [\(nodeStyle(node.kind)), class=\"\(node.kind.rawValue)\"];\n"
        }
        for edge in graph.edges {
            out += "  \"\(quote(edge.from))\" -> \"\(quote(edge.to))\" [label=\"\(quote(edge.label))\", \(edgeStyle(edge.kind)), class=\"\(edge.kind.rawValue)\"];\n"
        }
        out += "}\n"
        return out
    }

    /// The layout engine for the picture: `dot` draws the clearest small graphs, but takes minutes past a few
    /// hundred nodes (DESIGN.md's measurements), where `sfdp` still finishes in seconds.
    public static func engine(for diff: MapDiff, base: AppMap, head: AppMap) -> String {
        DiffNeighbourhood(diff: diff, base: base, head: head).nodes.count > largeGraphNodes ? "sfdp" : "dot"
    }

    /// Above this many nodes the picture is laid out with `sfdp`.
    public static let largeGraphNodes = 300

    static func summary(_ diff: MapDiff) -> String {
        "modules +\(diff.addedModules.count) -\(diff.removedModules.count) ~\(diff.changedModules.count)   routes +\(diff.addedRoutes.count) -\(diff.removedRoutes.count) ~\(diff.changedRoutes.count)"
    }

    static func nodeStyle(_ kind: DiffNeighbourhood.Kind) -> String {
        switch kind {
        case .added: return "color=\"#1a7f37\", fillcolor=\"#dafbe1\", fontcolor=\"#1a7f37\", penwidth=2"
        case .removed: return "color=\"#cf222e\", fillcolor=\"#ffebe9\", fontcolor=\"#cf222e\", style=\"rounded,filled,dashed\", penwidth=2"
        case .changed: return "color=\"#bf8700\", fillcolor=\"#fff8c5\", fontcolor=\"#7d4e00\", penwidth=2"
        case .context: return "color=\"#8c959f\", fillcolor=\"#f6f8fa\", fontcolor=\"#57606a\""
        }
    }

    static func edgeStyle(_ kind: DiffNeighbourhood.Kind) -> String {
        switch kind {
        case .added: return "color=\"#1a7f37\", fontcolor=\"#1a7f37\", penwidth=2"
        case .removed: return "color=\"#cf222e\", fontcolor=\"#cf222e\", style=dashed, penwidth=2"
        case .changed: return "color=\"#bf8700\", fontcolor=\"#7d4e00\", penwidth=2"
        case .context: return "color=\"#8c959f\", fontcolor=\"#8c959f\""
        }
    }

    /// Text for a double-quoted DOT string. Backslashes double (Graphviz reads `\N`, `\G`, `\l` as escapes),
    /// quotes are escaped, newlines become `\n`, other control characters U+FFFD.
    public static func quote(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": out += "\\\\"
            case "\"": out += "\\\""
            case "\n": out += "\\n"
            case "\r": break
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    out += "\u{FFFD}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }
}
