import Foundation
import Testing
import VipermapIndexer
import VipermapModel

/// The facts cache and the parallel parse: a warm run re-parses only changed files and gives exactly the cold
/// run's map; a cache that cannot be trusted is ignored with one warning; the thread count never shows.
@Suite struct CacheTests {
    static let samples = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Samples")

    /// A private copy of a sample app and an empty cache folder.
    struct Workspace {
        let folder: URL
        var root: URL { folder.appendingPathComponent("app") }
        var cache: URL { folder.appendingPathComponent("cache") }

        init(sample: String) throws {
            folder = FileManager.default.temporaryDirectory.appendingPathComponent("vipermap-cache-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: CacheTests.samples.appendingPathComponent(sample), to: root)
        }

        func run(cached: Bool = true, jobs: Int? = nil) throws -> IndexRun {
            try Indexer.run(root: root, options: IndexOptions(jobs: jobs, cacheFolder: cached ? cache : nil, toolVersion: "test"))
        }

        /// The one pack file in the cache folder.
        func pack() throws -> URL {
            let names = try FileManager.default.contentsOfDirectory(atPath: cache.path).filter { $0.hasSuffix(".cache") }
            try #require(names.count == 1)
            return cache.appendingPathComponent(names[0])
        }

        func edit(_ path: String, _ change: (String) -> String) throws {
            let url = root.appendingPathComponent(path)
            let text = try String(contentsOf: url, encoding: .utf8)
            let changed = change(text)
            try #require(changed != text)
            try Data(changed.utf8).write(to: url)
        }

        func remove() { try? FileManager.default.removeItem(at: folder) }
    }

    static func json(_ map: AppMap) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
        return String(decoding: try encoder.encode(map), as: UTF8.self)
    }

    @Test func warmRunParsesNothingAndGivesTheColdMap() throws {
        let space = try Workspace(sample: "Pokedex")
        defer { space.remove() }
        let cold = try space.run()
        #expect(cold.statistics.parsedFiles == cold.statistics.files)
        #expect(cold.statistics.cachedFiles == 0)
        #expect(cold.statistics.files == (try Indexer.files(root: space.root)).count)
        #expect(cold.statistics.files > 40)
        #expect(cold.warnings == [])
        let warm = try space.run()
        #expect(warm.statistics.parsedFiles == 0)
        #expect(warm.statistics.cachedFiles == cold.statistics.files)
        #expect(warm.warnings == [])
        #expect(try Self.json(warm.map) == Self.json(cold.map))
    }

    @Test func oneChangedFileIsTheOnlyOneParsedAndTheMapMatchesAColdRun() throws {
        let space = try Workspace(sample: "Pokedex")
        defer { space.remove() }
        let before = try space.run()
        #expect(before.map.routes.contains { $0.from == "Login" && $0.to == "Register" })
        // Login now presents Register instead of pushing it: a change the map must show.
        try space.edit("Modules/Auth/Login/LoginWireframe.swift") {
            $0.replacingOccurrences(of: "navigationController?.pushWireframe(RegisterWireframe())",
                                    with: "presentWireframe(RegisterWireframe())")
        }
        let warm = try space.run()
        #expect(warm.statistics.parsedFiles == 1)
        #expect(warm.statistics.cachedFiles == before.statistics.files - 1)
        let cold = try space.run(cached: false)
        #expect(cold.statistics.parsedFiles == cold.statistics.files)
        #expect(try Self.json(warm.map) == Self.json(cold.map))
        let loginToRegister = warm.map.routes.filter { $0.from == "Login" && $0.to == "Register" }.map(\.transition)
        #expect(loginToRegister == [.present])
        // The pack now holds the new facts: the next run parses nothing.
        #expect(try space.run().statistics.parsedFiles == 0)
    }

