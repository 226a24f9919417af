import Dispatch
import Foundation
import VipermapModel

/// Gets every discovered file's ``FileFacts``: from the cache when the file's bytes are unchanged, else by
/// parsing it, on up to ``IndexOptions/jobs`` threads at once.
///
/// Each file's facts depend only on its path and bytes, and land in the slot of its index in the (sorted)
/// discovery list, so the result is the same whatever the thread count or the order threads finish in.
struct FactsCollector {
    struct Result {
        var facts: [FileFacts]
        var warnings: [String]
        var statistics: IndexRun.Statistics
    }

    /// What one file gave.
    private struct Slot {
        var facts: FileFacts
        /// Nil when the file could not be read: such facts are never cached.
        var hash: ContentHash?
        var parsed: Bool
        /// The facts as the cache stores them (encoded on the worker, so a cold run's pack costs no serial time).
        var json: Data?
    }

    let root: URL
    let options: IndexOptions

    func collect(_ files: [FileDiscovery.Found]) -> Result {
        var warnings: [String] = []
        var cache = options.cacheFolder.map { FactsCache(folder: $0, root: root, toolVersion: options.toolVersion) }
        if let warning = cache?.load() { warnings.append(warning) }
        report(warnings)
        let lookup = cache
        let jobs = options.effectiveJobs
        let progress = IndexProgress(total: files.count, enabled: options.reportsToStandardError && IndexProgress.standardErrorIsTerminal)

        let slots = UnsafeMutableBufferPointer<Slot?>.allocate(capacity: files.count)
        slots.initialize(repeating: nil)
        // Deinitialize before deallocating: the slots own their facts (LSan found them leaked otherwise).
        defer { slots.deinitialize(); slots.deallocate() }
        Self.forEach(count: files.count, jobs: jobs) { index in
            // Each iteration writes its own slot: no two threads touch the same element.
            slots[index] = Self.facts(of: files[index], cache: lookup)
            progress.advance()
        }
        progress.finish()

        let results = slots.map { $0! }
        let parsed = results.filter(\.parsed).count
        if let cache {
            let cacheable = results.compactMap { slot -> (path: String, hash: ContentHash, json: Data)? in
                guard let hash = slot.hash, let json = slot.json else { return nil }
                return (slot.facts.path, hash, json)
            }
            // A warm run that parsed nothing and lost no file leaves the pack as it is.
            if parsed > 0 || cache.entryCount != cacheable.count {
                if let warning = cache.save(cacheable) {
                    warnings.append(warning)
                    report([warning])
                }
            }
        }
        return Result(facts: results.map(\.facts), warnings: warnings,
                      statistics: .init(files: files.count, parsedFiles: parsed, cachedFiles: files.count - parsed, jobs: jobs))
    }

    private func report(_ warnings: [String]) {
        guard options.reportsToStandardError else { return }
        for warning in warnings {
            FileHandle.standardError.write(Data("vipermap: warning: \(warning)\n".utf8))
        }
    }

    private static func facts(of file: FileDiscovery.Found, cache: FactsCache?) -> Slot {
        let data: Data
        do {
            data = try Data(contentsOf: file.url)
        } catch {
            var unreadable = FileFacts(path: file.relativePath)
            unreadable.problems.append(ProblemFact(
                rule: "unreadableFile",
                message: "\(file.relativePath) cannot be read (\(error.localizedDescription)); check its permissions.",
                line: nil))
            return Slot(facts: unreadable, hash: nil, parsed: false, json: nil)
        }
        let hash = data.withUnsafeBytes { ContentHash($0) }
        guard let cache else {
            return Slot(facts: FactExtractor.facts(path: file.relativePath, data: data), hash: hash, parsed: true, json: nil)
        }
        if let cached = cache.cached(path: file.relativePath, hash: hash) {
            return Slot(facts: cached.facts, hash: hash, parsed: false, json: cached.json)
        }
        let facts = FactExtractor.facts(path: file.relativePath, data: data)
        return Slot(facts: facts, hash: hash, parsed: true, json: FactsCache.json(for: facts))
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
