import ArgumentParser
import Foundation
import VipermapCheck
import VipermapModel

/// `vipermap check PATH`: runs the rules of `.vipermap.yml` and exits 1 on error-level findings.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check a map against the rules of .vipermap.yml (CI gate).",
        discussion: """
        PATH is a map.json, a folder holding one, or an app's source folder. The configuration is \
        PATH/.vipermap.yml (or the folder of the map.json) unless --config names one; without one every rule \
        runs at its default severity.

        Reporters: \(Reporter.allCases.map(\.rawValue).joined(separator: ", ")). Each --reporter-output pairs, \
        in order, with a --reporter; a reporter without one (or with `-`) writes to standard output.

        Exit codes: 0 clean; 1 error-level findings (with --strict, warnings too) or a drifted --snapshot; \
        2 usage or input error; 3 an output cannot be written.

        Example: vipermap check MyApp --baseline vipermap-baseline.json --reporter sarif --reporter-output vipermap.sarif --reporter github
        """
    )

    @Argument(help: "A map.json, a folder holding one, or an app's source folder.")
    var path: String

    @Option(help: ArgumentHelp("The configuration file (default: .vipermap.yml in PATH).", valueName: "file"))
    var config: String?

    @Flag(help: "Fail on warnings too.")
    var strict = false

    @Option(help: ArgumentHelp("Accept the findings recorded in this baseline; only new ones are reported and fail.", valueName: "file"))
    var baseline: String?

    @Option(name: .customLong("write-baseline"), help: ArgumentHelp("Record today's findings in this file and exit 0.", valueName: "file"))
    var writeBaseline: String?

    @Option(name: .customLong("reporter"), help: ArgumentHelp("Output format (repeatable): \(Reporter.allCases.map(\.rawValue).joined(separator: ", ")).", valueName: "name"))
    var reporters: [String] = []

    @Option(name: .customLong("reporter-output"), help: ArgumentHelp("Where the reporter at the same position writes (repeatable; `-` is standard output).", valueName: "file"))
    var reporterOutputs: [String] = []

    @Option(help: ArgumentHelp("Fail when the map differs from this navigation snapshot, printing +/- lines.", valueName: "file"))
    var snapshot: String?

    @Option(help: ArgumentHelp("Prefix for the file paths of every reporter, e.g. the app's folder in the repository (default: none; the xcode reporter uses PATH when it is a source folder).", valueName: "folder"))
    var root: String?

    @OptionGroup var indexing: IndexingOptions

    func validate() throws {
        for name in reporters where Reporter(rawValue: name) == nil {
            throw ValidationError("unknown reporter '\(name)'; choose from \(Reporter.allCases.map(\.rawValue).joined(separator: ", ")).")
        }
        if reporterOutputs.count > max(reporters.count, 1) {
            throw ValidationError("\(reporterOutputs.count) --reporter-output for \(reporters.count) --reporter; give one --reporter per output.")
        }
        if baseline != nil && writeBaseline != nil && baseline == writeBaseline {
            throw ValidationError("--baseline and --write-baseline name the same file; use one of them.")
        }
    }

    func run() throws {
        let configuration = try loadConfiguration()
        let map = try Pipeline.load(path: path, options: indexing.indexOptions)
        let all = Checker.check(map, configuration: configuration)

        if let writeBaseline {
            try Pipeline.write(Baseline(issues: all).data(), to: URL(fileURLWithPath: writeBaseline))
            FileHandle.standardError.write(Data("vipermap: recorded \(all.count) finding\(all.count == 1 ? "" : "s") in \(writeBaseline)\n".utf8))
            return
        }

        var issues = all
        var accepted = 0
        if let baseline {
            let data: Data
            do {
                data = try Data(contentsOf: URL(fileURLWithPath: baseline))
            } catch {
                throw VipermapFailure(.usageOrInput, "cannot read baseline \(baseline): \(error.localizedDescription); write one with --write-baseline \(baseline).")
            }
            do {
                (issues, accepted) = try Baseline.decode(data, source: baseline).filter(all)
            } catch let error as BaselineError {
                throw VipermapFailure(.usageOrInput, error.description)
            }
        }

        if let root {
            // An explicit root prefixes paths in every reporter (SARIF and GitHub want repository-relative paths).
            issues = issues.map { var issue = $0; issue.file = issue.file.map { CheckReport(issues: [], root: root).displayPath($0) }; return issue }
        }
        let report = CheckReport(issues: issues, baselinedCount: accepted)
        // Xcode opens paths from its own working directory, so its reporter gets absolute ones by default.
        let xcodeReport = CheckReport(issues: issues, baselinedCount: accepted, root: root == nil ? sourceRoot() : nil)
        let names = reporters.isEmpty ? ["text"] : reporters
        for (index, name) in names.enumerated() {
            let reporter = Reporter(rawValue: name)!
            let bytes = reporter.data(for: reporter == .xcode ? xcodeReport : report)
            let destination = index < reporterOutputs.count ? reporterOutputs[index] : "-"
            if destination == "-" {
                FileHandle.standardOutput.write(bytes)
            } else {
                try Pipeline.write(bytes, to: URL(fileURLWithPath: destination))
            }
        }

        var drifted = false
        if let snapshot {
            let text: String
            do {
                text = try String(contentsOf: URL(fileURLWithPath: snapshot), encoding: .utf8)
            } catch {
                throw VipermapFailure(.usageOrInput, "cannot read snapshot \(snapshot): \(error.localizedDescription); create it with `vipermap snapshot \(path) --output \(snapshot)`.")
            }
            let drift = SnapshotDrift(snapshot: text, map: map)
            if !drift.isEmpty {
                FileHandle.standardError.write(Data(drift.report(snapshotPath: snapshot, mapPath: path).utf8))
                drifted = true
            }
        }

        let failing = report.errorCount + (strict ? report.warningCount : 0)
        if failing > 0 || drifted {
            throw VipermapFailure(.findings, "")
        }
    }

    /// PATH, absolute, when it is an app's source folder (the root the findings' paths are relative to).
    private func sourceRoot() -> String? {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue,
              !FileManager.default.fileExists(atPath: URL(fileURLWithPath: path).appendingPathComponent("map.json").path) else { return nil }
        return URL(fileURLWithPath: path).standardizedFileURL.path
    }

    private func loadConfiguration() throws -> CheckConfiguration {
        let file: String
        if let config {
            file = config
        } else {
            var isDirectory: ObjCBool = false
            let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
            let folder = exists && isDirectory.boolValue ? path : (path as NSString).deletingLastPathComponent
            file = (folder.isEmpty ? CheckConfiguration.fileName : (folder as NSString).appendingPathComponent(CheckConfiguration.fileName))
            guard FileManager.default.fileExists(atPath: file) else { return CheckConfiguration() }
        }
        do {
            return try CheckConfiguration.load(contentsOf: URL(fileURLWithPath: file), displayPath: file)
        } catch let error as ConfigurationError {
            throw VipermapFailure(.usageOrInput, error.description)
        }
    }
}
