import Foundation
import Testing
import VipermapModel
@testable import VipermapRender
import VipermapSynth
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The layout cache gives back exactly what Graphviz drew, and never anything else.
@Suite struct LayoutCacheTests {
    static func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("layout-cache-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    static func entries(in folder: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasPrefix("layout-") }.sorted()
    }

    static let formats: [RenderFormat] = [.svg, .png, .pdf, .json]

    @Test func picturesFromTheCacheAreTheBytesGraphvizDraws() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let map = TestMaps.small()
        let drawn = try MapRenderer.render(map, formats: Self.formats, options: RenderOptions(reportsToStandardError: false))
        let cache = LayoutCache(folder: folder, toolVersion: "test")
        let options = RenderOptions(reportsToStandardError: false, layoutCache: cache)

        let first = try MapRenderer.render(map, formats: Self.formats, options: options)
        #expect(first == drawn)
        #expect(cache.statistics == LayoutCache.Statistics(hits: 0, misses: 1, stored: 1))
        #expect(try Self.entries(in: folder).count == 1)

        let second = try MapRenderer.render(map, formats: Self.formats, options: options)
        #expect(second == drawn)
        #expect(cache.statistics == LayoutCache.Statistics(hits: 1, misses: 1, stored: 1))
        #expect(cache.warnings.isEmpty)
        // A PDF from the cache gets the same fixed creation date as a drawn one.
        #expect(String(decoding: second[2], as: UTF8.self).contains("/CreationDate (D:19700101000000"))
    }

    @Test func aLayoutThatRunsInAChildProcessIsCachedToo() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // Above ``MapRenderer/inProcessLimit``: laid out in a forked child under a time budget.
        let map = SyntheticApp.map(modules: 60, seed: 1)
        let graph = try ViewGraph.make(from: map, options: RenderOptions())
        #expect(graph.nodes.count + graph.edges.count > MapRenderer.inProcessLimit)
        let drawn = try MapRenderer.render(map, formats: [.svg, .png], options: RenderOptions(layoutTimeout: 120, reportsToStandardError: false))
        let cache = LayoutCache(folder: folder, toolVersion: "test")
        let options = RenderOptions(layoutTimeout: 120, reportsToStandardError: false, layoutCache: cache)
        #expect(try MapRenderer.render(map, formats: [.svg, .png], options: options) == drawn)
        #expect(try MapRenderer.render(map, formats: [.svg, .png], options: options) == drawn)
        #expect(cache.statistics == LayoutCache.Statistics(hits: 1, misses: 1, stored: 1))
    }

    @Test func everyPartOfTheKeyChoosesItsOwnEntry() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let cache = LayoutCache(folder: folder, toolVersion: "one")
        let dot = "digraph { a -> b }"
        let picture = [Data("svg of a -> b".utf8)]
        cache.store(picture, dot: dot, engine: "dot", formats: ["svg"])
        #expect(cache.pictures(dot: dot, engine: "dot", formats: ["svg"]) == picture)
        // Another DOT, engine, format list or build: not the same pictures.
        #expect(cache.pictures(dot: dot + " ", engine: "dot", formats: ["svg"]) == nil)
        #expect(cache.pictures(dot: dot, engine: "neato", formats: ["svg"]) == nil)
        #expect(cache.pictures(dot: dot, engine: "dot", formats: ["png"]) == nil)
        #expect(cache.pictures(dot: dot, engine: "dot", formats: ["svg", "png"]) == nil)
        #expect(LayoutCache(folder: folder, toolVersion: "two").pictures(dot: dot, engine: "dot", formats: ["svg"]) == nil)
        #expect(cache.statistics == LayoutCache.Statistics(hits: 1, misses: 4, stored: 1))
        // A miss is not a problem worth a warning.
        #expect(cache.warnings.isEmpty)
    }

    @Test func aDamagedEntryIsIgnoredWithAWarningAndDrawnAgain() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let map = TestMaps.small()
        let drawn = try MapRenderer.render(map, formats: [.svg, .png], options: RenderOptions(reportsToStandardError: false))
        _ = try MapRenderer.render(map, formats: [.svg, .png], options: RenderOptions(reportsToStandardError: false, layoutCache: LayoutCache(folder: folder, toolVersion: "test")))
        let entry = folder.appendingPathComponent(try #require(try Self.entries(in: folder).first))
        let original = try Data(contentsOf: entry)
        let damages: [(String, Data)] = [
            ("a flipped byte in the picture", { var copy = original; copy[copy.count - 100] ^= 0x01; return copy }()),
            ("a flipped byte in the digest", { var copy = original; copy[copy.count - 1] ^= 0x80; return copy }()),
            ("cut short", original.prefix(original.count / 2)),
            ("empty", Data()),
            ("not an entry at all", Data(repeating: 0x41, count: 4096)),
        ]
        for (damage, bytes) in damages {
            try bytes.write(to: entry)
            let cache = LayoutCache(folder: folder, toolVersion: "test")
            let again = try MapRenderer.render(map, formats: [.svg, .png], options: RenderOptions(reportsToStandardError: false, layoutCache: cache))
            #expect(again == drawn, "\(damage)")
            #expect(cache.statistics == LayoutCache.Statistics(hits: 0, misses: 1, stored: 1), "\(damage)")
            #expect(cache.warnings == ["layout cache entry \(entry.path) is corrupt or was written for another picture; it was ignored and the picture is drawn again."], "\(damage)")
            // Drawn again and stored again: the entry is whole once more.
            #expect(try Data(contentsOf: entry) == original, "\(damage)")
        }
    }

    @Test func anEntryOfAnotherPictureUnderThisNameIsNotTrusted() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let cache = LayoutCache(folder: folder, toolVersion: "test")
        cache.store([Data("A".utf8)], dot: "digraph { a }", engine: "dot", formats: ["svg"])
        cache.store([Data("B".utf8)], dot: "digraph { b }", engine: "dot", formats: ["svg"])
        let a = cache.entryFile(dot: "digraph { a }", engine: "dot", formats: ["svg"])
        let b = cache.entryFile(dot: "digraph { b }", engine: "dot", formats: ["svg"])
        #expect(try Self.entries(in: folder) == [a.lastPathComponent, b.lastPathComponent].sorted())
        // Whole and well formed, with its own digest, but keyed by the other DOT (as a copied file would be).
        try FileManager.default.removeItem(at: b)
        try FileManager.default.copyItem(at: a, to: b)
        #expect(cache.pictures(dot: "digraph { b }", engine: "dot", formats: ["svg"]) == nil)
        #expect(cache.pictures(dot: "digraph { a }", engine: "dot", formats: ["svg"]) == [Data("A".utf8)])
        #expect(cache.warnings.count == 1)
    }

    @Test func entriesRoundTripWhateverTheirPictures() throws {
        var generator = SystemRandomNumberGenerator()
        for round in 0..<200 {
            let count = Int.random(in: 0...4, using: &generator)
            let pictures = (0..<count).map { _ in Data((0..<Int.random(in: 0...300, using: &generator)).map { _ in UInt8.random(in: 0...255, using: &generator) }) }
            let key = Array("key \(round) ".utf8) + (0..<Int.random(in: 0...50, using: &generator)).map { _ in UInt8.random(in: 0...255, using: &generator) }
            let entry = LayoutCache.encode(pictures, key: key)
            #expect(LayoutCache.decode(entry, key: key, count: count) == pictures)
            // The same entry asked for another key or another number of pictures is not a match.
            #expect(LayoutCache.decode(entry, key: key + [0], count: count) == nil)
            #expect(LayoutCache.decode(entry, key: key, count: count + 1) == nil)
            // Any single damaged byte is caught.
            if !entry.isEmpty {
                var damaged = entry
                let position = Int.random(in: 0..<damaged.count, using: &generator)
                damaged[position] ^= UInt8.random(in: 1...255, using: &generator)
                #expect(LayoutCache.decode(damaged, key: key, count: count) == nil, "byte \(position) of \(entry.count)")
            }
        }
    }

    @Test func pruningRemovesTheLeastRecentlyUsedEntriesFirst() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let writer = LayoutCache(folder: folder, toolVersion: "test")
        let picture = Data(repeating: 7, count: 10_000)
        for name in ["a", "b", "c", "d"] { writer.store([picture], dot: name, engine: "dot", formats: ["svg"]) }
        let names = try Self.entries(in: folder)
        let size = try #require(try FileManager.default.attributesOfItem(atPath: folder.appendingPathComponent(names[0]).path)[.size] as? Int)
        // Last used: d long ago, then b, a, c; a temporary file of a killed run two hours ago, and one being written.
        func file(_ dot: String) -> String { writer.entryFile(dot: dot, engine: "dot", formats: ["svg"]).lastPathComponent }
        #expect(names == ["a", "b", "c", "d"].map(file).sorted())
        let now = time(nil)
        for (dot, age) in [("d", 4000), ("b", 3000), ("a", 2000), ("c", 1000)] {
            var times = [timeval(tv_sec: now - age, tv_usec: 0), timeval(tv_sec: now - age, tv_usec: 0)]
            #expect(utimes(folder.appendingPathComponent(file(dot)).path, &times) == 0)
        }
        let leftOver = folder.appendingPathComponent(".layout-0123.cache.1.1.tmp")
        let beingWritten = folder.appendingPathComponent(".layout-4567.cache.2.1.tmp")
        try Data("x".utf8).write(to: leftOver)
        try Data("y".utf8).write(to: beingWritten)
        var old = [timeval(tv_sec: now - 7200, tv_usec: 0), timeval(tv_sec: now - 7200, tv_usec: 0)]
        #expect(utimes(leftOver.path, &old) == 0)
        let kept = ["a", "c"].map(file).sorted()

        // Room for two entries and a half: d and b go.
        LayoutCache(folder: folder, toolVersion: "test", limit: size * 5 / 2).prune()
        #expect(try Self.entries(in: folder) == kept)
        #expect(!FileManager.default.fileExists(atPath: leftOver.path))
        #expect(FileManager.default.fileExists(atPath: beingWritten.path))
        // Within the limit: nothing more goes.
        LayoutCache(folder: folder, toolVersion: "test", limit: size * 2).prune()
        #expect(try Self.entries(in: folder) == kept)
        // A hit marks the entry used: c was used less recently than a until now.
        let reader = LayoutCache(folder: folder, toolVersion: "test")
        #expect(reader.pictures(dot: "c", engine: "dot", formats: ["svg"]) == [picture])
        LayoutCache(folder: folder, toolVersion: "test", limit: size).prune()
        #expect(try Self.entries(in: folder) == [file("c")])
    }

    @Test func aFolderThatCannotBeWrittenIsAWarningNotAFailure() throws {
        let parent = try Self.folder()
        defer { try? FileManager.default.removeItem(at: parent) }
        let blocked = parent.appendingPathComponent("cache")
        try Data("a file where the folder should be".utf8).write(to: blocked)
        let cache = LayoutCache(folder: blocked, toolVersion: "test")
        let map = TestMaps.small()
        let drawn = try MapRenderer.render(map, formats: [.svg], options: RenderOptions(reportsToStandardError: false))
        #expect(try MapRenderer.render(map, formats: [.svg], options: RenderOptions(reportsToStandardError: false, layoutCache: cache)) == drawn)
        #expect(cache.statistics == LayoutCache.Statistics(hits: 0, misses: 1, stored: 0))
        #expect(cache.warnings.count == 1)
        #expect(cache.warnings.first?.hasPrefix("cannot create the cache folder \(blocked.path) (") == true)
        #expect(cache.warnings.first?.hasSuffix("); pictures are not kept for the next run.") == true)
    }

    @Test func manyThreadsStoringAndReadingTheSamePictureSeeWholeEntries() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let cache = LayoutCache(folder: folder, toolVersion: "test")
        let pictures = [Data(repeating: 1, count: 200_000), Data(repeating: 2, count: 100_000)]
        let results = ResultBox()
        DispatchQueue.concurrentPerform(iterations: 16) { index in
            if index % 2 == 0 {
                cache.store(pictures, dot: "same", engine: "dot", formats: ["svg", "png"])
            } else if let found = cache.pictures(dot: "same", engine: "dot", formats: ["svg", "png"]) {
                results.add(found)
            }
        }
        // Every read saw either no entry or a whole one; never a torn or mixed one.
        #expect(results.all.allSatisfy { $0 == pictures })
        #expect(cache.warnings.isEmpty)
        #expect(try Self.entries(in: folder).count == 1)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".tmp") }.isEmpty)
        #expect(cache.pictures(dot: "same", engine: "dot", formats: ["svg", "png"]) == pictures)
    }

    final class ResultBox: @unchecked Sendable {
        private let lock = NSLock()
        private var found: [[Data]] = []
        func add(_ value: [Data]) { lock.withLock { found.append(value) } }
        var all: [[Data]] { lock.withLock { found } }
    }
}
