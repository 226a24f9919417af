/// Options of one indexing run.
public struct IndexOptions: Sendable, Hashable {
    /// Glob patterns (relative to the root) of files and folders to skip, in addition to the defaults.
    public var excludes: [String]
    /// Follow symbolic links that point outside the scanned root.
    public var followSymlinks: Bool

    public init(excludes: [String] = [], followSymlinks: Bool = false) {
        self.excludes = excludes
        self.followSymlinks = followSymlinks
    }
}
