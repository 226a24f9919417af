import Foundation
import Testing

/// `vipermap PATH` keeps its pictures beside the facts cache and takes them back when their DOT did not change:
/// same files, byte for byte, with or without the cache.
@Suite struct LayoutCacheCommandTests {
    static let pokedex = VipermapProcess.packageRoot.appendingPathComponent("Samples/Pokedex").path
    static let outputs = ["map.json", "map.dot", "map.svg", "map.png", "index.html"]

    static func layoutEntries(in cache: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: cache.path).filter { $0.hasPrefix("layout-") && $0.hasSuffix(".cache") }.sorted()
    }

    static func files(in folder: URL) throws -> [String: Data] {
        try Dictionary(uniqueKeysWithValues: outputs.map { ($0, try Data(contentsOf: folder.appendingPathComponent($0))) })
    }

    @Test func aSecondRunTakesEveryPictureFromTheCacheAndWritesTheSameFiles() throws {
        let folder = try VipermapProcess.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let cache = folder.appendingPathComponent(".vipermap-cache")
        let fresh = try VipermapProcess.run([Self.pokedex, "--output", folder.appendingPathComponent("fresh").path, "--no-cache", "--quiet"])
        #expect(fresh.status == 0, "\(fresh.stderr)")
        #expect(fresh.stderr.isEmpty)
        // --no-cache keeps no pictures either.
        #expect(!FileManager.default.fileExists(atPath: cache.path))

        let first = try VipermapProcess.run([Self.pokedex, "--output", folder.appendingPathComponent("first").path])
        #expect(first.status == 0, "\(first.stderr)")
        // Pokedex: the whole app (SVG and PNG from one layout), the whole app with every kind (issue 21), the overview,
        // its three domains and Catalog's drawn with every kind.
        let entries = try Self.layoutEntries(in: cache)
        #expect(entries.count == 7)
        #expect(first.stderr.contains("vipermap: 7 pictures laid out, 0 taken from the cache (\(cache.path))\n"))
        #expect(first.stderr.hasSuffix("vipermap: 10 modules, 16 routes (14 of 14 resolved) → \(folder.appendingPathComponent("first").path)/{map.json,map.dot,map.svg,map.png,index.html}\n"))

        let second = try VipermapProcess.run([Self.pokedex, "--output", folder.appendingPathComponent("second").path])
        #expect(second.status == 0, "\(second.stderr)")
        #expect(second.stderr.contains("vipermap: 0 pictures laid out, 7 taken from the cache (\(cache.path))\n"))
        #expect(try Self.layoutEntries(in: cache) == entries)

        let expected = try Self.files(in: folder.appendingPathComponent("fresh"))
        #expect(try Self.files(in: folder.appendingPathComponent("first")) == expected)
        #expect(try Self.files(in: folder.appendingPathComponent("second")) == expected)
    }

    @Test func damagedPicturesAreDrawnAgainWithAWarning() throws {
        let folder = try VipermapProcess.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let cache = folder.appendingPathComponent("cache")
        let first = try VipermapProcess.run([Self.pokedex, "--output", folder.appendingPathComponent("first").path, "--cache", cache.path, "--quiet"])
        #expect(first.status == 0, "\(first.stderr)")
        let entries = try Self.layoutEntries(in: cache)
        #expect(entries.count == 7)
        // One entry cut short, one with a flipped byte in the middle.
        let cut = cache.appendingPathComponent(entries[0]), flipped = cache.appendingPathComponent(entries[1])
        try Data(contentsOf: cut).prefix(100).write(to: cut)
        var bytes = try Data(contentsOf: flipped)
        bytes[bytes.count / 2] ^= 0x20
        try bytes.write(to: flipped)

        let second = try VipermapProcess.run([Self.pokedex, "--output", folder.appendingPathComponent("second").path, "--cache", cache.path])
        #expect(second.status == 0, "\(second.stderr)")
        let warnings = second.stderr.split(separator: "\n").filter { $0.hasPrefix("vipermap: warning: layout cache entry ") }
        #expect(Set(warnings) == Set([cut, flipped].map {
            "vipermap: warning: layout cache entry \($0.path) is corrupt or was written for another picture; it was ignored and the picture is drawn again."
        }))
        #expect(second.stderr.contains("vipermap: 2 pictures laid out, 5 taken from the cache (\(cache.path))\n"))
        #expect(try Self.files(in: folder.appendingPathComponent("second")) == Self.files(in: folder.appendingPathComponent("first")))

        // Drawn again and kept: the third run takes all seven.
        let third = try VipermapProcess.run([Self.pokedex, "--output", folder.appendingPathComponent("third").path, "--cache", cache.path])
        #expect(!third.stderr.contains("warning"))
        #expect(third.stderr.contains("vipermap: 0 pictures laid out, 7 taken from the cache (\(cache.path))\n"))
        // --quiet keeps the warnings and the counts to itself.
        try Data().write(to: cut)
        let quiet = try VipermapProcess.run([Self.pokedex, "--output", folder.appendingPathComponent("quiet").path, "--cache", cache.path, "--quiet"])
        #expect(quiet.status == 0)
        #expect(quiet.stderr.isEmpty)
        #expect(try Self.files(in: folder.appendingPathComponent("quiet")) == Self.files(in: folder.appendingPathComponent("first")))
    }

    @Test func renderAndExploreUseTheCacheTheyAreGiven() throws {
        let folder = try VipermapProcess.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let cache = folder.appendingPathComponent("cache")
        let map = folder.appendingPathComponent("map")
        #expect(try VipermapProcess.run(["index", Self.pokedex, "--output", map.path, "--no-cache", "--quiet"]).status == 0)
        // Without --cache, a command that reads a map.json keeps nothing.
        #expect(try VipermapProcess.run(["render", map.path, "--output", folder.appendingPathComponent("plain").path, "--quiet"]).status == 0)
        #expect(!FileManager.default.fileExists(atPath: cache.path))

        #expect(try VipermapProcess.run(["render", map.path, "--output", folder.appendingPathComponent("r1").path, "--cache", cache.path, "--quiet"]).status == 0)
        #expect(try Self.layoutEntries(in: cache).count == 1)
        #expect(try VipermapProcess.run(["explore", map.path, "--output", folder.appendingPathComponent("e1").path, "--cache", cache.path, "--quiet"]).status == 0)
        // The explorer's whole-app picture is SVG alone (another entry than render's SVG and PNG), plus the whole app
        // with every kind (issue 21), the overview, three domains and Catalog's with every kind.
        #expect(try Self.layoutEntries(in: cache).count == 8)
        let entries = try Self.layoutEntries(in: cache)
        #expect(try VipermapProcess.run(["render", map.path, "--output", folder.appendingPathComponent("r2").path, "--cache", cache.path, "--quiet"]).status == 0)
        #expect(try VipermapProcess.run(["explore", map.path, "--output", folder.appendingPathComponent("e2").path, "--cache", cache.path, "--quiet"]).status == 0)
        #expect(try Self.layoutEntries(in: cache) == entries)
        for name in ["map.svg", "map.png"] {
            let plain = try Data(contentsOf: folder.appendingPathComponent("plain/\(name)"))
            #expect(try Data(contentsOf: folder.appendingPathComponent("r1/\(name)")) == plain)
            #expect(try Data(contentsOf: folder.appendingPathComponent("r2/\(name)")) == plain)
        }
        #expect(try Data(contentsOf: folder.appendingPathComponent("e1/index.html")) == Data(contentsOf: folder.appendingPathComponent("e2/index.html")))
    }
}
