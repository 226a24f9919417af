import Foundation
import Testing
import VipermapAnalysis
@testable import VipermapIndexer
import VipermapModel

/// A warm run whose edits only moved lines takes the last run's map with those lines moved (``MapSnapshot``,
/// ``LineShift``): the result must be exactly what a cold run of the edited files gives, on every sample, and any
/// other edit must link again.
@Suite struct MapReuseTests {
    typealias Workspace = CacheTests.Workspace

    static let samples = ["Pokedex", "Social", "Tracks", "GitHubSearch", "Notes", "Workspace"]

    static func run(_ space: Workspace, cached: Bool = true, stage: MapStage? = .analysis) throws -> IndexRun {
        try Indexer.run(root: space.root, options: IndexOptions(jobs: 2, cacheFolder: cached ? space.cache : nil, toolVersion: "test"), then: stage)
    }

    /// Relative paths of the files the index reads.
    static func files(_ space: Workspace) throws -> [String] {
        try Indexer.files(root: space.root)
    }

    /// A blank line before the first line that starts a function (between declarations, so nothing the indexer
    /// reads changes); the file unchanged when it has none.
    static func blankLineBeforeFirstFunction(_ text: String) -> String {
        var lines = text.components(separatedBy: "\n")
        guard let first = lines.firstIndex(where: { $0.trimmingCharacters(in: .whitespaces).hasPrefix("func ") }) else { return text }
        lines.insert("", at: first)
        return lines.joined(separator: "\n")
    }

    @Test(arguments: samples)
    func linesMovedEverywhereGiveTheColdMap(sample: String) throws {
        let space = try Workspace(sample: sample)
        defer { space.remove() }
        let first = try Self.run(space)
        #expect(!first.statistics.reusedMap)
        // Every file gains a line at its top (storyboards after their XML declaration): every place in the map moves.
        let files = try Self.files(space)
        for path in files {
            try space.edit(path) { text in
                path.hasSuffix(".storyboard") ? text.replacingOccurrences(of: "?>\n", with: "?>\n\n") : "\n" + text
            }
        }
        let warm = try Self.run(space)
        #expect(warm.statistics.reusedMap)
        #expect(warm.statistics.parsedFiles == files.count)
        let cold = try Self.run(space, cached: false)
        #expect(warm.map == cold.map)
        #expect(warm.map != first.map)
        #expect(warm.warnings.isEmpty)
        // The snapshot that run left (the base and every file's shift, or, past 64 files, the map encoded again)
        // serves a second edit of every file.
        for path in files where path.hasSuffix(".swift") { try space.edit(path) { "\n\n" + $0 } }
        let second = try Self.run(space)
        #expect(second.statistics.reusedMap)
        #expect(second.map == (try Self.run(space, cached: false)).map)
        let snapshot = try Self.snapshot(space)
        #expect(snapshot.shifts.count == (files.count <= MapSnapshot.maximumShiftedFiles ? files.count : 0))
        #expect(snapshot.map() == second.map)
    }

    /// The snapshot the last run left.
    static func snapshot(_ space: Workspace) throws -> MapSnapshot {
        guard case let .loaded(snapshot) = MapSnapshot.read(MapSnapshot.file(besides: try space.pack())) else {
            throw CocoaError(.fileReadCorruptFile)
        }
        return snapshot
    }

    @Test(arguments: samples)
    func linesMovedInsideFilesGiveTheColdMap(sample: String) throws {
        let space = try Workspace(sample: sample)
        defer { space.remove() }
        _ = try Self.run(space)
        // Lines move from some point on, and not in every file: facts above the edit keep their lines.
        var edited = 0
        for (position, path) in try Self.files(space).enumerated() where position % 2 == 0 && path.hasSuffix(".swift") {
            let url = space.root.appendingPathComponent(path)
            let text = try String(contentsOf: url, encoding: .utf8)
            let changed = Self.blankLineBeforeFirstFunction(text)
            guard changed != text else { continue }
            try Data(changed.utf8).write(to: url)
            edited += 1
        }
        try #require(edited > 0)
        let warm = try Self.run(space)
        #expect(warm.statistics.reusedMap)
        #expect(warm.statistics.parsedFiles == edited)
        #expect(warm.map == (try Self.run(space, cached: false)).map)
        // And the snapshot it wrote serves the next edit.
        try space.edit(try Self.files(space).first { $0.hasSuffix(".swift") }!) { "\n\n" + $0 }
        let again = try Self.run(space)
        #expect(again.statistics.reusedMap)
        #expect(again.map == (try Self.run(space, cached: false)).map)
    }

