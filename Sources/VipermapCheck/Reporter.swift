import Foundation

/// The output formats of `vipermap check`. Each case maps to one writer, a pure function of the report.
public enum Reporter: String, CaseIterable, Sendable {
    case text, xcode, github, sarif, junit, json, markdown

    /// The report in this format.
    public func data(for report: CheckReport) -> Data {
        switch self {
        case .text: return Data(TextReporter.render(report).utf8)
        case .xcode: return Data(XcodeReporter.render(report).utf8)
        case .github: return Data(GitHubReporter.render(report).utf8)
        case .sarif: return SARIFReporter.data(for: report)
        case .junit: return Data(JUnitReporter.render(report).utf8)
        case .json: return JSONReporter.data(for: report)
        case .markdown: return Data(MarkdownReporter.render(report).utf8)
        }
    }
}

/// Shared helpers of the reporters.
enum ReportText {
    /// One line: control characters (newlines included) become visible escapes, so one finding stays one line.
    static func oneLine(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F || (0x80..<0xA0).contains(scalar.value)
                    || scalar == "\u{2028}" || scalar == "\u{2029}" {
                    out += String(format: "\\u{%X}", scalar.value)
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }

    static func summary(_ report: CheckReport) -> String {
        var text = "\(report.errorCount) error\(report.errorCount == 1 ? "" : "s"), \(report.warningCount) warning\(report.warningCount == 1 ? "" : "s")"
        if report.baselinedCount > 0 { text += ", \(report.baselinedCount) accepted by the baseline" }
        return text
    }
}
