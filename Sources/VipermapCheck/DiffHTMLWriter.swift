import Foundation
import VipermapModel

/// A standalone HTML page of the diff: the Graphviz picture inline, then the tables of changes.
public enum DiffHTMLWriter {
    /// `svg` is the picture Graphviz drew from ``DiffDOTWriter``; it is inlined as is (Graphviz escapes the
    /// text it writes into SVG).
    public static func render(_ diff: MapDiff, svg: String) -> String {
        var out = "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<title>vipermap: navigation changes</title>\n"
        out += "<style>body{font-family:-apple-system,Helvetica,sans-serif;margin:2em}table{border-collapse:collapse;margin:1em 0}td,th{border:1px solid #d0d7de;padding:4px 8px;text-align:left}.added{color:#1a7f37}.removed{color:#cf222e}.changed{color:#7d4e00}svg{max-width:100%;height:auto}</style>\n"
        out += "</head>\n<body>\n<h1>vipermap: navigation changes</h1>\n"
        if diff.isEmpty {
            out += "<p>No navigation changes.</p>\n"
        } else {
            let svgBody = svg.range(of: "<svg").map { String(svg[$0.lowerBound...]) } ?? ""
            out += "<figure>\n\(svgBody)\n</figure>\n"
            out += "<table>\n<tr><th>Change</th><th>Kind</th><th>Item</th><th>Detail</th></tr>\n"
            func row(_ change: String, _ kind: String, _ item: String, _ detail: String) {
                out += "<tr class=\"\(change)\"><td>\(change)</td><td>\(kind)</td><td>\(escape(item))</td><td>\(escape(detail))</td></tr>\n"
            }
            for module in diff.addedModules { row("added", "module", module.id, module.status.rawValue) }
            for module in diff.removedModules { row("removed", "module", module.id, module.status.rawValue) }
            for change in diff.changedModules {
                var details: [String] = []
                if change.base.status != change.head.status { details.append("\(change.base.status.rawValue) → \(change.head.status.rawValue)") }
                if change.base.domain != change.head.domain { details.append("domain \(change.base.domain ?? "none") → \(change.head.domain ?? "none")") }
                row("changed", "module", change.head.id, details.joined(separator: ", "))
            }
            func name(_ r: Route) -> String { "\(r.from ?? "(entry)") → \(MapDiff.targetKey(r))" }
            for route in diff.addedRoutes { row("added", "route", name(route), DiffNeighbourhood.label(route)) }
            for route in diff.removedRoutes { row("removed", "route", name(route), DiffNeighbourhood.label(route)) }
            for change in diff.changedRoutes {
                row("changed", "route", name(change.head), "\(DiffNeighbourhood.label(change.base)) → \(DiffNeighbourhood.label(change.head))")
            }
            out += "</table>\n"
        }
        out += "</body>\n</html>\n"
        return out
    }

    static func escape(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default:
                if scalar.value < 0x20 && scalar != "\n" && scalar != "\t" {
                    out += "\u{FFFD}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }
}
