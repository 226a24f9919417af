/// GitHub Actions workflow commands (`::error file=…,line=…,title=…::message`), which become annotations on
/// the pull request.
public enum GitHubReporter {
    /// One workflow command per finding: `error` for errors, `warning` for warnings.
    public static func render(_ report: CheckReport) -> String {
        var out = ""
        for issue in report.issues {
            let command = issue.severity == .error ? "error" : "warning"
            var properties: [String] = []
            if let file = issue.file {
                properties.append("file=\(escapeProperty(file))")
                if let line = issue.line { properties.append("line=\(line)") }
            }
            properties.append("title=\(escapeProperty("vipermap \(issue.rule.rawValue)"))")
            out += "::\(command) \(properties.joined(separator: ","))::\(escapeData(issue.message))\n"
        }
        return out
    }

    /// The message part: GitHub's runner decodes `%25`, `%0D` and `%0A`. Other control characters cannot be
    /// encoded and would garble the log, so they become U+FFFD.
    public static func escapeData(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "%": out += "%25"
            case "\r": out += "%0D"
            case "\n": out += "%0A"
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

    /// A property value: as ``escapeData(_:)``, plus `:` and `,`, which separate properties.
    public static func escapeProperty(_ text: String) -> String {
        escapeData(text)
            .replacingOccurrences(of: ":", with: "%3A")
            .replacingOccurrences(of: ",", with: "%2C")
    }
}

import Foundation