    @Test func anUnchangedTreeReusesTheMapAsItIs() throws {
        let space = try Workspace(sample: "Tracks")
        defer { space.remove() }
        let first = try Self.run(space)
        let second = try Self.run(space)
        #expect(second.statistics.reusedMap)
        #expect(second.statistics.parsedFiles == 0)
        #expect(second.map == first.map)
    }

    @Test func editsThatChangeWhatTheIndexerReadsLinkAgain() throws {
        let space = try Workspace(sample: "Pokedex")
        defer { space.remove() }
        _ = try Self.run(space)
        let presenter = try #require(try Self.files(space).first { $0.hasSuffix("Presenter.swift") })
        // A new method that calls a navigator: new facts the link reads (`UnreadEditTests` has those it does not).
        try space.edit(presenter) { $0 + "\nextension Unrelated {\n    func added() { router.routeToHome() }\n}\n" }
        let added = try Self.run(space)
        #expect(!added.statistics.reusedMap)
        #expect(added.statistics.parsedFiles == 1)
        #expect(added.map == (try Self.run(space, cached: false)).map)
        // A marker in a comment: the module's evidence changes.
        try space.edit(presenter) { "// TODO: finish the list\n" + $0 }
        let marked = try Self.run(space)
        #expect(!marked.statistics.reusedMap)
        let cold = try Self.run(space, cached: false)
        #expect(marked.map == cold.map)
        #expect(cold.map.modules.contains { $0.evidence.contains { $0.message.contains("finish the list") } })
    }

    @Test func linesThatSwapOrMergeLinkAgain() throws {
        let swapped = FileFacts.sample(lines: [3, 9]), original = FileFacts.sample(lines: [9, 3])
        #expect(LineShift(from: original, to: swapped) == nil)
        let merged = FileFacts.sample(lines: [4, 4])
        #expect(LineShift(from: FileFacts.sample(lines: [4, 5]), to: merged) == nil)
        let moved = try #require(LineShift(from: FileFacts.sample(lines: [4, 5]), to: FileFacts.sample(lines: [4, 8])))
        #expect(moved.moved(4) == 4 && moved.moved(5) == 8 && moved.moved(6) == nil)
        var other = FileFacts.sample(lines: [4, 5])
        other.functions[0].name = "other"
        #expect(LineShift(from: FileFacts.sample(lines: [4, 5]), to: other) == nil)
    }

    @Test func everyLineOfTheFactsIsTaken() throws {
        let facts = FileFacts.everyLine
        var lines: [Int] = []
        let stripped = LineShift.withoutLines(facts, into: &lines)
        #expect(lines == Array(1...lines.count))
        // No field named `line` is left non-zero, however deep.
        func nonZeroLines(_ value: Any) -> Int {
            Mirror(reflecting: value).children.reduce(0) { count, child in
                if child.label == "line", let line = child.value as? Int { return count + (line != 0 ? 1 : 0) }
                if child.label == "line", let line = child.value as? Int? { return count + (line.map { $0 != 0 ? 1 : 0 } ?? 0) }
                return count + nonZeroLines(child.value)
            }
        }
        #expect(nonZeroLines(facts) == lines.count)
        #expect(nonZeroLines(stripped) == 0)
    }

    @Test func filesAddedOrRemovedLinkAgain() throws {
        let space = try Workspace(sample: "Notes")
        defer { space.remove() }
        _ = try Self.run(space)
        let extra = space.root.appendingPathComponent("Extra.swift")
        try Data("\nstruct Extra {}\n".utf8).write(to: extra)
        let added = try Self.run(space)
        #expect(!added.statistics.reusedMap)
        #expect(added.map == (try Self.run(space, cached: false)).map)
        try FileManager.default.removeItem(at: extra)
        let removed = try Self.run(space)
        #expect(!removed.statistics.reusedMap)
        #expect(removed.map == (try Self.run(space, cached: false)).map)
    }

