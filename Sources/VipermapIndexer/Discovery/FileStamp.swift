#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What `stat` says about a file, as the facts cache compares it: size, modification and status-change times
/// (nanoseconds since 1970) and inode number.
///
/// Two equal stamps mean the file was not written in between, with one exception (the "racy" case, see
/// ``FactsCache/isTrusted(stored:current:recordedAfter:)``): a write within the file system's timestamp
/// granularity of the moment the stamp was taken. `ctime` cannot be set from user space, so restoring `mtime`
/// with `touch -d` after an edit still changes the stamp; a copied or re-checked-out file gets a new inode.
struct FileStamp: Hashable, Sendable {
    var size: Int64
    /// Modification time, nanoseconds since 1970.
    var modified: Int64
    /// Status-change time (`st_ctime`), nanoseconds since 1970.
    var changed: Int64
    var inode: UInt64

    /// The stamp of a file `stat` failed on: equal to no stored stamp (sizes are never negative), so the file is read.
    static let unknown = FileStamp(size: -1, modified: 0, changed: 0, inode: 0)

    init(size: Int64, modified: Int64, changed: Int64, inode: UInt64) {
        self.size = size
        self.modified = modified
        self.changed = changed
        self.inode = inode
    }

    init(_ info: stat) {
        size = Int64(info.st_size)
        #if canImport(Darwin)
        modified = Self.nanoseconds(info.st_mtimespec)
        changed = Self.nanoseconds(info.st_ctimespec)
        #else
        modified = Self.nanoseconds(info.st_mtim)
        changed = Self.nanoseconds(info.st_ctim)
        #endif
        inode = UInt64(info.st_ino)
    }

    private static func nanoseconds(_ time: timespec) -> Int64 {
        Int64(time.tv_sec) &* 1_000_000_000 &+ Int64(time.tv_nsec)
    }

    /// The wall clock now, nanoseconds since 1970 (the clock file times are taken from).
    static func now() -> Int64 {
        var time = timespec()
        clock_gettime(CLOCK_REALTIME, &time)
        return nanoseconds(time)
    }
}
