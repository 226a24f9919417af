import Foundation
import Testing
import VipermapAnalysis
@testable import VipermapIndexer
import VipermapModel

/// The time budget per file (``IndexOptions/parseTimeout``, ``BudgetedBatch``): a file whose parse does not end is
/// given up on, reported, never cached, and every other file is indexed exactly as without it, on one thread or
/// several. The stuck parse is simulated by an extractor that blocks on a gate until the test opens it, so the
/// abandoned thread ends before the test does; the real hostile input runs through the CLI (`ParseTimeoutTests`).
@Suite struct ParseBudgetTests {
    /// Blocks the threads that wait on it until ``open()``.
    final class Gate: @unchecked Sendable {
        private let condition = NSCondition()
        private var isOpen = false
        private var waiting = 0

        func wait() {
            condition.lock()
            waiting += 1
            while !isOpen { condition.wait() }
            waiting -= 1
            condition.unlock()
        }

        func open() {
            condition.lock()
            isOpen = true
            condition.broadcast()
            condition.unlock()
        }

        /// Threads blocked in ``wait()`` right now.
        var waiters: Int {
            condition.lock()
            defer { condition.unlock() }
            return waiting
        }
    }

    /// Polls `condition` for up to 30 s (an abandoned thread ends soon after its gate opens).
    static func eventually(_ condition: () -> Bool) -> Bool {
        for _ in 0..<3000 {
            if condition() { return true }
            usleep(10_000)
        }
        return condition()
    }

    // MARK: - BudgetedBatch

    @Test(arguments: [1, 2, 3])
    func batchGivesUpOnAStuckItemAndAReplacementDoesTheRest(jobs: Int) {
        let gate = Gate()
        defer { gate.open() }
        // Each item's thread's scheduling policy, as the item ends (the stuck one: once let go).
        let policies = Policies()
        let batch = BudgetedBatch<Int>(count: 40, budget: 0.5, body: { index in
            if index == 7 { gate.wait() }
            policies.record(index)
            return index * 10
        })
        let values = batch.run(jobs: jobs) { -$0 }
        #expect(values == (0..<40).map { $0 == 7 ? -7 : $0 * 10 })
        // Alone, the stuck worker needed a replacement; with others, they had taken every other item long before.
        #expect(batch.threadsStarted == (jobs == 1 ? 2 : jobs))
        #expect(gate.waiters == 1)
        gate.open()
        // Let go, the abandoned worker drops its value and ends; no other worker is left.
        #expect(Self.eventually { batch.threadsRunning == 0 })
        // The abandoned thread was moved to the idle class; the others kept the normal one.
        #expect(policies.value == Dictionary(uniqueKeysWithValues: (0..<40).map { ($0, $0 == 7 ? Policies.idle : SCHED_OTHER) }))
    }

    /// Scheduling policy of the thread that ran each item.
    final class Policies: @unchecked Sendable {
        #if os(Linux)
        /// Linux's `SCHED_IDLE`, not exported by Glibc's module.
        static let idle: Int32 = 5
        #else
        static let idle = SCHED_OTHER
        #endif
        private let lock = NSLock()
        private var policies: [Int: Int32] = [:]
        func record(_ index: Int) {
            var policy: Int32 = -1
            var parameters = sched_param()
            _ = pthread_getschedparam(pthread_self(), &policy, &parameters)
            lock.lock(); policies[index] = policy; lock.unlock()
        }
        var value: [Int: Int32] { lock.lock(); defer { lock.unlock() }; return policies }
    }

    @Test func batchReplacesEveryStuckWorker() {
        let gate = Gate()
        defer { gate.open() }
        // Both first workers get stuck, then one replacement: each is replaced while items are left.
        let stuck: Set<Int> = [0, 1, 5]
        let batch = BudgetedBatch<Int>(count: 12, budget: 0.5, body: { index in
            if stuck.contains(index) { gate.wait() }
            return index
        })
        let values = batch.run(jobs: 2) { _ in -1 }
        #expect(values == (0..<12).map { stuck.contains($0) ? -1 : $0 })
        #expect(batch.threadsStarted == 2 + 2)
        #expect(gate.waiters == 3)
        gate.open()
        #expect(Self.eventually { batch.threadsRunning == 0 })
    }

    @Test(arguments: [1, 2])
    func batchWithinBudgetUsesJobsThreadsAndGivesEveryValue(jobs: Int) {
        let resolved = Counter()
        let batch = BudgetedBatch<String>(count: 500, budget: 60, body: { String($0) }, resolved: { resolved.add() })
        let values = batch.run(jobs: jobs) { _ in "timed out" }
        #expect(values == (0..<500).map(String.init))
        #expect(batch.threadsStarted == jobs)
        #expect(resolved.value == 500)
        #expect(Self.eventually { batch.threadsRunning == 0 })
    }

