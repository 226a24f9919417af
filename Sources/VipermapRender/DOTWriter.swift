import Foundation
import VipermapModel

/// Writes the canonical DOT of a ``ViewGraph``: same graph and plan, same bytes.
///
/// Indexed text (module, domain, trigger names, target expressions) only ever lands in HTML-like labels
/// (`label=<…>`), escaped as XML entities: HTML-like labels are not escString (no `\N`, `\l` expansion), not
/// record labels (`{`, `|` are plain characters), and an entity-escaped string cannot close the `<…>`.
/// Node names are synthetic (`m3`), and `id` attributes use ``MapRenderer/elementID(forModule:)``.
public enum DOTWriter {
    /// The DOT text of `graph` laid out as `plan` says.
    public static func dot(for graph: ViewGraph, plan: LayoutPlan, legend: Bool = true) -> String {
        var out = "digraph vipermap {\n"
        out += graphAttributes(graph: graph, plan: plan)
        out += "  node [shape=box, style=\"rounded,filled\", fontname=\"Helvetica\", fontsize=11, fontcolor=\"\(MapPalette.text)\", margin=\"0.12,0.05\"];\n"
        out += "  edge [fontname=\"Helvetica\", fontsize=9, fontcolor=\"\(MapPalette.text)\", arrowsize=0.8];\n"
        let positions = plan.grid ? gridPositions(graph) : [:]
        if plan.clustered {
            let domains = clusterOrder(graph)
            for (index, domain) in domains.enumerated() {
                out += "  subgraph cluster_\(index) {\n"
                out += "    label=<<B>\(html(domain))</B>>; style=\"rounded,filled\"; fillcolor=\"\(MapPalette.clusterFill)\"; color=\"\(MapPalette.clusterBorder)\"; fontname=\"Helvetica\"; fontsize=12;\n"
                out += "    id=\"\(MapRenderer.elementID(forGroup: domain, graph.grouping))\";\n"
                for node in graph.nodes where node.domain == domain && (node.kind == .module || node.kind == .stub) {
                    out += "    " + nodeStatement(node, grouping: graph.grouping, position: positions[node.key]) + "\n"
                }
                out += "  }\n"
            }
            for node in graph.nodes where !(node.domain != nil && (node.kind == .module || node.kind == .stub)) {
                out += "  " + nodeStatement(node, grouping: graph.grouping, position: positions[node.key]) + "\n"
            }
        } else {
            for node in graph.nodes {
                out += "  " + nodeStatement(node, grouping: graph.grouping, position: positions[node.key]) + "\n"
            }
        }
        // Edges carry the class of the kind they lead to (or of a planned end), so the explorer can hide a kind.
        var nodeClasses: [String: String] = [:]
        for node in graph.nodes { nodeClasses[node.key] = Self.kindClass(node) }
        let loose = plan.engine == "dot" ? looseOverviewEdges(graph) : []
        for (index, edge) in graph.edges.enumerated() {
            let classes = [nodeClasses[edge.from], nodeClasses[edge.to]].compactMap { $0 }
            out += "  " + edgeStatement(edge, labels: plan.edgeLabels, classes: classes, ranks: !loose.contains(index)) + "\n"
        }
        if legend {
            out += "  " + legendStatement(overview: graph.nodes.contains { $0.kind == .domain }, position: positions["legend"]) + "\n"
        }
        out += "}\n"
        return out
    }

    private static func graphAttributes(graph: ViewGraph, plan: LayoutPlan) -> String {
        var attributes = [
            "bgcolor=\"\(MapPalette.canvas)\"", "fontname=\"Helvetica\"", "fontsize=14", "labelloc=t",
            "label=<<B>\(html(graph.title))</B>>", "pad=0.3", "outputorder=edgesfirst",
        ]
        switch plan.engine {
        case "dot":
            attributes += ["rankdir=LR", "nodesep=0.25", "ranksep=0.7"]
            // Without newrank, dot's rank assignment fails ("trouble in init_rank") on clustered graphs of a few hundred nodes.
            if plan.clustered { attributes += ["newrank=true", "compound=true"] }
        case "nop", "nop2":
            attributes += ["splines=false", "notranslate=false"]
        default:
            // Straight edges and overlap removal: spline routing around thousands of nodes costs more than the layout.
            attributes += ["splines=false", "overlap=false", "sep=\"+6\"", "K=1.2"]
        }
        return attributes.map { "  graph [\($0)];\n" }.joined()
    }

