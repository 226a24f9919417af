import Foundation
import Testing
@testable import VipermapCLI
@testable import VipermapIndexer
import VipermapModel

/// `--parse-timeout`: a file SwiftParser would spend many seconds on is given up on after the budget, reported as a
/// `parseTimeout` finding, never cached, and every other file is indexed exactly as without it. Through the real
/// binary, so the abandoned parse ends with the process.
@Suite struct ParseTimeoutTests {
    static let pokedex = VipermapProcess.packageRoot.appendingPathComponent("Samples/Pokedex")
    static let knownSlow = VipermapProcess.packageRoot.appendingPathComponent("Fuzz/known-slow/swift-attribute-arguments-reopened")
    static let warning = "vipermap: warning: Slow.swift was not parsed within 1 s (--parse-timeout); it was skipped and everything else indexed. Exclude it with --exclude, or raise --parse-timeout (0: no limit) if it is a real source file.\n"

    /// The fuzzer's known-slow input (14.6 s in a release build), after 10,000 lines of ordinary expressions.
    /// The filler is what makes it slow in a debug build, whose SwiftParser stops descending at 20 levels and so
    /// cuts the hostile recovery short (the input alone parses there in a fifth of a second); the filler alone takes
    /// several seconds in a debug build. Either way the file takes far longer than the 1 s budget.
    static func slowFile() throws -> Data {
        var text = ""
        for index in 0..<10_000 {
            text += "let fillerValue\(index) = [\(index), \(index) + 1, \(index) * 2].map { $0 + 1 }\n"
        }
        return Data(text.utf8) + (try Data(contentsOf: knownSlow)).dropFirst()
    }

    /// A copy of Pokedex with `Slow.swift` at its root.
    static func app() throws -> ScratchApp {
        let app = try ScratchApp()
        try FileManager.default.removeItem(at: app.root)
        try FileManager.default.copyItem(at: pokedex, to: app.root)
        try app.write(try slowFile(), to: "Slow.swift")
        return app
    }

    static func map(at folder: URL) throws -> AppMap {
        try AppMap.decode(jsonData: Data(contentsOf: folder.appendingPathComponent("map.json")))
    }

