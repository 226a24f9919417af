import Foundation

/// Writes output files so that a reader never sees half of one: the bytes go to a temporary file in the
/// same folder, which is then renamed over the destination (rename is atomic within one file system).
public enum OutputFile {
    /// Writes `data` to `url` atomically, creating the parent folder if needed.
    ///
    /// A regular file that already holds exactly `data` is left as it is (`keepingIdentical`, the default): its
    /// modification time does not move, so tools that watch the outputs see no change, and a warm run does not
    /// pay for writing tens of megabytes again (`map.json` of a 10,000-module app is 53 MB: writing it was 14 % of a
    /// warm `vipermap index`'s profile samples; comparing it costs a read). Caches that are rewritten only when they changed
    /// pass `false` and skip the comparison.
    public static func write(_ data: Data, to url: URL, keepingIdentical: Bool = true) throws {
        if keepingIdentical, holds(url, exactly: data) { return }
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

extension OutputFile {
    /// Whether `url` is a regular file (not a link) whose bytes are exactly `data`; read in pieces, stopping at the
    /// first difference.
    static func holds(_ url: URL, exactly data: Data) -> Bool {
        var info = stat()
        guard lstat(url.path, &info) == 0, info.st_mode & S_IFMT == S_IFREG, Int(info.st_size) == data.count else { return false }
        // Not through a link put there since `lstat`.
        let descriptor = open(url.path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        let piece = 1 << 20
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: piece, alignment: 16)
        defer { buffer.deallocate() }
        return data.withUnsafeBytes { expected -> Bool in
            var offset = 0
            while offset < expected.count {
                let count = read(descriptor, buffer.baseAddress, min(piece, expected.count - offset))
                if count < 0, errno == EINTR { continue }
                guard count > 0, memcmp(buffer.baseAddress!, expected.baseAddress! + offset, count) == 0 else { return false }
                offset += count
            }
            // The file may have grown since `lstat`.
            var extra: UInt8 = 0
            return read(descriptor, &extra, 1) == 0
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
