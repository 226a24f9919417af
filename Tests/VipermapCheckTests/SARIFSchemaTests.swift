import Foundation
import Testing
@testable import VipermapCheck

/// The SARIF reporter's output validated against the official OASIS SARIF 2.1.0 schema
/// (`Tests/Fixtures/check/sarif-schema-2.1.0.json`) by Python's `jsonschema`.
@Suite struct SARIFSchemaTests {
    static let validator = """
    import json, sys
    from jsonschema import Draft7Validator
    schema = json.load(open(sys.argv[1]))
    errors = []
    for path in sys.argv[2:]:
        for error in Draft7Validator(schema).iter_errors(json.load(open(path))):
            errors.append(path.rsplit('/', 1)[-1] + ': ' + '/'.join(str(p) for p in error.absolute_path) + ': ' + error.message)
    print('\\n'.join(errors) if errors else 'valid')
    sys.exit(1 if errors else 0)
    """

    static func validate(_ documents: [Data]) throws -> Subprocess {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("vipermap-sarif-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var paths: [String] = []
        for (index, data) in documents.enumerated() {
            let url = folder.appendingPathComponent("log\(index).sarif")
            try data.write(to: url)
            paths.append(url.path)
        }
        return try Subprocess.env(["python3", "-c", validator, Golden.url("sarif-schema-2.1.0.json").path] + paths)
    }

    @Test func reportsValidateAgainstTheOfficialSchema() throws {
        let logs = [ReporterTests.sampleReport, ReporterTests.hostileReport, CheckReport(issues: [])].map { Reporter.sarif.data(for: $0) }
        let result = try Self.validate(logs)
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout == "valid\n")
    }

    /// The validator really validates: a log with a level SARIF does not define is rejected.
    @Test func invalidLogIsRejected() throws {
        var text = String(decoding: Reporter.sarif.data(for: ReporterTests.sampleReport), as: UTF8.self)
        text = text.replacingOccurrences(of: "\"level\" : \"error\"", with: "\"level\" : \"fatal\"")
        let result = try Self.validate([Data(text.utf8)])
        #expect(result.status == 1)
        #expect(result.stdout.contains("'fatal' is not one of ['none', 'note', 'warning', 'error']"))
    }

    @Test func schemaIsTheOfficialOne() throws {
        let schema = try JSONSerialization.jsonObject(with: Data(contentsOf: Golden.url("sarif-schema-2.1.0.json"))) as? [String: Any]
        #expect(schema?["title"] as? String == "Static Analysis Results Format (SARIF) Version 2.1.0 JSON Schema")
        #expect((schema?["definitions"] as? [String: Any])?.count == 52)
    }
}
