import Foundation
import Testing
import Yams
@testable import VipermapCheck

/// `schema/vipermap.schema.json` agrees with the parser: same rule ids, and the same files accepted and rejected.
@Suite struct ConfigurationSchemaTests {
    static let schemaURL = Golden.folder.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("schema/vipermap.schema.json")

    /// YAML as JSON the way the parser reads it: scalars are strings unless they are integers
    /// (so `off` stays the string "off", as in YAML 1.2, not YAML 1.1's `false`).
    static func json(_ node: Node) -> Any {
        switch node {
        case let .scalar(scalar):
            if let int = Int(scalar.string) { return int }
            return scalar.string
        case let .mapping(mapping):
            var dict: [String: Any] = [:]
            for (key, value) in mapping { dict[key.scalar?.string ?? ""] = json(value) }
            return dict
        case let .sequence(sequence):
            return sequence.map(json)
        case .alias:
            return NSNull()
        }
    }

    /// Validates each YAML document against the schema; returns one line per document, "valid" or the first error.
    static func schemaVerdicts(_ documents: [String]) throws -> [String] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("vipermap-schema-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var paths: [String] = []
        for (index, yaml) in documents.enumerated() {
            let object = try Yams.compose(yaml: yaml).map(json) ?? [String: Any]()
            let url = folder.appendingPathComponent("config\(index).json")
            try JSONSerialization.data(withJSONObject: object).write(to: url)
            paths.append(url.path)
        }
        let script = """
        import json, sys
        from jsonschema import Draft7Validator
        validator = Draft7Validator(json.load(open(sys.argv[1])))
        for path in sys.argv[2:]:
            errors = sorted(validator.iter_errors(json.load(open(path))), key=lambda e: list(e.absolute_path))
            print('valid' if not errors else 'invalid at ' + '/'.join(str(p) for p in errors[0].absolute_path))
        """
        let result = try Subprocess.env(["python3", "-c", script, schemaURL.path] + paths)
        #expect(result.status == 0, "\(result.stderr)")
        return result.stdout.split(separator: "\n").map(String.init)
    }

    @Test func schemaListsEveryRule() throws {
        let schema = try JSONSerialization.jsonObject(with: Data(contentsOf: Self.schemaURL)) as? [String: Any]
        let rules = ((schema?["properties"] as? [String: Any])?["rules"] as? [String: Any])?["properties"] as? [String: Any]
        #expect(Set(rules?.keys.map { $0 } ?? []) == Set(RuleID.allCases.map(\.rawValue)))
    }

    static let valid = [
        TestMaps.configurationYAML,
        "",
        "rules:\n  deadOption: off\n  unresolvedRoute: {severity: error}\n",
        "rules:\n  maxFanOut: {severity: warning, limit: 4}\n  forbiddenRoute:\n    routes:\n      - {from: 'Debug*', to: '!domain:Debug'}\n",
    ]

    static let invalid = [
        "rules:\n  deadOptions: off\n",
        "rule: {}\n",
        "rules:\n  deadOption: fatal\n",
        "rules:\n  maxFanOut: {limit: 0}\n",
        "rules:\n  deadOption: {limit: 3}\n",
        "rules:\n  forbiddenRoute: {routes: [{from: A}]}\n",
        "rules:\n  forbiddenRoute: {routes: [{from: A, to: B, why: x}]}\n",
    ]

    @Test func schemaAndParserAcceptTheSameFiles() throws {
        #expect(try Self.schemaVerdicts(Self.valid) == Array(repeating: "valid", count: Self.valid.count))
        for yaml in Self.valid {
            #expect(throws: Never.self) { try CheckConfiguration.parse(yaml: yaml, file: "c.yml") }
        }
    }

    @Test func schemaAndParserRejectTheSameFiles() throws {
        let verdicts = try Self.schemaVerdicts(Self.invalid)
        #expect(verdicts == [
            "invalid at rules",
            "invalid at ",
            "invalid at rules/deadOption",
            "invalid at rules/maxFanOut",
            "invalid at rules/deadOption",
            "invalid at rules/forbiddenRoute",
            "invalid at rules/forbiddenRoute",
        ])
        for yaml in Self.invalid {
            #expect(throws: ConfigurationError.self) { try CheckConfiguration.parse(yaml: yaml, file: "c.yml") }
        }
    }
}
