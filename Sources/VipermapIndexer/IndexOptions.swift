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

    public init(excludes: [String] = [], followSymlinks: Bool = false, jobs: Int? = nil, cacheFolder: URL? = nil,
                toolVersion: String = "unversioned", reportsToStandardError: Bool = false) {
        self.excludes = excludes
        self.followSymlinks = followSymlinks
        self.jobs = jobs
        self.cacheFolder = cacheFolder
        self.toolVersion = toolVersion
        self.reportsToStandardError = reportsToStandardError
    }

    /// ``jobs`` resolved: at least one.
    var effectiveJobs: Int {
        max(1, jobs ?? ProcessInfo.processInfo.activeProcessorCount)
    }
}
