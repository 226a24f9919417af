import Dispatch
import Foundation
import VipermapModel

/// Gets every discovered file's ``FileFacts``: from the cache when the file is unchanged, else by parsing it, on
/// up to ``IndexOptions/jobs`` threads at once.
///
/// A file whose `stat` matches its cache entry (and is not too recent to trust, see ``FactsCache``) is not even
/// read; one whose `stat` changed is read and hashed, and parsed only when its digest changed too.
/// Each file's facts depend only on its path and bytes, and land in the slot of its index in the (sorted)
/// discovery list, so the result is the same whatever the thread count or the order threads finish in.
struct FactsCollector {
    struct Result {
        var facts: [FileFacts]
        var warnings: [String]
        var statistics: IndexRun.Statistics
        /// The pack still being written (``collect(_:savingInBackground:pack:)``).
        fileprivate var pendingSave: PendingSave?

        /// Waits for the pack being written in the background, and adds its warning, if any.
        mutating func finishSaving() {
            guard let pending = pendingSave else { return }
            pendingSave = nil
            pending.done.wait()
            if let warning = pending.warning {
                warnings.append(warning)
                if pending.reports { FileHandle.standardError.write(Data("vipermap: warning: \(warning)\n".utf8)) }
            }
        }
    }

    /// A pack written on another thread: a warm run that parsed one file rewrites the whole pack (megabytes),
    /// which costs as much as getting every file's facts; the link step needs none of it.
    fileprivate final class PendingSave: @unchecked Sendable {
        let done = DispatchSemaphore(value: 0)
        let reports: Bool
        /// Written before `done` is signalled, read after waiting for it.
        var warning: String?

        init(reports: Bool) {
            self.reports = reports
        }
    }

    /// What one file gave.
    private struct Slot {
        var facts: FileFacts
        /// What the next pack stores for the file; nil when it could not be read (such facts are never cached)
        /// or when there is no cache.
        var record: FactsCache.Record?
        var parsed: Bool
        /// The file's bytes were read (and hashed).
        var read: Bool
        /// The next pack would record something new about an unchanged file: a new stamp, or one that is no
        /// longer too recent to trust.
        var refreshes: Bool
        /// The file's parse ran past the budget and was given up on (``IndexOptions/parseTimeout``).
        var timedOut = false
    }

    let root: URL
    let options: IndexOptions
    /// Turns one file's bytes into facts; tests put a slow one in to reach the parse budget.
    var extract: @Sendable (String, Data) -> FileFacts = { FactExtractor.facts(path: $0, data: $1) }

    /// A run that parsed nothing and found up to this many files only touched (a new stamp, the same bytes) writes
    /// no pack: the next run reads those few files again (microseconds each) rather than rewrite megabytes of pack.
    static let unsavedTouchLimit = 8

    func collect(_ files: [FileDiscovery.Found]) -> Result {
        var result = collect(files, savingInBackground: false)
        result.finishSaving()
        return result
    }

    /// The cache's pack, read and checked on another thread (it needs no file list, so it can be read while
    /// discovery walks the tree); nil without a cache.
    func startReadingPack() -> PackRead? {
        guard let folder = options.cacheFolder else { return nil }
        let file = FactsCache(folder: folder, root: root, toolVersion: options.toolVersion).file
        let read = PackRead()
        let toolVersion = options.toolVersion
        Thread.detachNewThread {
            read.outcome = FactsCache.read(file, toolVersion: toolVersion)
            read.done.signal()
        }
        return read
    }

    /// A pack being read by ``startReadingPack()``.
    final class PackRead: @unchecked Sendable {
        fileprivate let done = DispatchSemaphore(value: 0)
        /// Written before `done` is signalled, read after waiting for it.
        fileprivate var outcome: FactsCache.ReadOutcome = .missing

        /// Waits for the thread that reads the pack.
        func finish() {
            done.wait()
            done.signal()
        }
    }

