import Foundation
import VipermapModel

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

/// Reads an app's sources and builds its raw ``AppMap`` (statuses and reachability come from `VipermapAnalysis`).
public enum Indexer {
    public static func index(root: URL, options: IndexOptions = IndexOptions()) throws -> AppMap {
        throw IndexerError.noSwiftFiles(path: root.path)
    }
}

/// Why a whole indexing run cannot start. Problems with single files are findings, not errors.
public enum IndexerError: Error, Equatable, CustomStringConvertible {
    case pathNotFound(path: String)
    case notAFolder(path: String)
    case noSwiftFiles(path: String)

    public var description: String {
        switch self {
        case let .pathNotFound(path):
            return "\(path) does not exist; pass the folder that holds your app's Swift sources."
        case let .notAFolder(path):
            return "\(path) is a file, not a folder; pass the folder that holds your app's Swift sources."
        case let .noSwiftFiles(path):
            return "\(path) holds no .swift or .storyboard files (after excludes); pass the folder that holds your app's Swift sources."
        }
    }
}
