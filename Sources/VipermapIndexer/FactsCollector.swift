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
        /// The pack still being written (``collect(_:savingInBackground:)``).
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
    }

    let root: URL
    let options: IndexOptions

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
            pack.done.wait()
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
        var parsed = 0, read = 0, refreshes = false
        for slot in results {
            if slot.parsed { parsed += 1 }
            if slot.read { read += 1 }
            refreshes = refreshes || slot.refreshes
        }
        var pendingSave: PendingSave?
        if let cache {
            let records = results.compactMap(\.record)
            // A warm run that parsed nothing, lost no file and learnt nothing new about a file's stamp leaves
            // the pack as it is.
            if parsed > 0 || refreshes || cache.entryCount != records.count {
                let pending = PendingSave(reports: options.reportsToStandardError)
                let save = {
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
                                        readFiles: read, jobs: options.effectiveJobs),
                      pendingSave: pendingSave)
    }

    /// Every file's slot, or nil when a cache entry's facts did not decode.
    private func gather(_ files: [FileDiscovery.Found], cache: FactsCache?, started: Int64) -> [Slot]? {
        let jobs = options.effectiveJobs
        let progress = IndexProgress(total: files.count, enabled: options.reportsToStandardError && IndexProgress.standardErrorIsTerminal)
        let slots = UnsafeMutableBufferPointer<Slot?>.allocate(capacity: files.count)
        slots.initialize(repeating: nil)
        // Deinitialize before deallocating: the slots own their facts (LSan found them leaked otherwise).
        defer { slots.deinitialize(); slots.deallocate() }
        let corrupt = CorruptFlag()
        Self.forEach(count: files.count, jobs: jobs) { index in
            // Each iteration writes its own slot: no two threads touch the same element.
            if let slot = Self.facts(of: files[index], entry: cache?.entry(at: index), cache: cache, started: started) {
                slots[index] = slot
            } else {
                corrupt.set()
            }
            progress.advance()
        }
        progress.finish()
        guard !corrupt.isSet else { return nil }
        return slots.map { $0! }
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

    /// One file's slot; nil when its cache entry's facts do not decode.
    private static func facts(of file: FileDiscovery.Found, entry: FactsCache.Entry?, cache: FactsCache?, started: Int64) -> Slot? {
        if let cache, let entry, FactsCache.isTrusted(stored: entry.stamp, current: file.stamp, recordedAfter: cache.started) {
            guard let facts = cache.facts(of: entry, path: file.relativePath) else { return nil }
            // Recorded again under this run's start, the entry may stop being too recent to trust.
            let record = FactsCache.Record(path: file.relativePath, hash: entry.hash, stamp: entry.stamp, facts: .loaded(entry.range))
            return Slot(facts: facts, record: record, parsed: false, read: false, refreshes: false)
        }
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
            return Slot(facts: FactExtractor.facts(path: file.relativePath, data: data), record: nil, parsed: true, read: true, refreshes: false)
        }
        if let entry, entry.hash == hash {
            guard let facts = cache.facts(of: entry, path: file.relativePath) else { return nil }
            let refreshes = entry.stamp != stamp
                || (FactsCache.isRacy(entry.stamp, recordedAfter: cache.started) && !FactsCache.isRacy(stamp, recordedAfter: started))
            let record = FactsCache.Record(path: file.relativePath, hash: hash, stamp: stamp, facts: .loaded(entry.range))
            return Slot(facts: facts, record: record, parsed: false, read: true, refreshes: refreshes)
        }
        let facts = FactExtractor.facts(path: file.relativePath, data: data)
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
        let lock = NSLock()
        var next = 0
        DispatchQueue.concurrentPerform(iterations: min(jobs, count)) { _ in
            while true {
                lock.lock()
                let index = next
                next += 1
                lock.unlock()
                guard index < count else { return }
                body(index)
            }
        }
    }
}
