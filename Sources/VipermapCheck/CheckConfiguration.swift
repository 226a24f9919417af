import Foundation
import Yams

/// What `vipermap check` enforces: a severity per rule, the fan-out limit and the forbidden routes.
///
/// Read from `.vipermap.yml` (schema: `schema/vipermap.schema.json`). Every rule has a default, so a project
/// without the file still gets a useful check.
public struct CheckConfiguration: Hashable, Sendable {
    /// The file name `vipermap check` looks for in the folder it checks.
    public static let fileName = ".vipermap.yml"
    /// The fan-out limit when the configuration does not set one.
    public static let defaultFanOutLimit = 15

    /// Severities set by the file; rules not listed keep their ``RuleID/defaultSeverity``.
    public var severities: [RuleID: Severity]
    /// The most modules one module may route to (distinct targets) before `maxFanOut` reports it.
    public var maxFanOut: Int
    /// Boundaries of the `forbiddenRoute` rule.
    public var forbiddenRoutes: [ForbiddenRoute]

    /// A configuration; the defaults are those of a project without `.vipermap.yml`.
    public init(severities: [RuleID: Severity] = [:], maxFanOut: Int = CheckConfiguration.defaultFanOutLimit, forbiddenRoutes: [ForbiddenRoute] = []) {
        self.severities = severities
        self.maxFanOut = maxFanOut
        self.forbiddenRoutes = forbiddenRoutes
    }

    /// The severity of `rule`: the configured one, else the rule's default.
    public func severity(of rule: RuleID) -> Severity {
        severities[rule] ?? rule.defaultSeverity
    }

    /// Reads a configuration file.
    public static func load(contentsOf url: URL, displayPath: String? = nil) throws -> CheckConfiguration {
        let name = displayPath ?? url.path
        let text: String
        do {
            text = try String(contentsOf: url, encoding: .utf8)
        } catch {
            throw ConfigurationError.unreadable(file: name, reason: error.localizedDescription)
        }
        return try parse(yaml: text, file: name)
    }

    /// Parses the text of a `.vipermap.yml`; `file` names it in error messages.
    public static func parse(yaml: String, file: String) throws -> CheckConfiguration {
        let root: Node?
        do {
            root = try Yams.compose(yaml: yaml)
        } catch let error as YamlError {
            throw Self.yamlError(error, file: file)
        } catch {
            throw ConfigurationError.invalidYAML(file: file, line: nil, column: nil, problem: "\(error)")
        }
        var config = CheckConfiguration()
        guard let root else { return config }  // An empty file means "all defaults".
        let reader = NodeReader(file: file)
        let top = try reader.mapping(root, path: "the top level", allowed: ["rules"])
        guard let rules = top["rules"] else { return config }
        let ruleNodes = try reader.mapping(rules.value, path: "rules", allowed: RuleID.allCases.map(\.rawValue))
        for (key, entry) in ruleNodes {
            let rule = RuleID(rawValue: key)!
            let path = "rules.\(key)"
            if entry.value.scalar != nil {
                config.severities[rule] = try reader.severity(entry.value, path: path)
                continue
            }
            var allowed = ["severity"]
            if rule == .maxFanOut { allowed.append("limit") }
            if rule == .forbiddenRoute { allowed.append("routes") }
            let fields = try reader.mapping(entry.value, path: path, allowed: allowed, expected: "a severity (error, warning, off) or a mapping")
            if let severity = fields["severity"] {
                config.severities[rule] = try reader.severity(severity.value, path: "\(path).severity")
            }
            if let limit = fields["limit"] {
                config.maxFanOut = try reader.positiveInt(limit.value, path: "\(path).limit")
            }
            if let routes = fields["routes"] {
                config.forbiddenRoutes = try reader.sequence(routes.value, path: "\(path).routes").enumerated().map { index, node in
                    let itemPath = "\(path).routes[\(index)]"
                    let item = try reader.mapping(node, path: itemPath, allowed: ["from", "to", "reason"])
                    guard let from = item["from"], let to = item["to"] else {
                        let mark = node.mark
                        throw ConfigurationError.wrongType(
                            file: file, line: mark?.line ?? 1, column: mark?.column ?? 1, path: itemPath,
                            expected: "a mapping with both 'from' and 'to' patterns", found: "a mapping without \(item["from"] == nil ? "'from'" : "'to'")")
                    }
                    return ForbiddenRoute(
                        from: ModulePattern(try reader.string(from.value, path: "\(itemPath).from")),
                        to: ModulePattern(try reader.string(to.value, path: "\(itemPath).to")),
                        reason: try item["reason"].map { try reader.string($0.value, path: "\(itemPath).reason") })
                }
            }
        }
        return config
    }

    private static func yamlError(_ error: YamlError, file: String) -> ConfigurationError {
        switch error {
        case let .scanner(_, problem, mark, _), let .parser(_, problem, mark, _), let .composer(_, problem, mark, _):
            return .invalidYAML(file: file, line: mark.line, column: mark.column, problem: problem)
        case let .duplicatedKeysInMapping(duplicates, context):
            return .invalidYAML(file: file, line: context.mark.line, column: context.mark.column,
                                problem: "duplicated key \(duplicates.joined(separator: ", "))")
        default:
            return .invalidYAML(file: file, line: nil, column: nil, problem: "\(error)")
        }
    }
}

/// Reads typed values out of Yams nodes, turning every mismatch into a ``ConfigurationError`` with a line.
private struct NodeReader {
    let file: String

    func mapping(_ node: Node, path: String, allowed: [String], expected: String = "a mapping") throws -> [String: (key: Node, value: Node)] {
        guard let mapping = node.mapping else { throw wrongType(node, path: path, expected: expected) }
        var result: [String: (key: Node, value: Node)] = [:]
        for (key, value) in mapping {
            guard let name = key.scalar?.string, allowed.contains(name) else {
                let mark = key.mark
                throw ConfigurationError.unknownKey(
                    file: file, line: mark?.line ?? 1, column: mark?.column ?? 1,
                    key: key.scalar?.string ?? "\(key)", path: path, allowed: allowed.sorted())
            }
            result[name] = (key, value)
        }
        return result
    }

    func sequence(_ node: Node, path: String) throws -> [Node] {
        guard let sequence = node.sequence else { throw wrongType(node, path: path, expected: "a list") }
        return Array(sequence)
    }

    func string(_ node: Node, path: String) throws -> String {
        guard let scalar = node.scalar else { throw wrongType(node, path: path, expected: "a string") }
        return scalar.string
    }

    func severity(_ node: Node, path: String) throws -> Severity {
        guard let text = node.scalar?.string, let severity = Severity(rawValue: text) else {
            throw wrongType(node, path: path, expected: "one of error, warning, off")
        }
        return severity
    }

    func positiveInt(_ node: Node, path: String) throws -> Int {
        guard let value = node.int, value > 0 else { throw wrongType(node, path: path, expected: "a positive integer") }
        return value
    }

    private func wrongType(_ node: Node, path: String, expected: String) -> ConfigurationError {
        let found: String
        switch node {
        case let .scalar(scalar): found = "'\(scalar.string)'"
        case .mapping: found = "a mapping"
        case .sequence: found = "a list"
        case .alias: found = "an alias"
        }
        let mark = node.mark
        return .wrongType(file: file, line: mark?.line ?? 1, column: mark?.column ?? 1, path: path, expected: expected, found: found)
    }
}
