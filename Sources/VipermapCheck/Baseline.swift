import Foundation

/// Findings a team has accepted: `vipermap check --write-baseline FILE` records them, `--baseline FILE`
/// reports only findings beyond them.
///
/// Entries are matched by fingerprint and counted, so a second finding with the same fingerprint (say, the
/// same unresolved expression in a new place of the same module) is new.
public struct Baseline: Codable, Hashable, Sendable {
    /// The baseline file format this vipermap writes and reads.
    public static let currentVersion = 1

    /// The file format version (``currentVersion``).
    public var version: Int
    /// Accepted findings, sorted by fingerprint.
    public var entries: [Entry]

    /// One accepted finding; rule, module and message are kept so the file reads well in review.
    public struct Entry: Codable, Hashable, Sendable, Comparable {
        /// The finding's ``CheckFinding/fingerprint``: what matching uses.
        public var fingerprint: String
        /// For readers of the file.
        public var rule: RuleID
        public var module: String?
        public var message: String

        enum CodingKeys: String, CodingKey { case fingerprint, rule, module, message }

        public func encode(to encoder: any Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(fingerprint, forKey: .fingerprint)
            try c.encode(rule, forKey: .rule)
            try c.encode(module, forKey: .module)
            try c.encode(message, forKey: .message)
        }

        public static func < (lhs: Entry, rhs: Entry) -> Bool {
            (lhs.fingerprint, lhs.rule.rawValue, lhs.module ?? "", lhs.message) < (rhs.fingerprint, rhs.rule.rawValue, rhs.module ?? "", rhs.message)
        }
    }

    /// A baseline that accepts every finding in `issues`.
    public init(issues: [CheckFinding]) {
        version = Self.currentVersion
        entries = issues.map { Entry(fingerprint: $0.fingerprint, rule: $0.rule, module: $0.module, message: $0.message) }.sorted()
    }

    /// The baseline as sorted, indented JSON with a trailing newline (it is meant to be committed).
    public func data() -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        var data = try! encoder.encode(self)  // Plain strings and numbers: encoding cannot fail.
        data.append(0x0A)
        return data
    }

    /// Reads a baseline file written by ``data()``.
    public static func decode(_ data: Data, source: String) throws -> Baseline {
        let baseline: Baseline
        do {
            baseline = try JSONDecoder().decode(Baseline.self, from: data)
        } catch {
            throw BaselineError.malformed(file: source, detail: "\(error)")
        }
        guard baseline.version == currentVersion else {
            throw BaselineError.unsupportedVersion(file: source, version: baseline.version)
        }
        return baseline
    }

    /// Splits `issues` into those the baseline does not cover and the number it accepts.
    public func filter(_ issues: [CheckFinding]) -> (new: [CheckFinding], accepted: Int) {
        var remaining: [String: Int] = [:]
        for entry in entries { remaining[entry.fingerprint, default: 0] += 1 }
        var fresh: [CheckFinding] = []
        var accepted = 0
        for issue in issues.sorted() {
            if let count = remaining[issue.fingerprint], count > 0 {
                remaining[issue.fingerprint] = count - 1
                accepted += 1
            } else {
                fresh.append(issue)
            }
        }
        return (fresh, accepted)
    }
}

/// A baseline file that cannot be used.
public enum BaselineError: Error, Equatable, CustomStringConvertible {
    case malformed(file: String, detail: String)
    case unsupportedVersion(file: String, version: Int)

    public var description: String {
        switch self {
        case let .malformed(file, detail):
            return "\(file) is not a vipermap baseline (\(detail)); write one with `vipermap check PATH --write-baseline \(file)`."
        case let .unsupportedVersion(file, version):
            return "\(file) is a version \(version) baseline, this vipermap reads version \(Baseline.currentVersion); rewrite it with --write-baseline."
        }
    }
}
