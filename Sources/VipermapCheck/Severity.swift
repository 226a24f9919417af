/// How much a rule's findings matter: `error` fails `vipermap check`, `warning` fails it only with `--strict`,
/// `off` turns the rule off.
public enum Severity: String, Codable, Hashable, Sendable, CaseIterable, Comparable {
    case off, warning, error

    public static func < (lhs: Severity, rhs: Severity) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
