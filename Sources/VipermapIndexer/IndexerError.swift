/// Why a whole indexing run cannot start. Problems with single files are findings, not errors.
public enum IndexerError: Error, Equatable, CustomStringConvertible {
    case pathNotFound(path: String)
    case notAFolder(path: String)
    case noSwiftFiles(path: String)
    /// `--target` names targets that no project declares.
    case unknownTarget(names: [String], known: [String])
    /// `--target` without an Xcode project or XcodeGen spec to find targets in.
    case noProject(path: String, targets: [String])

    public var description: String {
        switch self {
        case let .pathNotFound(path):
            return "\(path) does not exist; pass the folder that holds your app's Swift sources."
        case let .notAFolder(path):
            return "\(path) is a file, not a folder; pass the folder that holds your app's Swift sources."
        case let .noSwiftFiles(path):
            return "\(path) holds no .swift or .storyboard files (after excludes); pass the folder that holds your app's Swift sources."
        case let .unknownTarget(names, known):
            return "no project declares the target\(names.count == 1 ? "" : "s") \(names.joined(separator: ", ")); the targets are \(known.joined(separator: ", "))."
        case let .noProject(path, targets):
            return "--target \(targets.joined(separator: ", ")) needs an Xcode project (or an XcodeGen project.yml) under \(path), and none with targets was read."
        }
    }
}
