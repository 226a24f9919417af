/// Human-readable report: `file:line: severity: message [rule]`, one finding per line, then a summary.
public enum TextReporter {
    /// The findings, then `vipermap check: N errors, M warnings`.
    public static func render(_ report: CheckReport) -> String {
        var out = ""
        for issue in report.issues {
            var place = issue.file.map(ReportText.oneLine) ?? "(no file)"
            if let line = issue.line, issue.file != nil { place += ":\(line)" }
            out += "\(place): \(issue.severity.rawValue): \(ReportText.oneLine(issue.message)) [\(issue.rule.rawValue)]\n"
        }
        out += "vipermap check: \(ReportText.summary(report))\n"
        return out
    }
}