    /// A budget too large for nanoseconds in 64 bits (`--parse-timeout 1e12`) is no limit in practice, not a trap.
    @Test(arguments: [1e12, 1e300, Double.greatestFiniteMagnitude])
    func hugeBudgetDoesNotOverflow(budget: Double) {
        let batch = BudgetedBatch<Int>(count: 3, budget: budget, body: { $0 + 1 })
        #expect(batch.run(jobs: 2) { _ in 0 } == [1, 2, 3])
    }

    @Test func emptyBatchStartsNoThread() {
        let batch = BudgetedBatch<Int>(count: 0, budget: 1, body: { $0 })
        #expect(batch.run(jobs: 4) { $0 }.isEmpty)
        #expect(batch.threadsStarted == 0)
    }

    final class Counter: @unchecked Sendable {
        private let lock = NSLock()
        private var count = 0
        func add() { lock.lock(); count += 1; lock.unlock() }
        var value: Int { lock.lock(); defer { lock.unlock() }; return count }
    }

    // MARK: - The collector

    static let slowFile = "Slow.swift"
    static let message = "Slow.swift was not parsed within 3 s (--parse-timeout); it was skipped and everything else indexed. Exclude it with --exclude, or raise --parse-timeout (0: no limit) if it is a real source file."

    /// Pokedex plus `Slow.swift`, a real module whose facts the gated extractor withholds until the gate opens.
    static func workspace() throws -> CacheTests.Workspace {
        let space = try CacheTests.Workspace(sample: "Pokedex")
        let text = """
            import UIKit
            final class SlowRouter { weak var viewController: UIViewController? }
            final class SlowPresenter { var router: SlowRouter? }

            """
        try Data(text.utf8).write(to: space.root.appendingPathComponent(slowFile))
        return space
    }

    /// The budget is for the stuck file alone, but every real file is parsed under it too: 3 s leaves room for a
    /// sample file under ThreadSanitizer on a loaded machine (one took over 0.5 s there).
    static func options(_ space: CacheTests.Workspace, jobs: Int, cached: Bool, budget: Double? = 3) -> IndexOptions {
        IndexOptions(jobs: jobs, cacheFolder: cached ? space.cache : nil, toolVersion: "test", parseTimeout: budget)
    }

    /// The real extractor, except that `Slow.swift` waits for `gate`.
    static func gated(_ gate: Gate) -> @Sendable (String, Data) -> FileFacts {
        { path, data in
            if path == slowFile { gate.wait() }
            return FactExtractor.facts(path: path, data: data)
        }
    }

    static func map(_ space: CacheTests.Workspace, options: IndexOptions, gate: Gate) throws -> IndexRun {
        try Indexer.run(root: space.root, options: options, then: .analysis, extract: gated(gate))
    }

    /// The map without `Slow.swift` at all (excluded), no budget.
    static func reference(_ space: CacheTests.Workspace) throws -> AppMap {
        var options = Self.options(space, jobs: 2, cached: false, budget: nil)
        options.excludes = [slowFile]
        return try Indexer.run(root: space.root, options: options, then: .analysis).map
    }

    static func withoutTimeouts(_ map: AppMap) -> AppMap {
        var map = map
        map.findings.removeAll { $0.rule == "parseTimeout" }
        return map
    }

    @Test(arguments: [1, 2])
    func stuckFileIsReportedAndEveryOtherFileIndexed(jobs: Int) throws {
        let space = try Self.workspace()
        defer { space.remove() }
        let gate = Gate()
        defer { gate.open() }
        let run = try Self.map(space, options: Self.options(space, jobs: jobs, cached: false), gate: gate)
        #expect(run.map.findings.filter { $0.rule == "parseTimeout" } == [Finding(rule: "parseTimeout", message: Self.message, file: Self.slowFile)])
        let reference = try Self.reference(space)
        // Everything but the stuck file, exactly as if it were not there.
        #expect(Self.withoutTimeouts(run.map) == reference)
        #expect(!run.map.modules.map(\.id).contains("Slow"))
        #expect(run.statistics.timedOutFiles == 1)
        #expect(run.statistics.parsedFiles == run.statistics.files)
        #expect(run.statistics.files == (try Indexer.files(root: space.root)).count)
        #expect(gate.waiters == 1)
    }

