import Foundation
import Testing

/// Golden files under `Tests/Fixtures/check/`. `VIPERMAP_RECORD=1 swift test …` rewrites them; otherwise a
/// mismatch fails with a line diff (`-` expected, `+` actual).
enum Golden {
    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/check")

    static var recording: Bool { ProcessInfo.processInfo.environment["VIPERMAP_RECORD"] == "1" }

    static func url(_ name: String) -> URL { folder.appendingPathComponent(name) }

    static func text(_ name: String) throws -> String {
        try String(contentsOf: url(name), encoding: .utf8)
    }

    static func assert(_ actual: String, matches name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let file = url(name)
        if recording {
            try? FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try? Data(actual.utf8).write(to: file)
            return
        }
        guard let expected = try? String(contentsOf: file, encoding: .utf8) else {
            Issue.record("missing golden file \(name); run with VIPERMAP_RECORD=1 to record it", sourceLocation: sourceLocation)
            return
        }
        if expected != actual {
            Issue.record("\(name) differs from the golden file (run with VIPERMAP_RECORD=1 to re-record):\n\(lineDiff(expected, actual))", sourceLocation: sourceLocation)
        }
    }

    /// A plain LCS line diff; golden files are small.
    static func lineDiff(_ old: String, _ new: String) -> String {
        let a = old.components(separatedBy: "\n"), b = new.components(separatedBy: "\n")
        var lcs = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            for j in stride(from: b.count - 1, through: 0, by: -1) {
                lcs[i][j] = a[i] == b[j] ? lcs[i + 1][j + 1] + 1 : max(lcs[i + 1][j], lcs[i][j + 1])
            }
        }
        var out: [String] = []
        var i = 0, j = 0
        while i < a.count || j < b.count {
            if i < a.count, j < b.count, a[i] == b[j] {
                out.append("  \(a[i])"); i += 1; j += 1
            } else if j < b.count, i == a.count || lcs[i][j + 1] >= lcs[i + 1][j] {
                out.append("+ \(b[j])"); j += 1
            } else {
                out.append("- \(a[i])"); i += 1
            }
        }
        return out.joined(separator: "\n")
    }
}