    @Test func anotherStageNeverTakesTheMap() throws {
        let space = try Workspace(sample: "Notes")
        defer { space.remove() }
        let analysed = try Self.run(space)
        let raw = try Self.run(space, stage: nil)
        #expect(!raw.statistics.reusedMap)
        #expect(raw.map == (try Self.run(space, cached: false, stage: nil)).map)
        #expect(raw.map != analysed.map)
    }

    @Test func shiftsComposeEditAfterEdit() throws {
        let first = try #require(LineShift(moves: [(3, 4), (7, 9)]))
        let second = try #require(LineShift(moves: [(4, 4), (9, 12)]))
        #expect(first.then(second) == LineShift(moves: [(3, 4), (7, 12)]))
        // Lines the second shift does not know: not a composition of edits to one file's facts.
        #expect(first.then(try #require(LineShift(moves: [(4, 5)]))) == nil)
        #expect(LineShift(moves: [(3, 4), (2, 9)]) == nil)
        #expect(LineShift(moves: [(3, 4), (5, 4)]) == nil)
    }

    @Test func aSnapshotWithShiftsReadsBackAndRefusesBadOnes() throws {
        let space = try Workspace(sample: "Tracks")
        defer { space.remove() }
        _ = try Self.run(space)
        // More edited files than a run leaves unsaved: the snapshot is written, as the base and the shifts.
        let edited = Array(try Self.files(space).filter { $0.hasSuffix(".swift") }.prefix(FactsCollector.unsavedEditLimit + 2))
        for path in edited { try space.edit(path) { "\n" + $0 } }
        let moved = try Self.run(space)
        #expect(moved.statistics.reusedMap)
        let snapshot = try Self.snapshot(space)
        #expect(snapshot.shifts.keys.sorted() == edited.sorted())
        #expect(snapshot.map() == moved.map)
        // What the link that made the base could read goes with it.
        #expect(snapshot.reads != nil)
        #expect(try MapCodec.decode(snapshot.base.withUnsafeBytes { UnsafeRawBufferPointer($0) }) != moved.map)
        // A shift that leaves places off the lines it knows, or whose lines do not go up, is refused even under a
        // valid digest.
        var shifts = snapshot.shifts
        let path = try #require(edited.first { (shifts[$0]?.moves.count ?? 0) >= 2 })
        let lines = try #require(shifts[path]).moves.keys.sorted()
        try #require(lines.count >= 2)
        shifts[path] = LineShift(moves: [(lines[0], 1), (lines[1], 2)])
        let forged = MapSnapshot.encoded(key: snapshot.key, map: snapshot.base, shifts: shifts)
        guard case let .loaded(read) = forged.withUnsafeBytes({ MapSnapshot.decode($0) }) else {
            Issue.record("a snapshot with a valid digest was not read")
            return
        }
        #expect(read.map() == nil)
        let increasing = try #require(LineShift(moves: [(lines[0], 2), (lines[1], 3)]))
        var decreasing = MapSnapshot.encoded(key: snapshot.key, map: snapshot.base, shifts: [path: increasing])
        // The second shift's new lines 2, 3 become 3, 2 in place (two one-byte zig-zag varints, before the byte that
        // says no ``LinkReads`` follow), under a new digest.
        try #require(decreasing.last == 0)
        let tail = decreasing.count - 2
        try #require(decreasing[tail] == 6 && decreasing[tail - 2] == 4)
        (decreasing[tail], decreasing[tail - 2]) = (4, 6)
        var body = FactsCodec.Writer()
        let digest = decreasing[(MapSnapshot.magic.count + 16)...].withUnsafeBytes { ContentHash($0) }
        body.fixed(digest.high)
        body.fixed(digest.low)
        decreasing.replaceSubrange(MapSnapshot.magic.count..<(MapSnapshot.magic.count + 16), with: body.bytes)
        guard case .ignored = decreasing.withUnsafeBytes({ MapSnapshot.decode($0) }) else {
            Issue.record("a shift whose lines do not go up was read")
            return
        }
    }

