import VipermapModel

/// The diff as Markdown for a pull-request comment or a GitHub step summary: counts, tables of changes and
/// a Mermaid graph of the changed neighbourhood. Every name is escaped for Markdown or Mermaid.
public enum DiffMarkdownWriter {
    /// The Markdown; `head` supplies the unchanged context routes of the Mermaid graph.
    public static func render(_ diff: MapDiff, base: AppMap, head: AppMap) -> String {
        var out = "## vipermap: navigation changes\n\n"
        guard !diff.isEmpty else { return out + "No navigation changes.\n" }
        out += "| | Added | Removed | Changed |\n|---|---|---|---|\n"
        out += "| Modules | \(diff.addedModules.count) | \(diff.removedModules.count) | \(diff.changedModules.count) |\n"
        out += "| Routes | \(diff.addedRoutes.count) | \(diff.removedRoutes.count) | \(diff.changedRoutes.count) |\n"

        let e = MarkdownText.escape
        if !(diff.addedModules.isEmpty && diff.removedModules.isEmpty && diff.changedModules.isEmpty) {
            out += "\n### Modules\n\n| Change | Module | Status | Domain |\n|---|---|---|---|\n"
            for module in diff.addedModules {
                out += "| added | \(e(module.id)) | \(module.status.rawValue) | \(module.domain.map(e) ?? "") |\n"
            }
            for module in diff.removedModules {
                out += "| removed | \(e(module.id)) | \(module.status.rawValue) | \(module.domain.map(e) ?? "") |\n"
            }
            for change in diff.changedModules {
                let status = change.base.status == change.head.status ? change.head.status.rawValue : "\(change.base.status.rawValue) → \(change.head.status.rawValue)"
                let domain = change.base.domain == change.head.domain
                    ? (change.head.domain.map(e) ?? "")
                    : "\(change.base.domain.map(e) ?? "none") → \(change.head.domain.map(e) ?? "none")"
                out += "| changed | \(e(change.head.id)) | \(status) | \(domain) |\n"
            }
        }
        if !(diff.addedRoutes.isEmpty && diff.removedRoutes.isEmpty && diff.changedRoutes.isEmpty) {
            out += "\n### Routes\n\n| Change | From | To | Transition | Trigger | Where |\n|---|---|---|---|---|---|\n"
            func row(_ change: String, _ route: Route, transition: String? = nil, trigger: String? = nil) -> String {
                "| \(change) | \(route.from.map(e) ?? "(entry)") | \(e(MapDiff.targetKey(route))) | \(transition ?? route.transition.rawValue) | \(trigger ?? route.trigger.map(e) ?? "") | \(e(route.file)):\(route.line) |\n"
            }
            for route in diff.addedRoutes { out += row("added", route) }
            for route in diff.removedRoutes { out += row("removed", route) }
            for change in diff.changedRoutes {
                let transition = change.base.transition == change.head.transition
                    ? change.head.transition.rawValue : "\(change.base.transition.rawValue) → \(change.head.transition.rawValue)"
                let trigger = change.base.trigger == change.head.trigger
                    ? (change.head.trigger.map(e) ?? "") : "\(change.base.trigger.map(e) ?? "none") → \(change.head.trigger.map(e) ?? "none")"
                out += row("changed", change.head, transition: transition, trigger: trigger)
            }
        }
        let graph = DiffNeighbourhood(diff: diff, base: base, head: head)
        if !graph.isEmpty {
            out += "\n### Changed neighbourhood\n\n```mermaid\n" + mermaid(graph) + "```\n"
        }
        return out
    }

    static func mermaid(_ graph: DiffNeighbourhood) -> String {
        var out = "flowchart LR\n"
        var ids: [String: String] = [:]
        for (index, node) in graph.nodes.enumerated() {
            ids[node.id] = "m\(index)"
            out += "  m\(index)[\"\(mermaidText(node.id))\"]:::\(node.kind.rawValue)\n"
        }
        var styles: [String] = []
        for (index, edge) in graph.edges.enumerated() {
            guard let from = ids[edge.from], let to = ids[edge.to] else { continue }
            let arrow = edge.kind == .removed ? "-.->" : "-->"
            out += "  \(from) \(arrow)|\"\(mermaidText(edge.label))\"| \(to)\n"
            switch edge.kind {
            case .added: styles.append("  linkStyle \(index) stroke:#1a7f37,stroke-width:2px")
            case .removed: styles.append("  linkStyle \(index) stroke:#cf222e,stroke-width:2px,stroke-dasharray:5 5")
            case .changed: styles.append("  linkStyle \(index) stroke:#bf8700,stroke-width:2px")
            case .context: styles.append("  linkStyle \(index) stroke:#8c959f")
            }
        }
        out += styles.map { $0 + "\n" }.joined()
        out += "  classDef added fill:#dafbe1,stroke:#1a7f37,color:#1a7f37\n"
        out += "  classDef removed fill:#ffebe9,stroke:#cf222e,color:#cf222e,stroke-dasharray:5 5\n"
        out += "  classDef changed fill:#fff8c5,stroke:#bf8700,color:#7d4e00\n"
        out += "  classDef context fill:#f6f8fa,stroke:#8c959f,color:#57606a\n"
        return out
    }

    /// Text for a quoted Mermaid label: anything but letters, digits, space and `_-./` becomes an entity
    /// code (`#58;`), so no quote, bracket, backtick fence or HTML gets through.
    static func mermaidText(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            let v = scalar.value
            let safe = (v >= 0x30 && v <= 0x39) || (v >= 0x41 && v <= 0x5A) || (v >= 0x61 && v <= 0x7A)
                || scalar == " " || scalar == "_" || scalar == "-" || scalar == "." || scalar == "/"
            if safe {
                out.unicodeScalars.append(scalar)
            } else if v < 0x20 || v == 0x7F {
                out += " "
            } else {
                out += "#\(v);"
            }
        }
        return out
    }
}
