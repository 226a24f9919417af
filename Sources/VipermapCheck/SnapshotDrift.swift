import Foundation
import VipermapModel
import VipermapWriters

/// The difference between a committed navigation snapshot and the map of the code today.
public struct SnapshotDrift: Hashable, Sendable {
    /// Lines of the snapshot the code no longer has.
    public var removed: [String]
    /// Lines the code has and the snapshot lacks.
    public var added: [String]

    /// True when the code matches the snapshot.
    public var isEmpty: Bool { removed.isEmpty && added.isEmpty }

    /// Compares the snapshot text with `map`. Blank lines and `#` comments in the file are ignored, so
    /// a hand-added note does not count as drift; line order does not matter either.
    public init(snapshot: String, map: AppMap) {
        let expected = Set(snapshot.split(separator: "\n", omittingEmptySubsequences: true)
            .map { String($0.hasSuffix("\r") ? $0.dropLast() : $0) }
            .filter { !$0.isEmpty && !$0.hasPrefix("#") })
        let actual = Set(SnapshotWriter.lines(for: map).filter { !$0.hasPrefix("#") })
        removed = expected.subtracting(actual).sorted()
        added = actual.subtracting(expected).sorted()
    }

    /// `-` lines, then `+` lines, one per line, ending with a hint on how to update the snapshot.
    /// `mapPath` is what the user checked, so the hint can be pasted as is.
    public func report(snapshotPath: String, mapPath: String = "PATH") -> String {
        var out = ""
        for line in removed { out += "-\(line)\n" }
        for line in added { out += "+\(line)\n" }
        if !isEmpty {
            out += "navigation drifted from \(snapshotPath): \(removed.count) line\(removed.count == 1 ? "" : "s") removed, \(added.count) added; review them and run `vipermap snapshot \(mapPath) --output \(snapshotPath)` to accept.\n"
        }
        return out
    }
}
