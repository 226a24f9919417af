import Foundation

/// Options of one indexing run.
public struct IndexOptions: Sendable, Hashable {
    /// Glob patterns (relative to the root) of files and folders to skip, in addition to the defaults.
    public var excludes: [String]
    /// Follow symbolic links that point outside the scanned root.
    public var followSymlinks: Bool
    /// At most this many files are parsed at once; nil uses every active core. The result never depends on it.
    public var jobs: Int?
    /// Folder of the persistent facts cache (see ``FactsCache``); nil parses every file.
    public var cacheFolder: URL?
    /// The tool's version: part of every cache key, so an upgraded vipermap never trusts an older one's facts.
    public var toolVersion: String
    /// Print progress (when standard error is a terminal) and cache warnings on standard error.
    public var reportsToStandardError: Bool
    /// Seconds of wall-clock time one file's parse (and walk) may take; nil or 0: no limit. A file past it is
    /// skipped with a `parseTimeout` finding, never cached, and every other file is indexed (SwiftParser's error
    /// recovery can take minutes on hostile input, see `docs/reliability.md`). Only such a file's result depends on
    /// timing. SwiftParser cannot be cancelled: the abandoned parse keeps one thread (and a core) busy until it
    /// returns, which in a long-lived process (library use of ``Indexer/run(root:options:then:)``) may be minutes
    /// after the run returned; a command-line run ends the process, and the parse with it.
    public var parseTimeout: Double?
    /// Project targets to map (`--target`); empty: every target that is not a test. Names no project declares are
    /// an error (``IndexerError/unknownTarget(names:known:)``).
    public var targets: [String] = []

    /// Default ``parseTimeout``: generous (a large hand-written file parses in well under a second, even in a debug
    /// build) and far below CI job timeouts.
    public static let defaultParseTimeout: Double = 20

    public init(excludes: [String] = [], followSymlinks: Bool = false, jobs: Int? = nil, cacheFolder: URL? = nil,
                toolVersion: String = "unversioned", reportsToStandardError: Bool = false,
                parseTimeout: Double? = IndexOptions.defaultParseTimeout) {
        self.excludes = excludes
        self.followSymlinks = followSymlinks
        self.jobs = jobs
        self.cacheFolder = cacheFolder
        self.toolVersion = toolVersion
        self.reportsToStandardError = reportsToStandardError
        self.parseTimeout = parseTimeout
    }

    /// `20`, `1.5`, `0.25`, `-1`, `inf`: seconds as a user would write them (in messages about ``parseTimeout``).
    public static func secondsText(_ value: Double) -> String {
        value.isFinite && value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }

    /// ``parseTimeout`` resolved: nil when there is no limit.
    var effectiveParseTimeout: Double? {
        guard let parseTimeout, parseTimeout > 0, parseTimeout.isFinite else { return nil }
        return parseTimeout
    }

    /// ``jobs`` resolved: at least one.
    var effectiveJobs: Int {
        max(1, jobs ?? ProcessInfo.processInfo.activeProcessorCount)
    }
}