    /// ``collect(_:)``, but a pack that needs rewriting is written on another thread: call
    /// ``Result/finishSaving()`` before the run ends. `pack` is the pack already being read, if any.
    func collect(_ files: [FileDiscovery.Found], savingInBackground: Bool, pack: PackRead? = nil) -> Result {
        // Every file this run reads is read after this moment: entries it records are trusted from their stamp
        // only when the file's last change is older than this (minus the margin).
        let started = FileStamp.now()
        var warnings: [String] = []
        var cache = options.cacheFolder.map { FactsCache(folder: $0, root: root, toolVersion: options.toolVersion) }
        if let pack, cache != nil {
            pack.finish()
            if let warning = cache?.adopt(pack.outcome, matching: files) { warnings.append(warning) }
        } else if let warning = cache?.load(matching: files) {
            warnings.append(warning)
        }
        report(warnings)
        var slots = gather(files, cache: cache, started: started)
        if slots == nil, var broken = cache {
            // Facts of the pack did not decode: nothing of it may be trusted, not even what already decoded.
            let warning = broken.warning("is corrupt (its entries cannot be decoded)")
            warnings.append(warning)
            report([warning])
            broken.discard()
            cache = broken
            slots = gather(files, cache: broken, started: started)
        }
        let results = slots ?? []
        var parsed = 0, read = 0, timedOut = 0, refreshes = 0
        for slot in results {
            if slot.parsed { parsed += 1 }
            if slot.timedOut { timedOut += 1 }
            if slot.read { read += 1 }
            if slot.refreshes { refreshes += 1 }
        }
        var pendingSave: PendingSave?
        if let cache {
            let records = results.compactMap(\.record)
            // A warm run that lost no file and learnt nothing new leaves the pack as it is. So does one that learnt
            // only a little: a few files touched (a new stamp, the same bytes, or a racy entry now old enough to
            // trust). Each run until the pack is next written reads those few files again rather than rewrite
            // megabytes of pack. A file given up on has no record: parsing it again (and giving up again) changes
            // nothing in the pack.
            let news = parsed - timedOut
            let keeps = news == 0 && refreshes <= Self.unsavedTouchLimit
            if !keeps || cache.entryCount != records.count {
                let pending = PendingSave(reports: options.reportsToStandardError)
                let save: @Sendable () -> Void = {
                    pending.warning = cache.save(records, started: started)
                    pending.done.signal()
                }
                if savingInBackground {
                    Thread.detachNewThread(save)
                } else {
                    save()
                }
                pendingSave = pending
            }
        }
        return Result(facts: results.map(\.facts), warnings: warnings,
                      statistics: .init(files: files.count, parsedFiles: parsed, cachedFiles: files.count - parsed,
                                        readFiles: read, jobs: options.effectiveJobs, timedOutFiles: timedOut),
                      pendingSave: pendingSave)
    }

