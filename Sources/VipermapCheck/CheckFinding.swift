/// One finding of `vipermap check`, with the severity its rule has in the configuration.
///
/// The ``fingerprint`` identifies the finding across commits: it hashes the rule, the module and a normalised
/// target (an option name, a route's target and trigger, a missing role), never a line number, so moving code
/// around does not turn a baselined finding into a new one.
public struct CheckFinding: Codable, Hashable, Sendable, Comparable {
    /// The rule that found it.
    public var rule: RuleID
    /// The rule's severity in the configuration (never `off`: those findings are dropped).
    public var severity: Severity
    /// One sentence; quotes names from the indexed code (untrusted).
    public var message: String
    /// The module the finding is about (a route's source for route rules).
    public var module: String?
    /// Path relative to the scanned root.
    public var file: String?
    /// 1-based line in ``file``.
    public var line: Int?
    /// Stable identity for baselines and SARIF `partialFingerprints` (16 hex digits).
    public var fingerprint: String

    /// `target` is what the finding is about inside its module (an option, a route's target and trigger, a role); it feeds the fingerprint only.
    public init(rule: RuleID, severity: Severity, message: String, module: String?, file: String?, line: Int?, target: String) {
        self.rule = rule
        self.severity = severity
        self.message = message
        self.module = module
        self.file = file
        self.line = line
        self.fingerprint = Self.fingerprint(rule: rule, module: module, target: target)
    }

    /// A 64-bit FNV-1a hash, in hex, of `rule`, `module` and `target` with whitespace runs collapsed.
    ///
    /// FNV-1a rather than a cryptographic hash because Foundation on Linux has none and baselines only need
    /// stability, not secrecy.
    public static func fingerprint(rule: RuleID, module: String?, target: String) -> String {
        let normalisedTarget = target.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        let key = [rule.rawValue, module ?? "", normalisedTarget].joined(separator: "\u{1F}")
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in key.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01B3
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }

    /// Findings sort by file, line, rule, module and message, so every reporter lists them in the same order.
    public static func < (lhs: CheckFinding, rhs: CheckFinding) -> Bool {
        (lhs.file ?? "", lhs.line ?? 0, lhs.rule.rawValue, lhs.module ?? "", lhs.message, lhs.fingerprint)
            < (rhs.file ?? "", rhs.line ?? 0, rhs.rule.rawValue, rhs.module ?? "", rhs.message, rhs.fingerprint)
    }
}
