import Foundation

/// Writes output files so that a reader never sees half of one: the bytes go to a temporary file in the
/// same folder, which is then renamed over the destination (rename is atomic within one file system).
public enum OutputFile {
    /// Writes `data` to `url` atomically, creating the parent folder if needed.
    public static func write(_ data: Data, to url: URL) throws {
        let fm = FileManager.default
        let folder = url.deletingLastPathComponent()
        do {
            try fm.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw OutputError.cannotCreateFolder(path: folder.path, reason: error.localizedDescription)
        }
        let temp = folder.appendingPathComponent(".\(url.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).tmp")
        // A plain write: `FileManager.createFile` and `.atomic` go through a temporary file of Foundation's
        // own (`.dat.nosync…`) that a killed run would leave behind; the rename below is our atomic step.
        do {
            try data.write(to: temp)
        } catch {
            try? fm.removeItem(at: temp)
            throw OutputError.cannotWrite(path: url.path, reason: "the folder is not writable (\(error.localizedDescription))")
        }
        if rename(temp.path, url.path) != 0 {
            let reason = String(cString: strerror(errno))
            try? fm.removeItem(at: temp)
            throw OutputError.cannotWrite(path: url.path, reason: reason)
        }
    }
}

/// An output that cannot be written.
public enum OutputError: Error, Equatable, CustomStringConvertible {
    case cannotCreateFolder(path: String, reason: String)
    case cannotWrite(path: String, reason: String)

    public var description: String {
        switch self {
        case let .cannotCreateFolder(path, reason):
            return "cannot create output folder \(path): \(reason); choose another folder with --output."
        case let .cannotWrite(path, reason):
            return "cannot write \(path): \(reason); check its permissions or choose another folder with --output."
        }
    }
}
