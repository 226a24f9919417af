import Foundation

/// SARIF 2.1.0 (the format GitHub code scanning and most IDEs import). Paths are relative URIs against the
/// `SRCROOT` base, so the log holds no absolute paths; fingerprints go to `partialFingerprints`.
public enum SARIFReporter {
    /// The `$schema` of every log: the OASIS SARIF 2.1.0 schema.
    public static let schemaURI = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"

    /// One run whose driver lists every rule; sorted-key JSON with a trailing newline.
    public static func data(for report: CheckReport) -> Data {
        let rules = RuleID.allCases.sorted()
        let log = Log(
            schema: schemaURI,
            version: "2.1.0",
            runs: [Run(
                tool: Tool(driver: Driver(
                    name: "vipermap",
                    rules: rules.map { ReportingDescriptor(id: $0.rawValue, shortDescription: Message(text: $0.summary),
                                                           defaultConfiguration: Configuration(level: level($0.defaultSeverity))) })),
                results: report.issues.map { issue in
                    Result(
                        ruleId: issue.rule.rawValue,
                        ruleIndex: rules.firstIndex(of: issue.rule)!,
                        level: level(issue.severity),
                        message: Message(text: issue.message),
                        locations: issue.file.map { file in
                            [Location(physicalLocation: PhysicalLocation(
                                artifactLocation: ArtifactLocation(uri: uri(file), uriBaseId: "SRCROOT"),
                                region: issue.line.map { Region(startLine: max(1, $0)) }))]
                        } ?? [],
                        partialFingerprints: ["vipermap/v1": issue.fingerprint])
                },
                columnKind: "unicodeCodePoints")])
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        var data = try! encoder.encode(log)  // Plain strings and numbers: encoding cannot fail.
        data.append(0x0A)
        return data
    }

    static func level(_ severity: Severity) -> String {
        switch severity {
        case .error: return "error"
        case .warning: return "warning"
        case .off: return "none"
        }
    }

    /// A relative URI reference for a path: everything but unreserved characters, `/` and a few safe
    /// sub-delimiters is percent-encoded (a `:` would otherwise read as a URI scheme).
    static func uri(_ path: String) -> String {
        let allowed = CharacterSet(charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~/!$&'()*+,;=@")
        return path.addingPercentEncoding(withAllowedCharacters: allowed) ?? path
    }

    struct Log: Encodable {
        let schema: String
        let version: String
        let runs: [Run]
        enum CodingKeys: String, CodingKey { case schema = "$schema", version, runs }
    }
    struct Run: Encodable {
        let tool: Tool
        let results: [Result]
        let columnKind: String
    }
    struct Tool: Encodable { let driver: Driver }
    struct Driver: Encodable {
        let name: String
        let rules: [ReportingDescriptor]
    }
    struct ReportingDescriptor: Encodable {
        let id: String
        let shortDescription: Message
        let defaultConfiguration: Configuration
    }
    struct Configuration: Encodable { let level: String }
    struct Message: Encodable { let text: String }
    struct Result: Encodable {
        let ruleId: String
        let ruleIndex: Int
        let level: String
        let message: Message
        let locations: [Location]
        let partialFingerprints: [String: String]
    }
    struct Location: Encodable { let physicalLocation: PhysicalLocation }
    struct PhysicalLocation: Encodable {
        let artifactLocation: ArtifactLocation
        let region: Region?
    }
    struct ArtifactLocation: Encodable {
        let uri: String
        let uriBaseId: String
    }
    struct Region: Encodable { let startLine: Int }
}
