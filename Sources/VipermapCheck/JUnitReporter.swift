/// JUnit XML (read by Jenkins, GitLab, Azure and most CI dashboards): one test suite per rule, one failing
/// test case per finding.
public enum JUnitReporter {
    /// The XML document; an empty report is an empty, passing suite list.
    public static func render(_ report: CheckReport) -> String {
        let byRule = Dictionary(grouping: report.issues, by: \.rule)
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<testsuites name=\"vipermap check\" tests=\"\(report.issues.count)\" failures=\"\(report.issues.count)\">\n"
        for rule in byRule.keys.sorted() {
            let issues = byRule[rule]!
            out += "  <testsuite name=\"\(rule.rawValue)\" tests=\"\(issues.count)\" failures=\"\(issues.count)\">\n"
            for issue in issues {
                var place = issue.file ?? "(no file)"
                if let line = issue.line, issue.file != nil { place += ":\(line)" }
                out += "    <testcase classname=\"vipermap.\(rule.rawValue)\" name=\"\(XMLText.escape(issue.module ?? place))\" file=\"\(XMLText.escape(issue.file ?? ""))\">\n"
                out += "      <failure type=\"\(issue.severity.rawValue)\" message=\"\(XMLText.escape(issue.message))\">\(XMLText.escape("\(place): \(issue.message)"))</failure>\n"
                out += "    </testcase>\n"
            }
            out += "  </testsuite>\n"
        }
        out += "</testsuites>\n"
        return out
    }
}

/// XML escaping for text and attribute values.
enum XMLText {
    /// Escapes markup characters and both quotes; characters XML 1.0 cannot hold at all (most C0 controls,
    /// lone surrogates' replacements, U+FFFE/U+FFFF) become U+FFFD. Newlines and tabs become character
    /// references so attribute values keep them.
    static func escape(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\n": out += "&#10;"
            case "\r": out += "&#13;"
            case "\t": out += "&#9;"
            default:
                if scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF {
                    out += "\u{FFFD}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }
}
