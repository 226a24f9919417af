import Foundation
import Testing
import VipermapModel
import VipermapWriters
@testable import VipermapCheck

/// The built `vipermap` binary run as a subprocess: exit codes, output streams and files.
///
/// Inputs are the map.json fixtures in `Tests/Fixtures/check/`, themselves pinned to the factories of
/// ``TestMaps`` by ``fixturesMatchTheFactories()``.
@Suite struct CLITests {
    /// `vipermap` sits next to the test bundle in the build folder.
    static let binary: String = {
        let candidates = [
            URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent(),
            Bundle.main.bundleURL.deletingLastPathComponent(),
            Bundle.main.bundleURL,
            Golden.folder.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(".build/debug"),
        ].map { $0.appendingPathComponent("vipermap").path }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) } ?? candidates[0]
    }()

    static func vipermap(_ arguments: [String], in folder: URL? = nil) throws -> Subprocess {
        try Subprocess.run(binary, arguments, in: folder ?? Golden.folder)
    }

    static func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("vipermap-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test func fixturesMatchTheFactories() {
        Golden.assert(String(decoding: MapJSONWriter.data(for: TestMaps.sample), as: UTF8.self), matches: "sample.map.json")
        Golden.assert(String(decoding: MapJSONWriter.data(for: TestMaps.sample), as: UTF8.self), matches: "app/map.json")
        Golden.assert(TestMaps.configurationYAML + "\n", matches: "app/.vipermap.yml")
        Golden.assert(String(decoding: MapJSONWriter.data(for: DiffTests.head), as: UTF8.self), matches: "head.map.json")
        Golden.assert(String(decoding: MapJSONWriter.data(for: TestMaps.hostile), as: UTF8.self), matches: "hostile.map.json")
    }

    @Test func binaryExists() {
        #expect(FileManager.default.isExecutableFile(atPath: Self.binary), "build the package first: \(Self.binary)")
    }

    // MARK: check

    @Test func checkWithDefaultsFailsOnTheErrorRule() throws {
        let result = try Self.vipermap(["check", "sample.map.json"])
        #expect(result.status == 1)
        #expect(result.stderr == "")
        Golden.assert(result.stdout, matches: "cli-check-default.txt")
    }

    @Test func checkFindsTheConfigurationInTheFolder() throws {
        let result = try Self.vipermap(["check", "app"])
        #expect(result.status == 1)
        // The same findings as the library with that configuration.
        #expect(result.stdout == String(decoding: Reporter.text.data(for: CheckReport(issues: Checker.check(TestMaps.sample, configuration: CheckerTests.configured))), as: UTF8.self))
        #expect(result.stdout.contains("[forbiddenRoute]"))
    }

    @Test func warningsFailOnlyWithStrict() throws {
        let relaxed = try Self.vipermap(["check", "hostile.map.json"])
        #expect(relaxed.status == 0)
        #expect(relaxed.stdout.hasSuffix("vipermap check: 0 errors, 2 warnings\n"))
        let strict = try Self.vipermap(["check", "hostile.map.json", "--strict"])
        #expect(strict.status == 1)
        #expect(strict.stdout == relaxed.stdout)
    }

    @Test func badConfigurationIsAnInputError() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("rules:\n  deadOption: warning\n  maxFanout: 3\n".utf8).write(to: folder.appendingPathComponent("bad.yml"))
        let result = try Self.vipermap(["check", Golden.url("sample.map.json").path, "--config", "bad.yml"], in: folder)
        #expect(result.status == 2)
        #expect(result.stdout == "")
        #expect(result.stderr == "vipermap: bad.yml:3:3: unknown key 'maxFanout' in rules; expected one of: deadOption, forbiddenRoute, indexerFinding, maxFanOut, missingComponent, noLaunchPath, scaffoldedModule, undefinedModule, unhandledOption, unreachableModule, unresolvedRoute.\n")
    }

    @Test func usageErrorsExitWith2() throws {
        let unknownReporter = try Self.vipermap(["check", "sample.map.json", "--reporter", "html"])
        #expect(unknownReporter.status == 2)
        #expect(unknownReporter.stderr.contains("unknown reporter 'html'; choose from text, xcode, github, sarif, junit, json, markdown."))
        let tooManyOutputs = try Self.vipermap(["check", "sample.map.json", "--reporter", "json", "--reporter-output", "a", "--reporter-output", "b"])
        #expect(tooManyOutputs.status == 2)
        let missing = try Self.vipermap(["check", "no-such.map.json"])
        #expect(missing.status == 2)
        #expect(missing.stderr == "vipermap: no-such.map.json does not exist; pass a map.json, a folder holding one, or an app's source folder.\n")
        let broken = try Self.vipermap(["check", "sarif-schema-2.1.0.json"])
        #expect(broken.status == 2)
        #expect(broken.stderr.contains("sarif-schema-2.1.0.json is not a valid vipermap map.json (missing key 'schemaVersion' at top level)"))
    }

    @Test func reportersPairWithTheirOutputs() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try Self.vipermap([
            "check", Golden.url("app").path,
            "--reporter", "sarif", "--reporter-output", "out/report.sarif",
            "--reporter", "junit", "--reporter-output", "report.xml",
            "--reporter", "github",
        ], in: folder)
        #expect(result.status == 1)
        let report = CheckReport(issues: Checker.check(TestMaps.sample, configuration: CheckerTests.configured))
        #expect(try Data(contentsOf: folder.appendingPathComponent("out/report.sarif")) == Reporter.sarif.data(for: report))
        #expect(try Data(contentsOf: folder.appendingPathComponent("report.xml")) == Reporter.junit.data(for: report))
        #expect(result.stdout == String(decoding: Reporter.github.data(for: report), as: UTF8.self))
    }

    @Test func xcodeReporterPrefixesAGivenRoot() throws {
        let result = try Self.vipermap(["check", "sample.map.json", "--reporter", "xcode", "--root", "/src/App"])
        #expect(result.stdout.split(separator: "\n").first == "/src/App/Broken.swift:3:1: warning: parseError: cannot parse Broken.swift: expected '}' [indexerFinding]")
        // Without --root a map.json's paths stay relative; with it, every reporter is prefixed.
        let relative = try Self.vipermap(["check", "sample.map.json", "--reporter", "xcode"])
        #expect(relative.stdout.hasPrefix("Broken.swift:3:1: warning: "))
        let github = try Self.vipermap(["check", "sample.map.json", "--reporter", "github", "--root", "MyApp"])
        #expect(github.stdout.hasPrefix("::warning file=MyApp/Broken.swift,line=3,title=vipermap indexerFinding::"))
    }

    @Test func unwritableReporterOutputExitsWith3() throws {
        let result = try Self.vipermap(["check", "hostile.map.json", "--reporter", "json", "--reporter-output", "/proc/vipermap/report.json"])
        #expect(result.status == 3)
        #expect(result.stderr.hasPrefix("vipermap: cannot create output folder /proc/vipermap"))
    }

    // MARK: baseline

    @Test func baselineAcceptsRecordedFindingsOnly() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let baseline = folder.appendingPathComponent("baseline.json").path

        let write = try Self.vipermap(["check", "sample.map.json", "--write-baseline", baseline])
        #expect(write.status == 0)
        #expect(write.stderr == "vipermap: recorded 10 findings in \(baseline)\n")
        #expect(try Data(contentsOf: URL(fileURLWithPath: baseline)) == Baseline(issues: Checker.check(TestMaps.sample)).data())

        let same = try Self.vipermap(["check", "sample.map.json", "--baseline", baseline])
        #expect(same.status == 0)
        #expect(same.stdout == "vipermap check: 0 errors, 0 warnings, 10 accepted by the baseline\n")

        // A baseline of the head map does not know the sample's undefined module or its Orphan.
        let headBaseline = folder.appendingPathComponent("head-baseline.json").path
        #expect(try Self.vipermap(["check", "head.map.json", "--write-baseline", headBaseline]).status == 0)
        let newer = try Self.vipermap(["check", "sample.map.json", "--baseline", headBaseline])
        #expect(newer.status == 1)
        Golden.assert(newer.stdout, matches: "cli-check-baseline.txt")

        let bad = try Self.vipermap(["check", "sample.map.json", "--baseline", Golden.url("sample.map.json").path])
        #expect(bad.status == 2)
        #expect(bad.stderr.contains("is not a vipermap baseline"))
    }

    // MARK: snapshot

    @Test func snapshotWritesTheSortedText() throws {
        let stdout = try Self.vipermap(["snapshot", "sample.map.json"])
        #expect(stdout.status == 0)
        #expect(stdout.stdout == (try Golden.text("snapshot-sample.txt")))

        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = try Self.vipermap(["snapshot", Golden.url("app").path, "--output", "nav/navigation.snapshot"], in: folder)
        #expect(file.status == 0)
        #expect(file.stdout == "")
        #expect(try String(contentsOf: folder.appendingPathComponent("nav/navigation.snapshot"), encoding: .utf8) == (try Golden.text("snapshot-sample.txt")))
    }

    @Test func checkFailsOnSnapshotDrift() throws {
        // hostile.map.json has warnings only, so the exit code is the snapshot's alone.
        let clean = try Self.vipermap(["check", "hostile.map.json", "--snapshot", "snapshot-hostile.txt"])
        #expect(clean.status == 0)
        #expect(clean.stderr == "")

        let drifted = try Self.vipermap(["check", "hostile.map.json", "--snapshot", "snapshot-sample.txt"])
        #expect(drifted.status == 1)
        Golden.assert(drifted.stderr, matches: "cli-check-drift.txt")

        let missing = try Self.vipermap(["check", "hostile.map.json", "--snapshot", "nothing.snapshot"])
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("create it with `vipermap snapshot hostile.map.json --output nothing.snapshot`"))
    }

    // MARK: diff

    @Test func diffOfTwoMapFiles() throws {
        let markdown = try Self.vipermap(["diff", "sample.map.json", "head.map.json"])
        #expect(markdown.status == 0)
        #expect(markdown.stdout == (try Golden.text("diff-sample.md")))
        let json = try Self.vipermap(["diff", "sample.map.json", "head.map.json", "--format", "json"])
        #expect(json.stdout == (try Golden.text("diff-sample.json")))
    }

    @Test func diffOfAFolderAndAFile() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try Self.vipermap(["diff", Golden.url("app").path, Golden.url("head.map.json").path, "--output", "diff.md"], in: folder)
        #expect(result.status == 0)
        #expect(result.stdout == "")
        #expect(try String(contentsOf: folder.appendingPathComponent("diff.md"), encoding: .utf8) == (try Golden.text("diff-sample.md")))
    }

    @Test func failOnTurnsChosenChangesIntoExit1() throws {
        let removed = try Self.vipermap(["diff", "sample.map.json", "head.map.json", "--fail-on", "removed-module"])
        #expect(removed.status == 1)
        #expect(removed.stderr == "vipermap: --fail-on: 1 removed-module\n")
        let several = try Self.vipermap(["diff", "sample.map.json", "head.map.json", "--fail-on", "added-route,changed-route", "--format", "json"])
        #expect(several.status == 1)
        #expect(several.stderr == "vipermap: --fail-on: 1 added-route, 2 changed-route\n")
        let none = try Self.vipermap(["diff", "sample.map.json", "sample.map.json", "--fail-on", "any"])
        #expect(none.status == 0)
        let unknown = try Self.vipermap(["diff", "sample.map.json", "head.map.json", "--fail-on", "added-routes"])
        #expect(unknown.status == 2)
        #expect(unknown.stderr.contains("unknown --fail-on kind 'added-routes'"))
        let oneSide = try Self.vipermap(["diff", "sample.map.json"])
        #expect(oneSide.status == 2)
    }

    /// A repository made in the test: two commits of a map, then an uncommitted change in the work tree.
    @Test func diffOfGitRevisions() throws {
        let repo = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: repo) }
        func git(_ args: String...) throws {
            let r = try Subprocess.env(["git", "-c", "user.name=t", "-c", "user.email=t@e", "-c", "commit.gpgsign=false"] + args, in: repo)
            #expect(r.status == 0, "git \(args): \(r.stderr)")
        }
        let app = repo.appendingPathComponent("App")
        try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
        try git("init", "-q")
        try MapJSONWriter.data(for: TestMaps.sample).write(to: app.appendingPathComponent("map.json"))
        try git("add", ".")
        try git("commit", "-q", "-m", "base")
        try git("tag", "base")
        try MapJSONWriter.data(for: DiffTests.head).write(to: app.appendingPathComponent("map.json"))
        try git("commit", "-q", "-am", "head")
        try MapJSONWriter.data(for: TestMaps.hostile).write(to: app.appendingPathComponent("map.json"))  // uncommitted
        let statusBefore = try Subprocess.env(["git", "status", "--porcelain"], in: repo).stdout

        let twoRevisions = try Self.vipermap(["diff", "--git", "base", "HEAD", "--repo", "App"], in: repo)
        #expect(twoRevisions.status == 0, "\(twoRevisions.stderr)")
        #expect(twoRevisions.stdout == (try Golden.text("diff-sample.md")))

        // HEAD defaults to the work tree, uncommitted change included.
        let workTree = try Self.vipermap(["diff", "--git", "base", "--repo", "App", "--format", "json"], in: repo)
        #expect(workTree.status == 0, "\(workTree.stderr)")
        #expect(workTree.stdout == String(decoding: DiffJSONWriter.data(for: MapDiff(base: TestMaps.sample, head: TestMaps.hostile)), as: UTF8.self))

        // The user's work tree, index and refs are untouched.
        #expect(try Subprocess.env(["git", "status", "--porcelain"], in: repo).stdout == statusBefore)
        #expect(try MapJSONWriter.data(for: TestMaps.hostile) == Data(contentsOf: app.appendingPathComponent("map.json")))

        let badRevision = try Self.vipermap(["diff", "--git", "no-such-branch", "--repo", "App"], in: repo)
        #expect(badRevision.status == 2)
        #expect(badRevision.stderr.hasPrefix("vipermap: git revision 'no-such-branch' cannot be used"))
        let optionLike = try Self.vipermap(["diff", "--git", "--", "--output=/tmp/x", "--repo", "App"], in: repo)
        #expect(optionLike.status == 2)
    }
}
