/// What a reporter writes: the findings to report and what the check left out.
public struct CheckReport: Hashable, Sendable {
    /// Findings to report (sorted); with a baseline, only the new ones.
    public var issues: [CheckFinding]
    /// How many findings the baseline accepted (not reported).
    public var baselinedCount: Int
    /// Prefix for file paths in reporters that need paths an IDE can open (`xcode`); nil keeps them relative.
    public var root: String?

    /// A report of `issues` (sorted here), `baselinedCount` findings accepted by a baseline, paths joined to `root` where a reporter needs it.
    public init(issues: [CheckFinding], baselinedCount: Int = 0, root: String? = nil) {
        self.issues = issues.sorted()
        self.baselinedCount = baselinedCount
        self.root = root
    }

    /// Findings at `error` level.
    public var errorCount: Int { issues.filter { $0.severity == .error }.count }
    /// Findings at `warning` level.
    public var warningCount: Int { issues.filter { $0.severity == .warning }.count }

    /// The path to show for `file`: joined to ``root`` when one is set.
    public func displayPath(_ file: String) -> String {
        guard let root, !root.isEmpty else { return file }
        return root.hasSuffix("/") ? root + file : root + "/" + file
    }
}