    @Test func aFewEditsThatMoveLinesWriteNoCache() throws {
        let space = try Workspace(sample: "Tracks")
        defer { space.remove() }
        // Files copied within the cache's racy margin are recorded as such, and a later run that finds them old
        // enough records them again (a pack write): wait it out, so that only the edits below decide (a slow
        // ThreadSanitizer run crossed the margin between runs).
        Thread.sleep(forTimeInterval: Double(FactsCache.racyMargin) / 1e9 + 0.2)
        _ = try Self.run(space)
        let names = try FileManager.default.contentsOfDirectory(atPath: space.cache.path).sorted()
        func cache() throws -> [Data] { try names.map { try Data(contentsOf: space.cache.appendingPathComponent($0)) } }
        let written = try cache()
        let path = try #require(try Self.files(space).first { $0.hasSuffix("Presenter.swift") })
        try space.edit(path) { "\n" + $0 }
        let moved = try Self.run(space)
        #expect(moved.statistics.reusedMap && moved.statistics.parsedFiles == 1)
        #expect(try cache() == written)
        // The next run parses that file again, against the same pack and map, and moves the same lines.
        let again = try Self.run(space)
        #expect(again.statistics.reusedMap && again.statistics.parsedFiles == 1)
        #expect(again.map == moved.map)
        try space.edit(path) { "\n\n" + $0 }
        let further = try Self.run(space)
        #expect(further.statistics.reusedMap)
        #expect(further.map == (try Self.run(space, cached: false)).map)
        #expect(try cache() == written)
    }

    @Test func aDamagedSnapshotIsIgnoredWithAWarning() throws {
        let space = try Workspace(sample: "Social")
        defer { space.remove() }
        let first = try Self.run(space)
        let snapshot = MapSnapshot.file(besides: try space.pack())
        var bytes = [UInt8](try Data(contentsOf: snapshot))
        bytes[bytes.count / 2] ^= 0x20
        try Data(bytes).write(to: snapshot)
        let second = try Self.run(space)
        #expect(!second.statistics.reusedMap)
        #expect(second.map == first.map)
        #expect(second.warnings == ["map cache \(snapshot.path) is corrupt (its contents do not match its digest); it was ignored and will be rebuilt."])
        // Rebuilt: the next run takes it again.
        let third = try Self.run(space)
        #expect(third.statistics.reusedMap)
        #expect(third.warnings.isEmpty)
    }
}

extension FileFacts {
    /// A file with one function per line in `lines` (each calling nothing).
    static func sample(lines: [Int]) -> FileFacts {
        var facts = FileFacts(path: "A.swift")
        for (index, line) in lines.enumerated() {
            facts.functions.append(FunctionFact(owner: "A", name: "f\(index)", signature: "f\(index)()", line: line, isPrivate: false,
                                                isStatic: false, parameters: [], parameterTypes: [], isEmpty: true))
        }
        return facts
    }

    /// Facts with every kind of line, numbered 1, 2, 3… in the order ``LineShift/withoutLines(_:into:)`` takes them.
    static var everyLine: FileFacts {
        var facts = FileFacts(path: "A.storyboard")
        var type = TypeFact(qualifiedName: "A", kind: .enum, inherits: [], line: 1, memberCount: 2)
        type.cases = [EnumCaseFact(name: "a", line: 2)]
        type.requirements = [EnumCaseFact(name: "r", line: 3)]
        facts.types = [type]
        var function = FunctionFact(owner: "A", name: "f", signature: "f()", line: 4, isPrivate: false, isStatic: false,
                                    parameters: [], parameterTypes: [], isEmpty: false)
        function.switchCases = [SwitchCaseFact(labels: ["a"], line: 5, isEmpty: false)]
        function.navigations = [NavigationFact(transition: .push, method: "push", refs: [], targetText: nil, line: 6, caseLabels: nil, condition: nil)]
        function.helperCalls = [HelperCallFact(name: "h", line: 7, caseLabels: nil, condition: nil)]
        function.outgoingCalls = [OutgoingCallFact(receiver: "r", method: "m", option: nil, line: 8)]
        function.launchCalls = [LaunchCallFact(refs: [], line: 9)]
        facts.functions = [function]
        facts.markers = [MarkerFact(kind: .todo, text: "t", line: 10, owner: nil)]
        facts.problems = [ProblemFact(rule: "parseError", message: "m", line: 11), ProblemFact(rule: "notUTF8", message: "m", line: nil)]
        facts.storyboard = StoryboardFacts(initialViewController: nil,
                                           scenes: [StoryboardScene(id: "s", customClass: nil, storyboardIdentifier: nil, line: 12)],
                                           segues: [StoryboardSegue(source: "s", destination: "t", kind: "show", identifier: nil, line: 13)])
        return facts
    }
}