    /// Domains of the clustered nodes, in the order they first appear.
    private static func clusterOrder(_ graph: ViewGraph) -> [String] {
        var seen: Set<String> = []
        var order: [String] = []
        for node in graph.nodes where node.kind == .module || node.kind == .stub {
            if let domain = node.domain, seen.insert(domain).inserted { order.append(domain) }
        }
        return order.sorted()
    }

    /// The class a node's kind gives it, which its edges carry too (the explorer's toggle hides a kind by it):
    /// `vm-system`, `vm-plain`, `vm-unresolved`, `vm-back`, and `vm-planned` for a planned module.
    static func kindClass(_ node: ViewNode) -> String? {
        switch node.kind {
        case .system, .plain, .unresolved, .back: return "vm-\(node.kind.rawValue)"
        case .module, .stub: return node.status == .planned ? "vm-planned" : nil
        case .domain, .launch: return nil
        }
    }

    private static func nodeStatement(_ node: ViewNode, grouping: ViewGraph.Grouping, position: String?) -> String {
        var attributes: [String] = []
        switch node.kind {
        case .module, .stub:
            let status = node.status ?? .done
            let style = MapPalette.style(for: status)
            var second = "\(style.symbol) \(status.word)"
            if !node.badges.isEmpty { second += " · " + node.badges.joined(separator: " ") }
            if node.isEntry { second += " · ▶ entry" }
            if node.notBuilt { second += " · not built" }
            var lines = ["<B>\(html(node.title))</B>", "<FONT POINT-SIZE=\"9\">\(html(second))</FONT>"]
            if let mark = node.mark { lines.append("<FONT POINT-SIZE=\"9\" COLOR=\"\(MapPalette.neutral)\">\(html(mark))</FONT>") }
            if node.kind == .stub, let domain = node.domain { lines.append("<FONT POINT-SIZE=\"9\">in \(html(domain))</FONT>") }
            if (node.kind == .stub && node.domain != nil) || node.notBuilt {
                // A stub of another domain, or in no target: an outline of the status' colours, so it does not read as progress.
                attributes += ["style=\"rounded,filled,dashed\"", "fillcolor=\"\(MapPalette.canvas)\"", "color=\"\(style.border)\""]
            } else {
                attributes += ["style=\"rounded,filled,\(style.borderStyle)\"", "fillcolor=\"\(style.fill)\"", "color=\"\(style.border)\""]
                if status == .inProgress { attributes.append("penwidth=2") }
            }
            if node.isEntry { attributes.append("peripheries=2") }
            if let kindClass = Self.kindClass(node) { attributes.append("class=\"\(kindClass)\"") }
            attributes.insert("label=<\(table(lines))>", at: 0)
            if let id = node.moduleID {
                attributes.append("id=\"\(node.kind == .stub ? "stub-" : "")\(MapRenderer.elementID(forModule: id))\"")
            }
        case .domain:
            // An overview has a dozen boxes: their names are drawn large, to stay readable when the page fits it.
            var lines = ["<FONT POINT-SIZE=\"18\"><B>\(html(node.title))</B></FONT>"]
            if let detail = node.detail { lines.append("<FONT POINT-SIZE=\"14\">\(html(detail))</FONT>") }
            if node.isEntry { lines.append("<FONT POINT-SIZE=\"14\">▶ entry</FONT>") }
            attributes += ["label=<\(table(lines))>", "fillcolor=\"\(MapPalette.clusterFill)\"", "color=\"\(MapPalette.clusterBorder)\"",
                           "id=\"\(MapRenderer.elementID(forGroup: node.title, grouping))\""]
            if node.isEntry { attributes.append("peripheries=2") }
        case .unresolved:
            let lines = ["<FONT POINT-SIZE=\"9\">? unresolved target</FONT>", html(node.title)]
            attributes += ["label=<\(table(lines))>", "shape=note", "style=\"filled,dashed\"", "fillcolor=\"\(MapPalette.canvas)\"",
                           "color=\"\(MapPalette.unresolved)\"", "fontcolor=\"\(MapPalette.unresolved)\""]
        case .system, .plain:
            let word = node.kind == .system ? "system screen" : "plain screen"
            let lines = ["<FONT POINT-SIZE=\"9\">\(word)</FONT>", html(node.title)]
            attributes += ["label=<\(table(lines))>", "style=\"rounded,filled,dashed\"", "fillcolor=\"\(MapPalette.canvas)\"",
                           "color=\"\(MapPalette.neutral)\""]
        case .back:
            attributes += ["label=<↩ back>", "shape=plaintext", "style=solid", "fontcolor=\"\(MapPalette.neutral)\""]
        case .launch:
            attributes += ["label=<<B>▶ app launch</B>>", "shape=cds", "style=filled", "fillcolor=\"\(MapPalette.canvas)\"", "color=\"\(MapPalette.text)\""]
        }
        if node.kind != .module && node.kind != .stub, let kindClass = Self.kindClass(node) { attributes.append("class=\"\(kindClass)\"") }
        if let position { attributes.append("pos=\"\(position)\"") }
        return "\(node.key) [\(attributes.joined(separator: ", "))];"
    }