    @Test func addedAndDeletedFilesAreFollowed() throws {
        let space = try Workspace(sample: "Pokedex")
        defer { space.remove() }
        _ = try space.run()
        try FileManager.default.removeItem(at: space.root.appendingPathComponent("Modules/Main/About"))
        try Data("final class ExtraWireframe {}\nfinal class ExtraPresenter {}\n".utf8)
            .write(to: space.root.appendingPathComponent("Modules/Main/Extra.swift"))
        let warm = try space.run()
        #expect(warm.statistics.parsedFiles == 1)
        #expect(try Self.json(warm.map) == Self.json(space.run(cached: false).map))
        #expect(warm.map.modules.contains { $0.id == "Extra" })
        #expect(!warm.map.modules.contains { $0.id == "About" })
    }

    @Test func threadCountNeverChangesTheMap() throws {
        let space = try Workspace(sample: ".")
        defer { space.remove() }
        let serial = try space.run(cached: false, jobs: 1)
        #expect(serial.statistics.jobs == 1)
        #expect(serial.map.modules.count > 20)
        let expected = try Self.json(serial.map)
        for jobs in [2, 3, 8] {
            let parallel = try space.run(cached: false, jobs: jobs)
            #expect(parallel.statistics.jobs == jobs)
            #expect(try Self.json(parallel.map) == expected, "jobs \(jobs)")
        }
    }

    /// Damages the pack with `damage`, then expects one warning naming `reason`, a full re-parse, the cold map,
    /// and a rebuilt pack that the next run trusts.
    func expectIgnored(reason: String, damage: (inout Data) -> Void) throws {
        let space = try Workspace(sample: "Pokedex")
        defer { space.remove() }
        let cold = try space.run()
        let pack = try space.pack()
        var bytes = try Data(contentsOf: pack)
        damage(&bytes)
        try bytes.write(to: pack)
        let run = try space.run()
        #expect(run.warnings.count == 1)
        let warning = try #require(run.warnings.first)
        #expect(warning.hasPrefix("facts cache \(pack.path) \(reason)"), "\(warning)")
        #expect(warning.hasSuffix("; it was ignored and will be rebuilt."))
        #expect(run.statistics.parsedFiles == cold.statistics.files)
        #expect(try Self.json(run.map) == Self.json(cold.map))
        let next = try space.run()
        #expect(next.warnings == [])
        #expect(next.statistics.parsedFiles == 0)
    }

    @Test func corruptPayloadIsIgnored() throws {
        try expectIgnored(reason: "is corrupt (its payload does not match its digest)") { bytes in
            bytes[bytes.count - 40] ^= 0x5A
        }
    }

    @Test func truncatedPackIsIgnored() throws {
        try expectIgnored(reason: "is truncated (") { bytes in
            bytes = bytes.prefix(bytes.count / 2)
        }
    }

    @Test func foreignFileIsIgnored() throws {
        try expectIgnored(reason: "is not a vipermap facts cache") { bytes in
            bytes = Data("{\"not\": \"a cache\"}\n".utf8)
        }
    }

    @Test func corruptHeaderIsIgnored() throws {
        try expectIgnored(reason: "has a corrupt header") { bytes in
            bytes = Data("vipermap facts cache\n{\"format\": tr".utf8)
        }
    }

    @Test func anotherVersionsPackIsIgnored() throws {
        try expectIgnored(reason: "was written by another vipermap (facts format \(FactsCache.formatVersion), version 9.9.9)") { bytes in
            let text = String(decoding: bytes, as: UTF8.self)
            bytes = Data(text.replacingOccurrences(of: "\"tool\":\"test\"", with: "\"tool\":\"9.9.9\"").utf8)
        }
    }

    @Test func contentHashSeesEveryByte() {
        let base = Array("final class LoginWireframe: BaseWireframe {}\n".utf8)
        let digest = base.withUnsafeBytes { ContentHash($0) }
        #expect(digest.description.count == 32)
        #expect(digest == base.withUnsafeBytes { ContentHash($0) })
        var seen: Set<ContentHash> = [digest]
        for index in base.indices {
            var changed = base
            changed[index] ^= 1
            seen.insert(changed.withUnsafeBytes { ContentHash($0) })
        }
        seen.insert(base.dropLast().withUnsafeBytes { ContentHash($0) })
        seen.insert((base + [0]).withUnsafeBytes { ContentHash($0) })
        #expect(seen.count == base.count + 3)
    }
}
