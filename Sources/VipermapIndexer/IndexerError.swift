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