    /// The overview's edges that do not set ranks (`constraint=false`): in an overview, `dot` would put each area one
    /// rank after every area a route leaves from, so routes between areas make a chain as long as the longest path
    /// (15 areas: a picture three times as wide as a screen, its labels too small at *Fit*). Ranks follow the
    /// shortest way from the areas holding an entry point instead: an edge sets ranks only when it leads one step
    /// farther from them. The picture is as deep as the navigation, and every edge is still drawn; the others carry
    /// their count as an `xlabel` (Graphviz 2.42's dot aborted with a double free on a generated overview whose
    /// unranked edges kept labels).
    static func looseOverviewEdges(_ graph: ViewGraph) -> Set<Int> {
        guard graph.nodes.contains(where: { $0.kind == .domain }) else { return [] }
        var successors: [String: [String]] = [:]
        for edge in graph.edges { successors[edge.from, default: []].append(edge.to) }
        var starts = graph.nodes.filter { $0.kind == .domain && $0.isEntry }.map(\.key)
        if starts.isEmpty {
            // No entry point: the boxes no route leads to, else the first box.
            let targets = Set(graph.edges.map(\.to))
            starts = graph.nodes.filter { $0.kind == .domain && !targets.contains($0.key) }.map(\.key)
            if starts.isEmpty, let first = graph.nodes.first(where: { $0.kind == .domain }) { starts = [first.key] }
        }
        var depth: [String: Int] = [:]
        for key in starts { depth[key] = 0 }
        var queue = starts
        var head = 0
        while head < queue.count {
            let node = queue[head]
            head += 1
            for next in successors[node] ?? [] where depth[next] == nil {
                depth[next] = depth[node]! + 1
                queue.append(next)
            }
        }
        var loose: Set<Int> = []
        for (index, edge) in graph.edges.enumerated() {
            guard let from = depth[edge.from], let to = depth[edge.to] else { continue }
            if to != from + 1 { loose.insert(index) }
        }
        return loose
    }

    private static func edgeStatement(_ edge: ViewEdge, labels: Bool, classes: [String], ranks: Bool) -> String {
        let style = MapPalette.style(for: edge.transition)
        var attributes = ["style=\(style.style)", "arrowhead=\(style.arrowhead)"]
        if edge.isUnresolved {
            attributes += ["color=\"\(MapPalette.unresolved)\"", "fontcolor=\"\(MapPalette.unresolved)\"", "penwidth=\(style.penwidth)"]
        } else if edge.transition == nil && edge.from != "launch" {
            // Overview edges: width grows with the number of routes.
            let width = 1 + log2(Double(edge.weight))
            attributes += ["color=\"\(MapPalette.neutral)\"", "penwidth=\(String(format: "%.2f", width))"]
        } else {
            attributes += ["color=\"\(style.color)\"", "penwidth=\(style.penwidth)"]
        }
        if labels, let label = edge.label {
            attributes.insert("\(ranks ? "label" : "xlabel")=<\(html(label))>", at: 0)
        }
        if !classes.isEmpty { attributes.append("class=\"\(Array(Set(classes)).sorted().joined(separator: " "))\"") }
        if !ranks { attributes.append("constraint=false") }
        return "\(edge.from) -> \(edge.to) [\(attributes.joined(separator: ", "))];"
    }

