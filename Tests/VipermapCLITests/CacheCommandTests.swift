import Foundation
import Testing

/// The indexing options as a user meets them: where the cache goes, what a damaged cache prints, `--quiet`,
/// `--no-cache`, `--jobs`.
@Suite struct CacheCommandTests {
    static let pokedex = VipermapProcess.packageRoot.appendingPathComponent("Samples/Pokedex").path

    static func packs(in folder: URL) throws -> [URL] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasPrefix("facts-") && $0.hasSuffix(".cache") }
            .map { folder.appendingPathComponent($0) }
    }

    @Test func cacheDefaultsToAFolderBesideTheOutput() throws {
        let folder = try VipermapProcess.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("docs/map")
        let result = try VipermapProcess.run(["index", Self.pokedex, "--output", out.path])
        #expect(result.status == 0, "\(result.stderr)")
        // Beside, not inside: publishing the output folder never publishes the cache.
        #expect(try FileManager.default.contentsOfDirectory(atPath: out.path) == ["map.json"])
        let packs = try Self.packs(in: folder.appendingPathComponent("docs/.vipermap-cache"))
        #expect(packs.count == 1)
        #expect(packs.first?.lastPathComponent.hasPrefix("facts-Pokedex-") == true)
        // The pack is all the index keeps: a warm run links its facts again.
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("docs/.vipermap-cache").path).sorted()
        #expect(names == [packs[0].lastPathComponent])
        // Progress goes to terminals only; a pipe gets the summary alone.
        #expect(result.stderr.hasPrefix("vipermap: ") && result.stderr.contains(" modules, "))
        #expect(result.stderr.hasSuffix(" routes (14 of 14 resolved) → \(out.appendingPathComponent("map.json").path)\n"))
        #expect(!result.stderr.contains("\r") && !result.stderr.contains("indexing"))
    }

    /// A warm run links the facts the pack holds: its map.json is a cold run's, byte for byte, and it leaves the pack
    /// as it was (it parsed nothing).
    @Test func warmRunWritesTheColdRunsMapJSON() throws {
        let folder = try VipermapProcess.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let cache = folder.appendingPathComponent("cache")
        func mapJSON(_ name: String, _ cacheArguments: [String]) throws -> Data {
            let out = folder.appendingPathComponent(name)
            let result = try VipermapProcess.run(["index", Self.pokedex, "--output", out.path] + cacheArguments)
            #expect(result.status == 0, "\(result.stderr)")
            return try Data(contentsOf: out.appendingPathComponent("map.json"))
        }
        let cold = try mapJSON("cold", ["--no-cache"])
        #expect(try mapJSON("first", ["--cache", cache.path]) == cold)
        let pack = try #require(try Self.packs(in: cache).first)
        let written = try Data(contentsOf: pack)
        #expect(try mapJSON("warm", ["--cache", cache.path]) == cold)
        #expect(try Data(contentsOf: pack) == written)
    }

    /// Pokedex indexed into `first` with a fresh cache, the pack rewritten by `damage`, then indexed into `second`.
    struct DamagedPackRun {
        let folder: URL, cache: URL, pack: URL, first: URL, second: URL
        let result: VipermapProcess.Result

        /// The maps of both runs are the same bytes.
        var mapsAreEqual: Bool {
            get throws { try Data(contentsOf: first.appendingPathComponent("map.json")) == Data(contentsOf: second.appendingPathComponent("map.json")) }
        }

        /// One more run on the same cache (after it was rebuilt).
        func again() throws -> VipermapProcess.Result {
            try VipermapProcess.run(["index", CacheCommandTests.pokedex, "--output", second.path, "--cache", cache.path])
        }
    }

    static func runWithDamagedPack(_ damage: (URL) throws -> Void) throws -> DamagedPackRun {
        let folder = try VipermapProcess.temporaryFolder()
        let cache = folder.appendingPathComponent("cache")
        let first = folder.appendingPathComponent("first"), second = folder.appendingPathComponent("second")
        #expect(try VipermapProcess.run(["index", pokedex, "--output", first.path, "--cache", cache.path]).status == 0)
        let pack = try #require(try packs(in: cache).first)
        try damage(pack)
        let result = try VipermapProcess.run(["index", pokedex, "--output", second.path, "--cache", cache.path])
        return DamagedPackRun(folder: folder, cache: cache, pack: pack, first: first, second: second, result: result)
    }

    @Test func damagedCacheGivesOneWarningAndTheSameMap() throws {
        let run = try Self.runWithDamagedPack { pack in
            let bytes = try Data(contentsOf: pack)
            try bytes.prefix(bytes.count - 100).write(to: pack)
        }
        defer { try? FileManager.default.removeItem(at: run.folder) }
        #expect(run.result.status == 0)
        let lines = run.result.stderr.split(separator: "\n").map(String.init)
        #expect(lines.count == 2, "\(run.result.stderr)")
        #expect(lines.first?.hasPrefix("vipermap: warning: facts cache \(run.pack.path) is truncated (") == true, "\(run.result.stderr)")
        #expect(lines.first?.hasSuffix("; it was ignored and will be rebuilt.") == true)
        #expect(lines.last?.hasPrefix("vipermap: ") == true && lines.last?.contains(" modules, ") == true)
        #expect(try run.mapsAreEqual)
        // Rebuilt: the next run has nothing to say about the cache.
        #expect(!(try run.again().stderr.contains("warning")))
    }

    /// A pack of the JSON-facts format (1) left by an older vipermap: named in one warning, then replaced.
    @Test func packOfAnOlderFormatGivesOneWarningAndIsReplaced() throws {
        let run = try Self.runWithDamagedPack { pack in
            try Data("vipermap facts cache\n{\"format\":1,\"length\":4,\"payload\":\"00\",\"tool\":\"0.9.0\"}\n\u{0}\u{0}\u{0}\u{0}".utf8).write(to: pack)
        }
        defer { try? FileManager.default.removeItem(at: run.folder) }
        #expect(run.result.status == 0)
        let lines = run.result.stderr.split(separator: "\n").map(String.init)
        #expect(lines.first == "vipermap: warning: facts cache \(run.pack.path) was written by another vipermap (facts format 1, version 0.9.0); it was ignored and will be rebuilt.", "\(run.result.stderr)")
        #expect(lines.filter { $0.contains("warning") }.count == 1)
        #expect(try run.mapsAreEqual)
        let header = try String(decoding: Data(contentsOf: run.pack).prefix(200), as: UTF8.self)
        #expect(header.contains("\"format\":37"), "the current FactsCache.formatVersion")
        #expect(!(try run.again().stderr.contains("warning")))
    }

    @Test func quietSilencesWarningsAndSummary() throws {
        let folder = try VipermapProcess.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let cache = folder.appendingPathComponent("cache")
        try FileManager.default.createDirectory(at: cache, withIntermediateDirectories: true)
        #expect(try VipermapProcess.run(["index", Self.pokedex, "--output", folder.appendingPathComponent("a").path, "--cache", cache.path]).status == 0)
        let pack = try #require(try Self.packs(in: cache).first)
        try Data("garbage".utf8).write(to: pack)
        let result = try VipermapProcess.run([Self.pokedex, "--output", folder.appendingPathComponent("b").path, "--cache", cache.path, "--quiet"])
        #expect(result.status == 0)
        #expect(result.stderr == "")
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("b/map.svg").path))
    }

    @Test func noCacheWritesNoCache() throws {
        let folder = try VipermapProcess.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try VipermapProcess.run(["index", Self.pokedex, "--output", folder.appendingPathComponent("out").path, "--no-cache", "--jobs", "1"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["out"])
    }

    @Test func badIndexingOptionsAreUsageErrors() throws {
        let zero = try VipermapProcess.run(["index", Self.pokedex, "--jobs", "0"])
        #expect(zero.status == 2)
        #expect(zero.stderr.contains("--jobs must be at least 1 (got 0)."))
        let both = try VipermapProcess.run(["index", Self.pokedex, "--cache", "x", "--no-cache"])
        #expect(both.status == 2)
        #expect(both.stderr.contains("--cache and --no-cache contradict each other; pass one of them."))
    }
}
