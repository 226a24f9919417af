/// A `.vipermap.yml` that cannot be used. Every case names the file, and the line and column when known.
public enum ConfigurationError: Error, Equatable, CustomStringConvertible {
    case unreadable(file: String, reason: String)
    case invalidYAML(file: String, line: Int?, column: Int?, problem: String)
    case unknownKey(file: String, line: Int, column: Int, key: String, path: String, allowed: [String])
    case wrongType(file: String, line: Int, column: Int, path: String, expected: String, found: String)

    public var description: String {
        switch self {
        case let .unreadable(file, reason):
            return "cannot read \(file): \(reason); check the path given with --config."
        case let .invalidYAML(file, line, column, problem):
            let at = line.map { ":\($0):\(column ?? 1)" } ?? ""
            return "\(file)\(at): not valid YAML: \(problem); fix the syntax (see docs/ci.md for an example)."
        case let .unknownKey(file, line, column, key, path, allowed):
            return "\(file):\(line):\(column): unknown key '\(key)' in \(path); expected one of: \(allowed.joined(separator: ", "))."
        case let .wrongType(file, line, column, path, expected, found):
            return "\(file):\(line):\(column): \(path) must be \(expected), found \(found)."
        }
    }
}
