/// A Markdown table of findings, for a pull-request comment or a GitHub step summary.
public enum MarkdownReporter {
    /// A heading, the counts, and a table of findings when there are any.
    public static func render(_ report: CheckReport) -> String {
        var out = "## vipermap check\n\n"
        out += "\(ReportText.summary(report)).\n"
        guard !report.issues.isEmpty else { return out }
        out += "\n| Severity | Rule | Module | Location | Message |\n|---|---|---|---|---|\n"
        for issue in report.issues {
            var place = issue.file.map(MarkdownText.escape) ?? ""
            if let line = issue.line, issue.file != nil { place += ":\(line)" }
            out += "| \(issue.severity.rawValue) | \(issue.rule.rawValue) | \(issue.module.map(MarkdownText.escape) ?? "") | \(place) | \(MarkdownText.escape(issue.message)) |\n"
        }
        return out
    }
}

/// Escaping for text placed in Markdown table cells and paragraphs (GitHub Flavored Markdown).
public enum MarkdownText {
    /// Backslash-escapes every ASCII punctuation character Markdown gives meaning to, turns `<`, `>` and `&`
    /// into entities (so no HTML gets through), and newlines into `<br>` so a cell stays one row.
    public static func escape(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "&": out += "&amp;"
            case "\r": break
            case "\n": out += "<br>"
            case "\\", "`", "*", "_", "{", "}", "[", "]", "(", ")", "#", "+", "-", ".", "!", "|", "~", "\"", "'", "$", ":", "@", "=", "^":
                out += "\\"
                out.unicodeScalars.append(scalar)
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