    private static func legendStatement(overview: Bool, position: String?) -> String {
        var rows = ["<TR><TD COLSPAN=\"2\"><B>Legend</B></TD></TR>"]
        for status in ModuleStatus.allCases.reversed() {
            let style = MapPalette.style(for: status)
            rows.append("<TR><TD BGCOLOR=\"\(style.fill)\">\(style.symbol) \(status.word)</TD><TD ALIGN=\"LEFT\">\(legendBorder(style.borderStyle)) border</TD></TR>")
        }
        if overview {
            rows.append("<TR><TD>box</TD><TD ALIGN=\"LEFT\">an area, with its modules by status</TD></TR>")
            rows.append("<TR><TD>──▶</TD><TD ALIGN=\"LEFT\">routes between areas (label and width: how many)</TD></TR>")
            rows.append("<TR><TD>▶ entry</TD><TD ALIGN=\"LEFT\">holds an app entry point (double border)</TD></TR>")
        } else {
            let transitions: [(String, String)] = [
                ("──▶", "push (solid)"), ("╌╌▶", "present (dashed)"), ("━━▶", "setRoot (bold)"),
                ("┈┈◆", "embed (dotted)"), ("──&gt;", "show (open arrow)"), ("╌╌○", "unknown transition"),
            ]
            for (sample, meaning) in transitions {
                rows.append("<TR><TD>\(sample)</TD><TD ALIGN=\"LEFT\">\(meaning)</TD></TR>")
            }
            rows.append("<TR><TD><FONT COLOR=\"\(MapPalette.unresolved)\">──▶ ?</FONT></TD><TD ALIGN=\"LEFT\">unresolved target (red, to a ? note; --show unresolved)</TD></TR>")
            rows.append("<TR><TD>+3 system screens</TD><TD ALIGN=\"LEFT\">routes to screens not drawn: system, plain, unresolved (--show)</TD></TR>")
            rows.append("<TR><TD>▶ entry</TD><TD ALIGN=\"LEFT\">entry point (double border)</TD></TR>")
            rows.append("<TR><TD>V I P R W</TD><TD ALIGN=\"LEFT\">view, interactor, presenter, router, wireframe</TD></TR>")
            rows.append("<TR><TD>C B E</TD><TD ALIGN=\"LEFT\">contract/interfaces, builder, entity</TD></TR>")
        }
        let table = "<TABLE BORDER=\"1\" CELLBORDER=\"0\" CELLSPACING=\"0\" CELLPADDING=\"3\" COLOR=\"\(MapPalette.clusterBorder)\" BGCOLOR=\"\(MapPalette.canvas)\">\(rows.joined())</TABLE>"
        var attributes = ["shape=plaintext", "style=solid", "label=<\(table)>", "id=\"legend\""]
        if let position { attributes.append("pos=\"\(position)\"") }
        return "legend [\(attributes.joined(separator: ", "))];"
    }

    private static func legendBorder(_ style: String) -> String {
        switch style {
        case "dashed": return "dashed"
        case "dotted": return "dotted"
        default: return "solid"
        }
    }

    private static func table(_ lines: [String]) -> String {
        "<TABLE BORDER=\"0\" CELLBORDER=\"0\" CELLSPACING=\"0\" CELLPADDING=\"1\">"
            + lines.map { "<TR><TD>\($0)</TD></TR>" }.joined() + "</TABLE>"
    }

    /// Positions (in points) of a grid, nodes in view order (modules in map order, by id), for the `nop` engine.
    private static func gridPositions(_ graph: ViewGraph) -> [String: String] {
        let columns = max(1, Int(Double(graph.nodes.count).squareRoot().rounded(.up)))
        var positions: [String: String] = [:]
        for (index, node) in graph.nodes.enumerated() {
            let x = (index % columns) * 260
            let y = -(index / columns) * 110
            positions[node.key] = "\(x),\(y)!"
        }
        positions["legend"] = "\(-400),0!"
        return positions
    }

    /// `text` as the content of an HTML-like label: XML entities for markup characters, backslashes doubled (Graphviz
    /// would read `\N` as the node's name), line breaks as `<BR/>`, other control characters dropped. Everything else, non-ASCII included, is written as is.
    public static func html(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        var previousWasCR = false
        for scalar in text.unicodeScalars {
            defer { previousWasCR = scalar == "\r" }
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            // Graphviz expands escString sequences (\N, \G, \\) even in HTML-like labels; a doubled backslash is one.
            case "\\": out += "\\\\"
            case "\n": if !previousWasCR { out += "<BR/>" }
            case "\r", "\u{2028}", "\u{2029}": out += "<BR/>"
            case "\t": out += " "
            default:
                if scalar.value < 0x20 || (0x7f...0x9f).contains(scalar.value) { continue }
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
