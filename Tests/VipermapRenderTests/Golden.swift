import Foundation
import Testing

/// Golden files under `Tests/VipermapRenderTests/Golden`; `VIPERMAP_RECORD=1 swift test` re-records them.
enum Golden {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")

    static func assertMatches(_ actual: String, file name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let url = folder.appendingPathComponent(name)
        if ProcessInfo.processInfo.environment["VIPERMAP_RECORD"] == "1" {
            try Data(actual.utf8).write(to: url)
            return
        }
        guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
            Issue.record("missing golden file \(name); run `VIPERMAP_RECORD=1 swift test --filter VipermapRenderTests` to record it", sourceLocation: sourceLocation)
            return
        }
        if expected != actual {
            Issue.record("\(name) differs from the golden file (re-record with VIPERMAP_RECORD=1 if the change is intended):\n\(diff(expected, actual))", sourceLocation: sourceLocation)
        }
    }

    /// A line diff good enough to read: common prefix and suffix dropped, the rest shown as -/+.
    static func diff(_ old: String, _ new: String) -> String {
        let a = old.components(separatedBy: "\n"), b = new.components(separatedBy: "\n")
        var prefix = 0
        while prefix < min(a.count, b.count) && a[prefix] == b[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < min(a.count, b.count) - prefix && a[a.count - 1 - suffix] == b[b.count - 1 - suffix] { suffix += 1 }
        let removed = a[prefix..<(a.count - suffix)].map { "- \($0)" }
        let added = b[prefix..<(b.count - suffix)].map { "+ \($0)" }
        return "@@ line \(prefix + 1) @@\n" + (removed + added).joined(separator: "\n")
    }
}
