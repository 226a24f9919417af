import Foundation

/// Machine-readable report: every finding with its fingerprint, and the counts.
public enum JSONReporter {
    /// Sorted-key JSON with a trailing newline.
    public static func data(for report: CheckReport) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let body = Body(
            findings: report.issues.map(Entry.init),
            summary: Summary(errors: report.errorCount, warnings: report.warningCount, baselined: report.baselinedCount))
        var data = try! encoder.encode(body)  // Plain strings and numbers: encoding cannot fail.
        data.append(0x0A)
        return data
    }

    struct Body: Encodable {
        let findings: [Entry]
        let summary: Summary
    }
    struct Summary: Encodable {
        let errors: Int
        let warnings: Int
        let baselined: Int
    }
    /// Written field by field so that `null`s are explicit, as in `map.json`.
    struct Entry: Encodable {
        let issue: CheckFinding
        enum CodingKeys: String, CodingKey { case rule, severity, message, module, file, line, fingerprint }
        func encode(to encoder: any Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(issue.rule, forKey: .rule)
            try c.encode(issue.severity, forKey: .severity)
            try c.encode(issue.message, forKey: .message)
            try c.encode(issue.module, forKey: .module)
            try c.encode(issue.file, forKey: .file)
            try c.encode(issue.line, forKey: .line)
            try c.encode(issue.fingerprint, forKey: .fingerprint)
        }
    }
}
