import VipermapModel

/// Everything one indexing run produced: the map, plus what the run itself has to say.
public struct IndexRun: Sendable {
    /// How the run got each file's facts.
    public struct Statistics: Sendable, Hashable {
        /// Files read (after excludes).
        public var files: Int
        /// Files parsed in this run (the rest came from the cache), counting those given up on (``timedOutFiles``).
        public var parsedFiles: Int
        /// Files whose facts came from the cache.
        public var cachedFiles: Int
        /// Files whose bytes were read and hashed: parsed files, and cached files whose `stat` changed or was too
        /// recent to trust (see `FactsCache`). A warm run reads none of the files whose stamp it can trust.
        public var readFiles: Int
        /// Parser threads used.
        public var jobs: Int
        /// Files whose parse ran past ``IndexOptions/parseTimeout`` and was given up on (a `parseTimeout` finding each).
        public var timedOutFiles: Int = 0
    }

    /// The map: raw (statuses and reachability come from `VipermapAnalysis`), or as the run's ``MapStage`` left it.
    public var map: AppMap
    /// Problems of the run, not of the app (an ignored or unwritable cache); each already printed when the
    /// options asked for standard error.
    public var warnings: [String]
    public var statistics: Statistics
    /// Summary lines about the app's projects: each project's targets, and manifests read as folder rules (Tuist).
    public var projectNotes: [String] = []
}
