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
    /// many files were parsed or came from the cache.
    public static func run(root: URL, options: IndexOptions = IndexOptions()) throws -> IndexRun {
        let collector = FactsCollector(root: root, options: options)
        // The pack is read and checked while discovery walks the tree (the walk mostly waits on the kernel).
        let pack = collector.startReadingPack()
        let discovery = try discover(root: root, options: options)
        var collected = collector.collect(discovery.files, savingInBackground: true, pack: pack)
        // The linker and every file's facts are freed on another thread: hundreds of thousands of small
        // allocations, which a warm run would otherwise spend a tenth of its time releasing.
        let doomed = Doomed(linker: Linker(
            files: collected.facts, projectFolders: discovery.projectFolders, rootName: root.standardizedFileURL.lastPathComponent,
            jobs: options.effectiveJobs))
        collected.facts = []
        var map = doomed.linker!.link()
        doomed.release()
        collected.finishSaving()
        map.findings += discovery.problems.map { Finding(rule: $0.rule, message: $0.message) }
        map.findings += DuplicateModules.findings(in: map, jobs: options.effectiveJobs)
        return IndexRun(map: map.normalized(), warnings: collected.warnings, statistics: collected.statistics)
    }

    /// Holds what a run no longer needs until another thread frees it.
    private final class Doomed: @unchecked Sendable {
        var linker: Linker?

        init(linker: Linker) {
            self.linker = linker
        }

        /// Frees the contents on a background thread (this object is their only owner by then).
        func release() {
            DispatchQueue.global(qos: .utility).async { self.linker = nil }
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
