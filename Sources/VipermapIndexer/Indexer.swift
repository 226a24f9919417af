import Dispatch
import Foundation
import VipermapModel

/// Reads an app's sources and builds its raw ``AppMap`` (statuses and reachability come from `VipermapAnalysis`).
public enum Indexer {
    /// Indexes every `.swift` and `.storyboard` file under `root`.
    ///
    /// Throws ``IndexerError`` only when the whole run cannot start (no such folder, no sources); a file that
    /// cannot be read or parsed becomes a finding and the run goes on.
    public static func index(root: URL, options: IndexOptions = IndexOptions()) throws -> AppMap {
        try run(root: root, options: options).map
    }

    /// ``index(root:options:)`` with what the run has to say about itself: warnings (an ignored cache) and how
    /// many files were parsed or came from the cache. The map goes through `stage` (the analysis) when given.
    ///
    /// With a cache, the run's map is kept beside the facts (``MapSnapshot``): a later run whose edits only moved
    /// lines, or changed nothing the link could read (``LinkReads``), takes it with those lines moved, without linking
    /// or running the stage again.
    ///
    /// A file whose parse runs past ``IndexOptions/parseTimeout`` is skipped with a `parseTimeout` finding. SwiftParser
    /// cannot be cancelled, so that parse goes on, on a thread of its own, after this call returned: it keeps a core
    /// busy until SwiftParser gives up (seconds to minutes), then its result is dropped. A command-line run exits
    /// when done, which ends it; a long-lived process that indexes untrusted code pays for it until then.
    public static func run(root: URL, options: IndexOptions = IndexOptions(), then stage: MapStage? = nil) throws -> IndexRun {
        try run(root: root, options: options, then: stage, extract: nil)
    }

    /// ``run(root:options:then:)`` with another fact extractor (tests stand in a slow one to reach the parse budget).
    static func run(root: URL, options: IndexOptions, then stage: MapStage?, extract: (@Sendable (String, Data) -> FileFacts)?) throws -> IndexRun {
        var collector = FactsCollector(root: root, options: options)
        if let extract { collector.extract = extract }
        // The pack and the last map are read and checked while discovery walks the tree (the walk mostly waits
        // on the kernel).
        let pack = collector.startReadingPack()
        let snapshot = collector.startReadingSnapshot()
        // The threads reading the cache are done when the run returns or throws (a run that links again never asks
        // for the decoded map, which takes less time than the link). Only freeing the linker (`AfterLink`) may
        // still go on after that: it holds nothing the caller sees.
        defer {
            pack?.finish()
            snapshot?.finish()
        }
        let discovery = try discover(root: root, options: options)
        let rootName = root.standardizedFileURL.lastPathComponent
        let key = MapSnapshot.Key(
            tool: options.toolVersion, stage: stage?.name ?? "", inputs: ContentHash(high: 0, low: 0), rootName: rootName,
            projectFolders: discovery.projectFolders.sorted(), problems: discovery.problems.flatMap { [$0.rule, $0.message] })
        var collected = collector.collect(discovery.files, savingInBackground: true, pack: pack, snapshot: snapshot, key: key)
        if let reused = collected.reusedMap {
            collected.reusedMap = nil
            // Lines that moved, or stamps the pack now records anew: a new pack, and a snapshot keyed by it.
            if collected.isSaving, let snapshot {
                // The base as it was, with this run's shifts composed in; encoded again once too many files moved.
                // What the link that made the map could read stays true of it: the edits since changed none of it.
                let stored = collected.reusedSnapshot
                collected.reusedSnapshot = nil
                if let stored, !stored.base.isEmpty, stored.shifts.count <= MapSnapshot.maximumShiftedFiles {
                    save(encoded: stored.base, shifts: stored.shifts, reads: stored.reads, key: key, to: snapshot, after: &collected, options: options)
                } else {
                    save(encoded: MapCodec.encode(reused), shifts: [:], reads: stored?.reads, key: key, to: snapshot, after: &collected, options: options)
                }
            }
            collected.finishSaving()
            return IndexRun(map: reused, warnings: collected.warnings, statistics: collected.statistics)
        }
        var linker = Linker(files: collected.facts, projectFolders: discovery.projectFolders, rootName: rootName, jobs: options.effectiveJobs)
        collected.facts = []
        var map = linker.link()
        // What the link read (kept beside the map) is worked out, and the linker and every file's facts freed
        // (hundreds of thousands of small allocations), on another thread while this one goes on with the map.
        let after = AfterLink(linker: consume linker, readingLinks: snapshot != nil)
        map.findings += discovery.problems.map { Finding(rule: $0.rule, message: $0.message) }
        map.findings += DuplicateModules.findings(in: map, jobs: options.effectiveJobs)
        map = map.normalized()
        if let stage { map = stage.apply(map) }
        if let snapshot { save(encoded: MapCodec.encode(map), shifts: [:], reads: after.reads(), key: key, to: snapshot, after: &collected, options: options) }
        collected.finishSaving()
        return IndexRun(map: map, warnings: collected.warnings, statistics: collected.statistics)
    }

    /// Writes the run's map (`encoded`, the base, and the shifts since) beside the facts pack `collected` holds or
    /// is writing, keyed by that pack's digest: the map is encoded while the pack is written, then the pack is
    /// waited for. Nothing is written when the pack does not hold the run's facts (one could not be written, or a
    /// file could not be read).
    private static func save(encoded: [UInt8], shifts: [String: LineShift], reads: LinkReads?, key: MapSnapshot.Key, to snapshot: FactsCollector.SnapshotRead,
                             after collected: inout FactsCollector.Result, options: IndexOptions) {
        collected.finishSaving()
        guard let digest = collected.packDigest else { return }
        var key = key
        key.inputs = digest
        guard let warning = MapSnapshot.write(key: key, map: encoded, shifts: shifts, reads: reads, to: snapshot.file) else { return }
        if options.reportsToStandardError { FileHandle.standardError.write(Data("vipermap: warning: \(warning)\n".utf8)) }
        collected.warnings.append(warning)
    }

    /// Works out what a finished link read, then frees the linker, on another thread.
    private final class AfterLink: @unchecked Sendable {
        private let done = DispatchSemaphore(value: 0)
        private var linker: Linker?
        private var linkReads: LinkReads?

        init(linker: consuming Linker, readingLinks: Bool) {
            self.linker = linker
            DispatchQueue.global(qos: .utility).async {
                if readingLinks { self.linkReads = self.linker?.linkReads() }
                self.done.signal()
                self.linker = nil
            }
        }

        /// What the link read; waits for it (nil when it was not asked for).
        func reads() -> LinkReads? {
            done.wait()
            done.signal()
            return linkReads
        }
    }

    /// The files an index run reads, after excludes (relative paths, sorted).
    public static func files(root: URL, options: IndexOptions = IndexOptions()) throws -> [String] {
        try discover(root: root, options: options).files.map(\.relativePath)
    }

    static func discover(root: URL, options: IndexOptions) throws -> FileDiscovery.Result {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root.path, isDirectory: &isFolder) else {
            throw IndexerError.pathNotFound(path: root.path)
        }
        guard isFolder.boolValue else { throw IndexerError.notAFolder(path: root.path) }
        let result = FileDiscovery(root: root, options: options).discover()
        guard !result.files.isEmpty else { throw IndexerError.noSwiftFiles(path: root.path) }
        return result
    }
}