    @Test func timedOutFileIsNeverCachedAndParsedAgainNextRun() throws {
        let space = try Self.workspace()
        defer { space.remove() }
        let gate = Gate()
        defer { gate.open() }
        // The cache trusts a file's stamp only once it last changed 2 s before a run; a younger file is read again by
        // the next run, which then records its stamp anew (a pack rewrite that has nothing to do with the budget).
        Thread.sleep(forTimeInterval: Double(FactsCache.racyMargin) / 1e9 + 0.2)
        let first = try Self.map(space, options: Self.options(space, jobs: 2, cached: true), gate: gate)
        #expect(first.statistics.timedOutFiles == 1)
        let pack = try space.pack()
        let packBytes = try Data(contentsOf: pack)
        #expect(try FileManager.default.contentsOfDirectory(atPath: space.cache.path) == [pack.lastPathComponent])

        let second = try Self.map(space, options: Self.options(space, jobs: 2, cached: true), gate: gate)
        #expect(second.statistics.parsedFiles == 1)
        #expect(second.statistics.timedOutFiles == 1)
        #expect(second.statistics.cachedFiles == second.statistics.files - 1)
        #expect(second.map == first.map)
        // Nothing new learnt: the pack is left as it was.
        #expect(try Data(contentsOf: pack) == packBytes)
        #expect(try FileManager.default.contentsOfDirectory(atPath: space.cache.path) == [pack.lastPathComponent])
        #expect(gate.waiters == 2)

        // The file parses in time now: it is parsed (the others still come from the cache), cached and reported no more.
        gate.open()
        let third = try Self.map(space, options: Self.options(space, jobs: 2, cached: true), gate: gate)
        #expect(third.statistics.parsedFiles == 1)
        #expect(third.statistics.timedOutFiles == 0)
        #expect(third.map.findings.filter { $0.rule == "parseTimeout" }.isEmpty)
        #expect(third.map.modules.map(\.id).contains("Slow"))
        let cold = try Indexer.run(root: space.root, options: Self.options(space, jobs: 2, cached: false), then: .analysis)
        #expect(third.map == cold.map)
        // The pack now holds every file: the next run parses nothing and links the cached facts into the cold map.
        #expect(try FileManager.default.contentsOfDirectory(atPath: space.cache.path) == [pack.lastPathComponent])
        let fourth = try Self.map(space, options: Self.options(space, jobs: 2, cached: true), gate: gate)
        #expect(fourth.statistics.parsedFiles == 0)
        #expect(fourth.statistics.timedOutFiles == 0)
        #expect(fourth.map == cold.map)
    }

    /// A file that timed out after it was cached (edited into something slow): its old facts leave the pack, and the
    /// other files' facts come from the cache.
    @Test func fileThatBecomesSlowLeavesThePack() throws {
        let space = try Self.workspace()
        defer { space.remove() }
        let gate = Gate()
        defer { gate.open() }
        let open = Gate()
        open.open()
        _ = try Self.map(space, options: Self.options(space, jobs: 2, cached: true), gate: open)
        try space.edit(Self.slowFile) { $0 + "// edited\n" }
        let run = try Self.map(space, options: Self.options(space, jobs: 2, cached: true), gate: gate)
        #expect(run.statistics.parsedFiles == 1)
        #expect(run.statistics.timedOutFiles == 1)
        #expect(Self.withoutTimeouts(run.map) == (try Self.reference(space)))
        let pack = try space.pack()
        let entries = FactsCache.read(pack, toolVersion: "test")
        guard case let .loaded(loaded) = entries else {
            Issue.record("the pack did not load: \(entries)")
            return
        }
        #expect(loaded.index.count == run.statistics.files - 1)
    }

    @Test func budgetOfZeroOrNilMeansNone() {
        #expect(IndexOptions().parseTimeout == IndexOptions.defaultParseTimeout)
        #expect(IndexOptions().effectiveParseTimeout == 20)
        #expect(IndexOptions(parseTimeout: nil).effectiveParseTimeout == nil)
        #expect(IndexOptions(parseTimeout: 0).effectiveParseTimeout == nil)
        #expect(IndexOptions(parseTimeout: 2.5).effectiveParseTimeout == 2.5)
        #expect(FactsCollector.timeoutMessage(path: "A.swift", budget: 20) == "A.swift was not parsed within 20 s (--parse-timeout); it was skipped and everything else indexed. Exclude it with --exclude, or raise --parse-timeout (0: no limit) if it is a real source file.")
        #expect(IndexOptions.secondsText(0.25) == "0.25")
        #expect(IndexOptions.secondsText(1) == "1")
    }
}
