import Foundation
import Testing
import VipermapAnalysis
@testable import VipermapIndexer
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

        /// An app written from inline sources (relative path → text).
        init(files: [String: String]) throws {
            folder = FileManager.default.temporaryDirectory.appendingPathComponent("vipermap-cache-\(UUID().uuidString)")
            for (path, text) in files {
                let url = root.appendingPathComponent(path)
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(text.utf8).write(to: url)
            }
        }

        /// No parse timeout: it is the one documented place where wall-clock time reaches the map, and under a
        /// sanitizer with every suite running at once a sample file can take longer than the default 20 s.
        func run(cached: Bool = true, jobs: Int? = nil) throws -> IndexRun {
            try Indexer.run(root: root, options: IndexOptions(jobs: jobs, cacheFolder: cached ? cache : nil, toolVersion: "test",
                                                              parseTimeout: nil))
        }

        /// The one pack file in the cache folder.
        func pack() throws -> URL {
            let names = try FileManager.default.contentsOfDirectory(atPath: cache.path).filter { $0.hasPrefix("facts-") && $0.hasSuffix(".cache") }
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

    /// The first line where two JSON texts differ, with its neighbours: what a failing comparison should show.
    static func firstDifference(_ got: String, _ expected: String) -> String {
        let a = got.split(separator: "\n", omittingEmptySubsequences: false)
        let b = expected.split(separator: "\n", omittingEmptySubsequences: false)
        guard let line = (0..<min(a.count, b.count)).first(where: { a[$0] != b[$0] }) ?? (a.count == b.count ? nil : min(a.count, b.count)) else {
            return "no difference"
        }
        let lines = max(0, line - 3)..<(line + 4)
        return "line \(line + 1)\n got: \(a[lines.clamped(to: a.indices)].joined(separator: "\n"))\n expected: \(b[lines.clamped(to: b.indices)].joined(separator: "\n"))"
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
        #expect(cold.statistics.readFiles == cold.statistics.files)
        #expect(cold.statistics.files == (try Indexer.files(root: space.root)).count)
        #expect(cold.statistics.files > 40)
        #expect(cold.warnings == [])
        let warm = try space.run()
        #expect(warm.statistics.parsedFiles == 0)
        #expect(warm.statistics.cachedFiles == cold.statistics.files)
        #expect(warm.warnings == [])
        #expect(try Self.json(warm.map) == Self.json(cold.map))
    }

    /// Every run links: a warm run takes every file's facts from the pack, reads and parses none of the files, and
    /// links and analyses them into exactly a cold run's map, on every sample.
    @Test(arguments: ["Pokedex", "Social", "Tracks", "GitHubSearch", "Notes", "Workspace"])
    func warmRunLinksTheCachedFactsIntoTheColdMap(sample: String) throws {
        let space = try Workspace(sample: sample)
        defer { space.remove() }
        func run(cached: Bool) throws -> IndexRun {
            try Indexer.run(root: space.root, options: IndexOptions(jobs: 2, cacheFolder: cached ? space.cache : nil, toolVersion: "test",
                                                                              parseTimeout: nil),
                            then: .analysis)
        }
        let cold = try run(cached: false)
        let first = try run(cached: true)
        #expect(try Self.json(first.map) == Self.json(cold.map))
        // Files copied moments ago are too recent for their stamps to be trusted: the pack is made to look older.
        try postdatePack(space)
        let warm = try run(cached: true)
        #expect(warm.statistics.parsedFiles == 0)
        #expect(warm.statistics.readFiles == 0)
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
            let got = try Self.json(parallel.map)
            #expect(got == expected, "jobs \(jobs): \(Self.firstDifference(got, expected))")
        }
    }

    /// Damages the pack with `damage`, then expects one warning naming `reason`, a full re-parse, the cold map,
    /// and a rebuilt pack that the next run trusts.
    func expectIgnored(reason: String, damage: (inout Data) throws -> Void) throws {
        let space = try Workspace(sample: "Pokedex")
        defer { space.remove() }
        let cold = try space.run()
        let pack = try space.pack()
        var bytes = try Data(contentsOf: pack)
        try damage(&bytes)
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

    // MARK: - When a file is read at all

    /// Moves the recorded start of the run that wrote the pack `seconds` later, so the pack looks written long
    /// after the files last changed (a warm run minutes later). A test cannot age the files instead: a copy's
    /// (and a `touch`ed file's) ctime is always now.
    func postdatePack(_ space: Workspace, by seconds: Int64 = 10) throws {
        try datePack(space) { $0 + seconds * 1_000_000_000 }
    }

    /// Rewrites the recorded start of the run that wrote the pack (nanoseconds since 1970).
    func datePack(_ space: Workspace, _ change: (Int64) -> Int64) throws {
        let url = try space.pack()
        let bytes = try Data(contentsOf: url)
        let start = bytes.startIndex + FactsCache.magic.count
        let newline = try #require(bytes[start...].firstIndex(of: UInt8(ascii: "\n")))
        var header = try JSONDecoder().decode(FactsCache.Header.self, from: bytes[start..<newline])
        header.started = change(header.started)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        var data = FactsCache.magic
        data.append(try encoder.encode(header))
        data.append(bytes[newline...])
        try data.write(to: url)
    }

    /// The newest of a file's modification and status-change times: what the racy rule compares.
    static func lastChange(_ url: URL) throws -> Int64 {
        let stamp = try stamp(url)
        return max(stamp.modified, stamp.changed)
    }

    static func stamp(_ url: URL) throws -> FileStamp {
        var info = stat()
        try #require(stat(url.path, &info) == 0)
        return FileStamp(info)
    }

    /// Sets a file's modification time (nanoseconds since 1970), as `touch -d` does.
    static func setModified(_ url: URL, _ nanoseconds: Int64) throws {
        let time = timespec(tv_sec: Int(nanoseconds / 1_000_000_000), tv_nsec: Int(nanoseconds % 1_000_000_000))
        let times = [time, time]
        try #require(utimensat(AT_FDCWD, url.path, times, 0) == 0)
    }

    @Test func filesChangedJustBeforeTheRunAreReadAgainButNotParsed() throws {
        let space = try Workspace(sample: "Pokedex")
        defer { space.remove() }
        let cold = try space.run()
        #expect(cold.statistics.readFiles == cold.statistics.files)
        // The pack is dated a second after the earliest file was copied, so every file changed within the margin
        // before the run read it (dated from the files, not the clock: a loaded machine may take longer than the
        // margin between the copy and the run). A later write in the same clock tick would not change their
        // stamps, so the warm run cannot trust them and reads every one.
        let earliest = try #require(try Indexer.files(root: space.root).map { try Self.lastChange(space.root.appendingPathComponent($0)) }.min())
        try datePack(space) { _ in earliest + 1_000_000_000 }
        let warm = try space.run()
        #expect(warm.statistics.readFiles == cold.statistics.files)
        #expect(warm.statistics.parsedFiles == 0)
        #expect(try Self.json(warm.map) == Self.json(cold.map))
    }

    @Test func unchangedFilesAreNotReadOnceTheirStampIsOldEnough() throws {
        let space = try Workspace(sample: "Pokedex")
        defer { space.remove() }
        let cold = try space.run()
        try postdatePack(space)
        let pack = try Data(contentsOf: space.pack())
        let warm = try space.run()
        #expect(warm.statistics.readFiles == 0)
        #expect(warm.statistics.parsedFiles == 0)
        #expect(warm.statistics.cachedFiles == cold.statistics.files)
        #expect(warm.warnings == [])
        #expect(try Self.json(warm.map) == Self.json(cold.map))
        #expect(try Data(contentsOf: space.pack()) == pack)
    }

    /// Touched files (a new stamp, the same bytes) are read and hashed, never parsed. Up to
    /// ``FactsCollector/unsavedTouchLimit`` of them leave the pack as it is, and the next run reads them again; more,
    /// and the pack records their new stamps, so that once old enough they are not read again.
    @Test(arguments: [1, FactsCollector.unsavedTouchLimit + 1])
    func touchedFilesAreHashedButNotParsed(count: Int) throws {
        let space = try Workspace(sample: "Pokedex")
        defer { space.remove() }
        let cold = try space.run()
        try postdatePack(space)
        let touched = Array(try Indexer.files(root: space.root).filter { $0.hasSuffix(".swift") }.prefix(count))
        try #require(touched.count == count)
        for path in touched {
            let url = space.root.appendingPathComponent(path)
            try Self.setModified(url, try Self.stamp(url).modified - 60_000_000_000)
        }
        let pack = try Data(contentsOf: space.pack())
        let warm = try space.run()
        #expect(warm.statistics.readFiles == count)
        #expect(warm.statistics.parsedFiles == 0)
        #expect(try Self.json(warm.map) == Self.json(cold.map))
        let recorded = count > FactsCollector.unsavedTouchLimit
        #expect((try Data(contentsOf: space.pack()) != pack) == recorded)
        try postdatePack(space)
        let next = try space.run()
        #expect(next.statistics.readFiles == (recorded ? 0 : count))
        #expect(next.statistics.parsedFiles == 0)
        #expect(try Self.json(next.map) == Self.json(cold.map))
    }

    /// Same size, modification time put back (`touch -d`): the status-change time still differs.
    @Test func sameSizeEditWithRestoredModificationTimeIsParsed() throws {
        let space = try Workspace(sample: "Pokedex")
        defer { space.remove() }
        let before = try space.run()
        #expect(before.map.routes.contains { $0.from == "Login" && $0.to == "Register" })
        try postdatePack(space)
        let path = "Modules/Auth/Login/LoginWireframe.swift"
        let url = space.root.appendingPathComponent(path)
        let stamp = try Self.stamp(url)
        try space.edit(path) { $0.replacingOccurrences(of: "pushWireframe(RegisterWireframe())", with: "pushWireframe(RegistorWireframe())") }
        try Self.setModified(url, stamp.modified)
        let edited = try Self.stamp(url)
        #expect(edited.size == stamp.size && edited.modified == stamp.modified)
        let warm = try space.run()
        #expect(warm.statistics.parsedFiles == 1)
        #expect(!warm.map.routes.contains { $0.from == "Login" && $0.to == "Register" })
        #expect(try Self.json(warm.map) == Self.json(space.run(cached: false).map))
    }

    /// The racy case itself: an edit within the clock tick of the read leaves the stamp exactly as recorded.
    /// Staged by recording the edited file's current stamp with its old digest and facts.
    @Test func racyEntryWithAnUnchangedStampIsStillRead() throws {
        let space = try Workspace(sample: "Pokedex")
        defer { space.remove() }
        _ = try space.run()
        let original = try Data(contentsOf: space.pack())
        let path = "Modules/Auth/Login/LoginWireframe.swift"
        try space.edit(path) { $0.replacingOccurrences(of: "pushWireframe(RegisterWireframe())", with: "pushWireframe(RegistorWireframe())") }
        let stamp = try Self.stamp(space.root.appendingPathComponent(path))
        func forgePack(started: Int64) throws {
            try original.write(to: space.pack())
            var cache = FactsCache(folder: space.cache, root: space.root, toolVersion: "test")
            #expect(cache.load() == nil)
            let records = cache.entries.keys.sorted().map { key -> FactsCache.Record in
                let entry = cache.entries[key]!
                return FactsCache.Record(path: key, hash: entry.hash, stamp: key == path ? stamp : entry.stamp, facts: .loaded(entry.range))
            }
            #expect(cache.save(records, started: started) == nil)
        }
        let cold = try space.run(cached: false)
        #expect(!cold.map.routes.contains { $0.from == "Login" && $0.to == "Register" })

        // Written by a run that started a second after the edit: the file changed within the margin, so it is
        // read. (Dated from the edit, not the clock: the cold run above may take longer than the margin.)
        let edited = try Self.lastChange(space.root.appendingPathComponent(path))
        try forgePack(started: edited + 1_000_000_000)
        let warm = try space.run()
        #expect(warm.statistics.parsedFiles == 1)
        #expect(try Self.json(warm.map) == Self.json(cold.map))

        // The same pack dated well after the edit trusts the stamp: only the racy rule caught the edit above.
        try forgePack(started: edited + FactsCache.racyMargin + 10_000_000_000)
        let trusting = try space.run()
        #expect(trusting.statistics.parsedFiles == 0)
        #expect(trusting.map.routes.contains { $0.from == "Login" && $0.to == "Register" })
    }

    @Test func undecodableFactsIgnoreTheWholePack() throws {
        try expectIgnored(reason: "is corrupt (its entries cannot be decoded)") { bytes in
            // A pack whose digest holds but whose last entry's facts are not an encoding.
            guard case let .success(loaded) = FactsCache.decode(bytes, toolVersion: "test") else { return }
            let paths = loaded.entries.keys.sorted()
            let records = paths.map { path -> FactsCache.Record in
                let entry = loaded.entries[path]!
                return FactsCache.Record(path: path, hash: entry.hash, stamp: entry.stamp,
                                         facts: path == paths.last ? .encoded([0x03, 0xFF]) : .loaded(entry.range))
            }
            bytes = FactsCache.encode(records, loaded: loaded.payload, started: loaded.started, toolVersion: "test")
        }
    }

    @Test func packOfAnOlderFormatIsIgnored() throws {
        try expectIgnored(reason: "was written by another vipermap (facts format 1, version test)") { bytes in
            bytes = FactsCache.magic + Data("{\"format\":1,\"length\":4,\"payload\":\"00\",\"tool\":\"test\"}\n\u{0}\u{0}\u{0}\u{0}".utf8)
        }
    }

    /// d6241f1 wrote format 22; its facts name navigations from three tables that disagreed (`setRoot` was no
    /// navigation there). Format 23 (88c03f2) had no step for what a closure gives, so a closure's branches were lost;
    /// format 24 (eedf7c3) read `super` as nothing; format 25 (0b331e5) had no generic parameters of a function;
    /// format 26 (b929289) kept a type in parentheses (`(any ListModel)!`) as its source text and a protocol
    /// requirement without its signature and return type; format 27 (9b6d3a8) had no compilation condition on a step;
    /// format 28 (c1293c0) had no type for a property declared by `@UIApplicationDelegateAdaptor(T.self)`; format 29
    /// (bd7fbaf) no parameter's default value; format 30 (01cdab9) no value for a ternary after an operator
    /// (`n > 0 ? a : b`); format 31 (94ffb35) kept a name a `typealias` of the type gives as written and a protocol's
    /// `{ get set }` requirement as a getter; format 32 (d3d2ccd) still carried the retired engine's navigation facts
    /// and target references in every function; format 33 (e4e1c08) had no getter for a stored property's initial
    /// value and no closure scope on a step; format 34 (266f5ac) left a subscription's value handler (`sink { v in … }`)
    /// with its parameter unbound; format 35 (ffbb76f) bound no name of a tuple pattern (`let (screen, input) = make()`);
    /// format 36 (2d82c99) kept no name a file refers to in a property's closure or an operator's operand.
    /// The same bytes mean something else now: such a pack is ignored, not misread.
    @Test(arguments: [22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36]) func packOfAnEarlierFormatOfThisIssueIsIgnored(format: Int) throws {
        #expect(FactsCache.formatVersion == 37)
        try expectIgnored(reason: "was written by another vipermap (facts format \(format), version test)") { bytes in
            let field = try #require(bytes.range(of: Data("\"format\":37,".utf8)))
            bytes.replaceSubrange(field, with: Data("\"format\":\(format),".utf8))
        }
    }

    @Test func damagedEntryIndexIsIgnored() throws {
        try expectIgnored(reason: "is corrupt (its entries cannot be decoded)") { bytes in
            // The entry count says one more entry than the payload holds; the digest is recomputed to match.
            guard case let .success(loaded) = FactsCache.decode(bytes, toolVersion: "test") else { return }
            var payload = loaded.payload
            payload[0] &+= 1
            let digest = payload.withUnsafeBytes { ContentHash($0) }
            let header = "{\"format\":\(FactsCache.formatVersion),\"length\":\(payload.count),\"payload\":\"\(digest)\",\"started\":\(loaded.started),\"tool\":\"test\"}\n"
            bytes = FactsCache.magic + Data(header.utf8) + Data(payload)
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
