import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads a whole source file with one `open`, one `fstat` and (usually) one `read`, and returns the stamp taken
/// before reading: the stamp the facts cache records with the file's digest.
///
/// `Data(contentsOf:)` builds a URL, a file handle and an `NSData` per file; on a warm run that reads only a few
/// files it hardly matters, on a cold one it is a per-file cost the parser's floor does not pay.
enum FileReader {
    struct Failure: Error {
        /// Why, worded as Foundation words it (the text users already know from findings).
        var reason: String
    }

    static func read(_ path: String) -> Result<(data: Data, stamp: FileStamp), Failure> {
        // Non-blocking: should a FIFO have replaced the file since discovery, opening it must not hang.
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard fd >= 0 else { return foundationRead(path) }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { return foundationRead(path) }
        guard info.st_mode & S_IFMT == S_IFREG else {
            return .failure(Failure(reason: "it is not a regular file"))
        }
        let stamp = FileStamp(info)
        // One byte more than the size, so a file of the size `fstat` gave is read to its end in one call; a file
        // that grew meanwhile is read to its end anyway.
        var data = Data(count: max(Int(info.st_size), 0) + 1)
        var count = 0
        while true {
            if count == data.count { data.count += max(data.count, 4096) }
            let got = data.withUnsafeMutableBytes { raw in
                systemRead(fd, raw.baseAddress! + count, raw.count - count)
            }
            if got > 0 {
                count += got
            } else if got == 0 {
                break
            } else if errno != EINTR {
                return .failure(Failure(reason: String(cString: strerror(errno))))
            }
        }
        data.count = count
        return .success((data, stamp))
    }

    /// The same read through Foundation, for its error message (or, should the file have become readable, its
    /// bytes, with a stamp that never matches a cache entry).
    private static func foundationRead(_ path: String) -> Result<(data: Data, stamp: FileStamp), Failure> {
        do {
            return .success((try Data(contentsOf: URL(fileURLWithPath: path)), .unknown))
        } catch {
            return .failure(Failure(reason: error.localizedDescription))
        }
    }
}

/// `read(2)` (the name `read` is taken by ``FileReader/read(_:)``).
private func systemRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    #if canImport(Glibc)
    Glibc.read(fd, buffer, count)
    #else
    Darwin.read(fd, buffer, count)
    #endif
}
