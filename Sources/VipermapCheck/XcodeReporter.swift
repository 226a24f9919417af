/// Xcode's build-log format (`path:line:col: warning: message`), so a Run Script build phase shows findings
/// inline. Paths are joined to ``CheckReport/root`` because Xcode opens them from its own working directory.
public enum XcodeReporter {
    /// One line per finding; nothing when the report is empty.
    public static func render(_ report: CheckReport) -> String {
        var out = ""
        for issue in report.issues {
            let message = "\(ReportText.oneLine(issue.message)) [\(issue.rule.rawValue)]"
            if let file = issue.file {
                out += "\(ReportText.oneLine(report.displayPath(file))):\(issue.line ?? 1):1: \(issue.severity.rawValue): \(message)\n"
            } else {
                out += "\(issue.severity.rawValue): \(message)\n"
            }
        }
        return out
    }
}
