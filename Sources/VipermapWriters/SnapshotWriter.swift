import Foundation
import VipermapModel

/// The navigation snapshot: a sorted, line-per-record text of modules and routes, meant to be committed so
/// that a pull request's diff shows every navigation change.
///
/// Lines carry no line numbers (moving code does not change the snapshot) and every record is one line:
/// backslashes and control characters in names are escaped (`\\`, `\n`, `\u{7}`).
///
/// ```
/// [modules]
/// Home (done)
/// Login (inProgress, domain: Auth)
/// [routes]
/// (entry) -[setRoot]-> Login
/// Login -[push: home]-> Home
/// List -[present]-> ?{makeController(for: item)}
/// Settings -[dismiss]-> (back)
/// ```
public enum SnapshotWriter {
    /// The first line of every snapshot (a comment: drift checks ignore it).
    public static let header = "# vipermap navigation snapshot: regenerate with `vipermap snapshot PATH --output FILE`"

    /// The snapshot's lines, header included.
    public static func lines(for map: AppMap) -> [String] {
        let moduleLines = Set(map.modules.map(moduleLine)).sorted()
        let routeLines = Set(map.routes.map(routeLine)).sorted()
        return [header, "[modules]"] + moduleLines + ["[routes]"] + routeLines
    }

    /// The snapshot file's bytes (lines joined by `\n`, trailing newline).
    public static func data(for map: AppMap) -> Data {
        Data((lines(for: map).joined(separator: "\n") + "\n").utf8)
    }

    static func moduleLine(_ module: Module) -> String {
        var attributes = [module.status.rawValue]
        if let domain = module.domain { attributes.append("domain: \(escape(domain))") }
        return "\(escape(module.id)) (\(attributes.joined(separator: ", ")))"
    }

    static func routeLine(_ route: Route) -> String {
        let from = route.from.map(escape) ?? "(entry)"
        let to: String
        if let target = route.to {
            to = escape(target)
        } else if route.isBack {
            to = "(back)"
        } else {
            to = "?{\(escape(route.target ?? ""))}"
        }
        var arrow = route.transition.rawValue
        if let trigger = route.trigger { arrow += ": \(escape(trigger))" }
        var line = "\(from) -[\(arrow)]-> \(to)"
        if let condition = route.condition { line += "  #if \(escape(condition))" }
        return line
    }

    /// Makes a name safe for one line: `\` doubles, control and line-separator characters become escapes.
    public static func escape(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F || (0x80..<0xA0).contains(scalar.value)
                    || scalar == "\u{2028}" || scalar == "\u{2029}" || scalar == "\u{85}" {
                    out += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }
}