    /// Every file's slot, or nil when a cache entry's facts did not decode.
    ///
    /// Files the cache vouches for without reading them (nearly all of a warm run's) are paired first; only the files
    /// left are read and maybe parsed. With a time budget per file (``IndexOptions/parseTimeout``) those go through a
    /// ``BudgetedBatch``: a file still being parsed `budget` seconds after a worker took it gets a `parseTimeout`
    /// problem and no record, and a new worker takes over the files left. The abandoned worker holds only what its
    /// closure captured (the file list, the cache's arrays, the bytes it read: all reference-counted), and its late
    /// result is dropped. Pairing all 10,000 files of a warm run through the batch made it 5 ms slower, hence the two
    /// steps.
    private func gather(_ files: [FileDiscovery.Found], cache: FactsCache?, started: Int64) -> [Slot]? {
        let jobs = options.effectiveJobs
        let progress = IndexProgress(total: files.count, enabled: options.reportsToStandardError && IndexProgress.standardErrorIsTerminal)
        let extract = self.extract
        let slots = UnsafeMutableBufferPointer<Slot?>.allocate(capacity: files.count)
        slots.initialize(repeating: nil)
        // Deinitialize before deallocating: the slots own their facts (LSan found them leaked otherwise).
        defer { slots.deinitialize(); slots.deallocate() }
        var rest: [Int] = []
        if let cache {
            // 0: a slot, 1: the file must be read, 2: its cached facts do not decode; each iteration writes its own
            // elements, no two threads touch the same one.
            let outcome = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: files.count)
            defer { outcome.deallocate() }
            Self.forEach(count: files.count, jobs: jobs) { index in
                switch Self.trustedSlot(of: files[index], entry: cache.entry(at: index), cache: cache) {
                case let .slot(slot):
                    slots[index] = slot
                    outcome[index] = 0
                    progress.advance()
                case .needsReading:
                    outcome[index] = 1
                case .corrupt:
                    outcome[index] = 2
                }
            }
            for index in outcome.indices where outcome[index] != 0 {
                if outcome[index] == 2 { return nil }
                rest.append(index)
            }
        } else {
            rest = Array(files.indices)
        }
        let toRead = rest
        let read: @Sendable (Int) -> Slot? = { position in
            let index = toRead[position]
            return Self.readSlot(of: files[index], entry: cache?.entry(at: index), cache: cache, started: started, extract: extract)
        }
        guard let budget = options.effectiveParseTimeout else {
            let corrupt = CorruptFlag()
            Self.forEach(count: toRead.count, jobs: jobs) { position in
                // Each iteration writes its own slot: no two threads touch the same element.
                if let slot = read(position) { slots[toRead[position]] = slot } else { corrupt.set() }
                progress.advance()
            }
            progress.finish()
            return corrupt.isSet ? nil : slots.map { $0! }
        }
        let batch = BudgetedBatch<Slot?>(count: toRead.count, budget: budget, body: read, resolved: { progress.advance() })
        let results = batch.run(jobs: jobs) { position in
            let path = files[toRead[position]].relativePath
            var facts = FileFacts(path: path)
            facts.problems.append(ProblemFact(rule: "parseTimeout", message: Self.timeoutMessage(path: path, budget: budget), line: nil))
            return Slot(facts: facts, record: nil, parsed: true, read: true, refreshes: false, timedOut: true)
        }
        progress.finish()
        for (position, slot) in results.enumerated() {
            guard let slot else { return nil }
            slots[toRead[position]] = slot
        }
        return slots.map { $0! }
    }

    /// The `parseTimeout` problem's message: which file, the budget, that it was skipped, and the ways out.
    static func timeoutMessage(path: String, budget: Double) -> String {
        "\(path) was not parsed within \(IndexOptions.secondsText(budget)) s (--parse-timeout); it was skipped and everything else indexed. "
            + "Exclude it with --exclude, or raise --parse-timeout (0: no limit) if it is a real source file."
    }



    /// Set by any worker that met undecodable facts.
    private final class CorruptFlag: @unchecked Sendable {
        private let lock = NSLock()
        private var value = false

        func set() {
            lock.lock()
            value = true
            lock.unlock()
        }

        var isSet: Bool {
            lock.lock()
            defer { lock.unlock() }
            return value
        }
    }

    private func report(_ warnings: [String]) {
        guard options.reportsToStandardError else { return }
        for warning in warnings {
            FileHandle.standardError.write(Data("vipermap: warning: \(warning)\n".utf8))
        }
    }

    /// What the cache alone says of a file, without reading it (``trustedSlot(of:entry:cache:)``).
    private enum Quick {
        case slot(Slot)
        /// The entry's facts do not decode.
        case corrupt
        /// The cache does not vouch for the file: it must be read (and maybe parsed).
        case needsReading
    }

    /// The slot of a file whose cache entry the cache trusts without reading the file (``FactsCache/isTrusted``).
    private static func trustedSlot(of file: FileDiscovery.Found, entry: FactsCache.Entry?, cache: FactsCache) -> Quick {
        guard let entry, FactsCache.isTrusted(stored: entry.stamp, current: file.stamp, recordedAfter: cache.started) else {
            return .needsReading
        }
        // Recorded again under this run's start, the entry may stop being too recent to trust.
        let record = FactsCache.Record(path: file.relativePath, hash: entry.hash, stamp: entry.stamp, facts: .loaded(entry.range))
        guard let facts = cache.facts(of: entry, path: file.relativePath) else { return .corrupt }
        return .slot(Slot(facts: facts, record: record, parsed: false, read: false, refreshes: false))
    }

    /// The slot of a file the cache does not vouch for: read, hashed, and parsed unless the cache holds its bytes' facts;
    /// nil when the cached facts do not decode.
    private static func readSlot(of file: FileDiscovery.Found, entry: FactsCache.Entry?, cache: FactsCache?, started: Int64,
                                 extract: (String, Data) -> FileFacts) -> Slot? {
        let data: Data
        let stamp: FileStamp
        switch FileReader.read(file.path) {
        case let .success(contents):
            (data, stamp) = contents
        case let .failure(failure):
            var unreadable = FileFacts(path: file.relativePath)
            unreadable.problems.append(ProblemFact(
                rule: "unreadableFile",
                message: "\(file.relativePath) cannot be read (\(failure.reason)); check its permissions.",
                line: nil))
            return Slot(facts: unreadable, record: nil, parsed: false, read: false, refreshes: false)
        }
        let hash = data.withUnsafeBytes { ContentHash($0) }
        guard let cache else {
            return Slot(facts: extract(file.relativePath, data), record: nil, parsed: true, read: true, refreshes: false)
        }
        if let entry, entry.hash == hash {
            let refreshes = entry.stamp != stamp
                || (FactsCache.isRacy(entry.stamp, recordedAfter: cache.started) && !FactsCache.isRacy(stamp, recordedAfter: started))
            let record = FactsCache.Record(path: file.relativePath, hash: hash, stamp: stamp, facts: .loaded(entry.range))
            guard let facts = cache.facts(of: entry, path: file.relativePath) else { return nil }
            return Slot(facts: facts, record: record, parsed: false, read: true, refreshes: refreshes)
        }
        let facts = extract(file.relativePath, data)
        let record = FactsCache.Record(path: file.relativePath, hash: hash, stamp: stamp, facts: .encoded(FactsCodec.encode(facts)))
        return Slot(facts: facts, record: record, parsed: true, read: true, refreshes: false)
    }

    /// Calls `body` for every index below `count`, on at most `jobs` threads; each thread takes the next index
    /// when it finishes one, so a few large files do not leave the other threads idle.
    static func forEach(count: Int, jobs: Int, _ body: (Int) -> Void) {
        guard jobs > 1, count > 1 else {
            for index in 0..<count { body(index) }
            return
        }
        withoutActuallyEscaping(body) { body in
            let indices = SharedIndices(count: count, body: body)
            DispatchQueue.concurrentPerform(iterations: min(jobs, count)) { _ in
                while let index = indices.next() { indices.body(index) }
            }
        }
    }

    /// The indices ``forEach(count:jobs:_:)`` hands out, one at a time under a lock, and the body its threads run.
    /// `@unchecked`: the counter is read and written under the lock only, and `body` may only read shared state
    /// (``forEach(count:jobs:_:)``'s contract), which Swift cannot check of a closure that is not `@Sendable`.
    private final class SharedIndices: @unchecked Sendable {
        let body: (Int) -> Void
        private let count: Int
        private let lock = NSLock()
        private var taken = 0

        init(count: Int, body: @escaping (Int) -> Void) {
            self.count = count
            self.body = body
        }

        /// The next index not yet handed out, or nil when every one has been.
        func next() -> Int? {
            lock.lock()
            defer { lock.unlock() }
            guard taken < count else { return nil }
            taken += 1
            return taken - 1
        }
    }
}