    @Test(arguments: [1, 2])
    func slowFileIsReportedAndEveryOtherFileIndexed(jobs: Int) throws {
        let app = try Self.app()
        defer { app.remove() }
        let folder = try VipermapProcess.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let started = Date()
        let result = try VipermapProcess.run(["index", app.root.path, "--output", folder.appendingPathComponent("budget").path,
                                               "--parse-timeout", "1", "--jobs", String(jobs), "--no-cache"])
        let elapsed = Date().timeIntervalSince(started)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(!result.hasCrashTrace)
        #expect(result.stderr.hasPrefix(Self.warning), "\(result.stderr)")
        // A very generous bound: the point is that the run ends and reports the file, not how fast.
        #expect(elapsed < 60)
        let map = try Self.map(at: folder.appendingPathComponent("budget"))
        #expect(map.findings("parseTimeout") == [Finding(
            rule: "parseTimeout",
            message: "Slow.swift was not parsed within 1 s (--parse-timeout); it was skipped and everything else indexed. Exclude it with --exclude, or raise --parse-timeout (0: no limit) if it is a real source file.",
            file: "Slow.swift")])

        let without = try VipermapProcess.run(["index", app.root.path, "--output", folder.appendingPathComponent("without").path,
                                                "--exclude", "Slow.swift", "--no-cache"])
        #expect(without.status == 0)
        let reference = try Self.map(at: folder.appendingPathComponent("without"))
        #expect(reference.moduleIDSet.isSuperset(of: ["PokemonList", "PokemonDetails", "Login"]))
        #expect(map.modules == reference.modules)
        #expect(map.routes == reference.routes)
        #expect(map.entryPoints == reference.entryPoints)
        #expect(map.findings.filter { $0.rule != "parseTimeout" } == reference.findings)
    }

    @Test func timedOutFileIsNotCachedAndReportedAgain() throws {
        let app = try Self.app()
        defer { app.remove() }
        let folder = try VipermapProcess.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let cache = folder.appendingPathComponent("cache")
        // The cache trusts a file's stamp only once it last changed 2 s before a run; a younger file is read again by
        // the next run, which then records its stamp anew (a pack rewrite that has nothing to do with the budget).
        Thread.sleep(forTimeInterval: Double(FactsCache.racyMargin) / 1e9 + 0.2)
        let arguments = ["index", app.root.path, "--parse-timeout", "1", "--cache", cache.path]
        let first = try VipermapProcess.run(arguments + ["--output", folder.appendingPathComponent("first").path])
        #expect(first.status == 0)
        #expect(first.stderr.hasPrefix(Self.warning), "\(first.stderr)")
        let packs = try CacheCommandTests.packs(in: cache)
        try #require(packs.count == 1)
        let pack = try Data(contentsOf: packs[0])
        // The pack leaves the file out, so no map is kept beside it.
        #expect(try FileManager.default.contentsOfDirectory(atPath: cache.path) == [packs[0].lastPathComponent])

        let second = try VipermapProcess.run(arguments + ["--output", folder.appendingPathComponent("second").path])
        #expect(second.status == 0)
        #expect(second.stderr.hasPrefix(Self.warning), "\(second.stderr)")
        #expect(try Self.map(at: folder.appendingPathComponent("second")) == (try Self.map(at: folder.appendingPathComponent("first"))))
        // Every other file came from the cache (a parsed one would have rewritten the pack): the pack is untouched.
        #expect(try Data(contentsOf: packs[0]) == pack)
        #expect(try FileManager.default.contentsOfDirectory(atPath: cache.path) == [packs[0].lastPathComponent])
    }

    @Test func badParseTimeoutIsAUsageError() throws {
        let negative = try VipermapProcess.run(["index", Self.pokedex.path, "--parse-timeout", "-1", "--output", "-"])
        #expect(negative.status == 2)
        #expect(negative.stderr.hasPrefix("Error: --parse-timeout must be a number of seconds ≥ 0 (0: no limit), not -1.\n"), "\(negative.stderr)")
        #expect(negative.stdout.isEmpty)
        let word = try VipermapProcess.run(["index", Self.pokedex.path, "--parse-timeout", "soon", "--output", "-"])
        #expect(word.status == 2)
        #expect(word.stderr.hasPrefix("Error: The value 'soon' is invalid for '--parse-timeout <seconds>'\n"), "\(word.stderr)")
        let infinite = try VipermapProcess.run(["map", Self.pokedex.path, "--parse-timeout", "inf"])
        #expect(infinite.status == 2)
        #expect(infinite.stderr.hasPrefix("Error: --parse-timeout must be a number of seconds ≥ 0 (0: no limit), not inf.\n"), "\(infinite.stderr)")
    }

    /// 0 is no budget; the default is 20 s.
    @Test func zeroMeansNoBudget() throws {
        #expect(try IndexingOptions.parse(["--parse-timeout", "0"]).indexOptions.parseTimeout == nil)
        #expect(try IndexingOptions.parse(["--parse-timeout", "0.5"]).indexOptions.parseTimeout == 0.5)
        #expect(try IndexingOptions.parse([]).indexOptions.parseTimeout == 20)
        // Valid, and no limit in practice: the deadline must not overflow.
        let huge = try VipermapProcess.run(["index", Self.pokedex.path, "--parse-timeout", "1e12", "--no-cache", "--output", "-"])
        #expect(huge.status == 0, "\(huge.stderr)")
        let none = try VipermapProcess.run(["index", Self.pokedex.path, "--parse-timeout", "0", "--no-cache", "--output", "-"])
        #expect(none.status == 0, "\(none.stderr)")
        let standard = try VipermapProcess.run(["index", Self.pokedex.path, "--no-cache", "--output", "-"])
        #expect(standard.status == 0)
        #expect(none.stdout == standard.stdout)
        #expect(huge.stdout == standard.stdout)
        #expect(!none.stdout.isEmpty)
    }

    /// Every command that indexes takes the option.
    @Test(arguments: ["map", "index", "render", "explore", "check", "snapshot", "diff"])
    func everyIndexingCommandDocumentsIt(command: String) throws {
        let help = try VipermapProcess.run([command, "--help"])
        #expect(help.status == 0)
        #expect(help.stdout.contains("--parse-timeout <seconds>"), "\(command)")
    }
}
