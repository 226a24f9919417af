import Foundation
import VipermapModel
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Pictures Graphviz drew, kept on disk so that a picture whose DOT did not change is not laid out again.
///
/// Laying out is nearly all of `vipermap PATH`'s time (the whole-app picture of 2,000 modules alone takes seconds),
/// and most edits change nothing a picture shows: DOT holds no line numbers, so an edited method body, a new helper
/// or a comment leaves every view's DOT as it was. Each entry is keyed by everything the pictures are drawn from:
/// the DOT text, the engine, the formats, Graphviz's version and vipermap's build (``toolVersion``). The entry
/// holds the whole key and is compared byte for byte, so two keys can never share an entry, and it ends with a
/// digest of its bytes: a corrupt or foreign entry is ignored with a warning and drawn again, never trusted.
///
/// Only pictures Graphviz drew successfully are kept: a failed or timed-out layout is tried again next time.
/// The fonts Graphviz measures text with are not in the key; after installing or removing fonts, run once with
/// `--no-cache` (or delete the folder) to draw everything again.
///
/// Thread-safe: several layouts may look up and store entries at the same time.
public final class LayoutCache: @unchecked Sendable, Hashable {
    /// The folder the entries live in (`layout-<digest>.cache`), shared with the facts cache.
    public let folder: URL
    /// vipermap's build: entries written by another build are never read (their keys differ).
    public let toolVersion: String
    /// ``prune()`` removes the least recently used entries until the entries take at most this many bytes.
    public let limit: Int

    /// Default size limit of the entries: a few versions of a 2,000-module app's pictures (its PNG alone is 30 MB).
    public static let defaultLimit = 256 << 20

    /// What a run did with the cache.
    public struct Statistics: Equatable, Sendable {
        /// Layouts taken from the cache.
        public var hits = 0
        /// Layouts not found (or found corrupt), drawn by Graphviz.
        public var misses = 0
        /// Entries written.
        public var stored = 0
        public init(hits: Int = 0, misses: Int = 0, stored: Int = 0) {
            self.hits = hits
            self.misses = misses
            self.stored = stored
        }
    }

    private let lock = NSLock()
    private var counts = Statistics()
    private var messages: [String] = []
    private var temporaryCounter = 0

    /// `folder` is created when the first entry is written.
    public init(folder: URL, toolVersion: String, limit: Int = LayoutCache.defaultLimit) {
        self.folder = folder
        self.toolVersion = toolVersion
        self.limit = limit
    }

    public static func == (lhs: LayoutCache, rhs: LayoutCache) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    /// Hits, misses and entries written so far.
    public var statistics: Statistics { lock.withLock { counts } }

    /// Problems met so far (a corrupt entry, a folder that cannot be written), each once, in the order met.
    public var warnings: [String] { lock.withLock { messages } }

    // MARK: Entries

    /// Bytes every entry starts with; the number after it is the entry format's version.
    private static let magic = Array("VMLAYOUT".utf8)
    private static let formatVersion: UInt32 = 1
    /// Magic, format version, key length, picture count, digest.
    private static let minimumSize = 8 + 4 + 8 + 4 + 16

    /// Everything the pictures depend on, as bytes.
    private func key(dot: String, engine: String, formats: [String]) -> [UInt8] {
        var key = Array("\(toolVersion)\n\(Graphviz.shared.version)\n\(engine)\n\(formats.joined(separator: ","))\n".utf8)
        key.append(contentsOf: dot.utf8)
        return key
    }

    /// Where the pictures of one DOT, engine and format list are kept: worked out once for a lookup and the store
    /// after it (the key holds the whole DOT, a megabyte for a big app).
    public struct Slot: Sendable {
        let key: [UInt8]
        let url: URL
        let formats: Int
    }

    /// The slot of `dot` laid out by `engine` and drawn as each of `formats`.
    public func slot(dot: String, engine: String, formats: [String]) -> Slot {
        let key = key(dot: dot, engine: engine, formats: formats)
        let digest = key.withUnsafeBytes { ContentHash($0) }
        return Slot(key: key, url: folder.appendingPathComponent("layout-\(digest).cache"), formats: formats.count)
    }

    /// The file that holds (or would hold) the pictures of `dot` laid out by `engine` as `formats`.
    func entryFile(dot: String, engine: String, formats: [String]) -> URL {
        slot(dot: dot, engine: engine, formats: formats).url
    }

    /// The pictures stored for `dot` laid out by `engine` and drawn as each of `formats` (same order), or nil.
    public func pictures(dot: String, engine: String, formats: [String]) -> [Data]? {
        pictures(in: slot(dot: dot, engine: engine, formats: formats))
    }

    /// The pictures stored in `slot` (one per format, same order), or nil.
    public func pictures(in slot: Slot) -> [Data]? {
        let url = slot.url
        guard let bytes = try? Data(contentsOf: url) else {
            lock.withLock { counts.misses += 1 }
            return nil
        }
        guard let pictures = Self.decode(bytes, key: slot.key, count: slot.formats) else {
            warn("layout cache entry \(url.path) is corrupt or was written for another picture; it was ignored and the picture is drawn again.")
            lock.withLock { counts.misses += 1 }
            return nil
        }
        // Marks the entry as used now: ``prune()`` removes the least recently used first.
        _ = utimes(url.path, nil)
        lock.withLock { counts.hits += 1 }
        return pictures
    }

    /// Keeps `pictures` (one per format, same order) for the next run. A failure to write is a warning: the
    /// pictures are simply drawn again next time.
    public func store(_ pictures: [Data], dot: String, engine: String, formats: [String]) {
        store(pictures, in: slot(dot: dot, engine: engine, formats: formats))
    }

    /// Keeps `pictures` (one per format of `slot`, same order) for the next run; see ``store(_:dot:engine:formats:)``.
    public func store(_ pictures: [Data], in slot: Slot) {
        precondition(pictures.count == slot.formats, "one picture per format")
        let url = slot.url
        let entry = Self.encode(pictures, key: slot.key)
        let fm = FileManager.default
        do {
            try fm.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            warn("cannot create the cache folder \(folder.path) (\(error.localizedDescription)); pictures are not kept for the next run.")
            return
        }
        // A name of its own per write: two threads may store the same picture at once (two views with the same DOT).
        let counter = lock.withLock { () -> Int in
            temporaryCounter += 1
            return temporaryCounter
        }
        let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).\(getpid()).\(counter).tmp")
        do {
            try entry.write(to: temporary)
        } catch {
            try? fm.removeItem(at: temporary)
            warn("cannot write to the cache folder \(folder.path) (\(error.localizedDescription)); pictures are not kept for the next run.")
            return
        }
        guard rename(temporary.path, url.path) == 0 else {
            let reason = String(cString: strerror(errno))
            try? fm.removeItem(at: temporary)
            warn("cannot write \(url.path) (\(reason)); pictures are not kept for the next run.")
            return
        }
        lock.withLock { counts.stored += 1 }
    }

    /// Removes the least recently used entries (and temporary files a killed run left) until the entries take at
    /// most ``limit`` bytes. Entries used at the same second are removed in name order, so the outcome does not
    /// depend on the order the folder lists them in.
    public func prune() {
        let fm = FileManager.default
        guard let names = try? fm.contentsOfDirectory(atPath: folder.path) else { return }
        var entries: [(name: String, size: Int, used: Date)] = []
        var total = 0
        for name in names {
            let path = folder.appendingPathComponent(name).path
            if name.hasPrefix(".layout-"), name.hasSuffix(".tmp") {
                // Another run may be writing it right now: only an hour-old one is left over.
                if let modified = (try? fm.attributesOfItem(atPath: path))?[.modificationDate] as? Date,
                   modified.timeIntervalSinceNow < -3600 {
                    try? fm.removeItem(atPath: path)
                }
                continue
            }
            guard name.hasPrefix("layout-"), name.hasSuffix(".cache"),
                  let attributes = try? fm.attributesOfItem(atPath: path),
                  let size = attributes[.size] as? Int, let used = attributes[.modificationDate] as? Date else { continue }
            entries.append((name, size, used))
            total += size
        }
        guard total > limit else { return }
        entries.sort { ($0.used, $0.name) < ($1.used, $1.name) }
        for entry in entries where total > limit {
            if (try? fm.removeItem(at: folder.appendingPathComponent(entry.name))) != nil { total -= entry.size }
        }
    }

    private func warn(_ message: String) {
        lock.withLock {
            if !messages.contains(message) { messages.append(message) }
        }
    }

    // MARK: Format

    /// `VMLAYOUT`, format version (UInt32), key length (UInt64), key, picture count (UInt32), each picture as its
    /// length (UInt64) then its bytes, and the ``ContentHash`` of everything before (high, low); little-endian.
    static func encode(_ pictures: [Data], key: [UInt8]) -> Data {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(minimumSize + key.count + pictures.reduce(0) { $0 + 8 + $1.count })
        bytes += magic
        append(formatVersion, to: &bytes)
        append(UInt64(key.count), to: &bytes)
        bytes += key
        append(UInt32(pictures.count), to: &bytes)
        for picture in pictures {
            append(UInt64(picture.count), to: &bytes)
            bytes += picture
        }
        let digest = bytes.withUnsafeBytes { ContentHash($0) }
        append(digest.high, to: &bytes)
        append(digest.low, to: &bytes)
        return Data(bytes)
    }

    /// The pictures of an entry whose key is `key` and which holds `count` pictures; nil for anything else.
    static func decode(_ data: Data, key: [UInt8], count: Int) -> [Data]? {
        data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) -> [Data]? in
            guard raw.count >= minimumSize + key.count else { return nil }
            let body = UnsafeRawBufferPointer(rebasing: raw[..<(raw.count - 16)])
            let digest = ContentHash(body)
            guard raw.loadUnaligned(fromByteOffset: body.count, as: UInt64.self).littleEndian == digest.high,
                  raw.loadUnaligned(fromByteOffset: body.count + 8, as: UInt64.self).littleEndian == digest.low else { return nil }
            var offset = 0
            func integer<T: FixedWidthInteger>(_: T.Type) -> T? {
                guard body.count - offset >= MemoryLayout<T>.size else { return nil }
                defer { offset += MemoryLayout<T>.size }
                return T(littleEndian: body.loadUnaligned(fromByteOffset: offset, as: T.self))
            }
            guard body.count >= magic.count, body[..<magic.count].elementsEqual(magic) else { return nil }
            offset = magic.count
            guard integer(UInt32.self) == formatVersion,
                  let keyLength = integer(UInt64.self), keyLength == UInt64(key.count),
                  body.count - offset >= key.count,
                  body[offset..<(offset + key.count)].elementsEqual(key) else { return nil }
            offset += key.count
            guard let stored = integer(UInt32.self), stored == UInt32(count) else { return nil }
            var pictures: [Data] = []
            pictures.reserveCapacity(count)
            for _ in 0..<count {
                guard let length = integer(UInt64.self), length <= UInt64(body.count - offset) else { return nil }
                pictures.append(Data(body[offset..<(offset + Int(length))]))
                offset += Int(length)
            }
            return offset == body.count ? pictures : nil
        }
    }

    private static func append<T: FixedWidthInteger>(_ value: T, to bytes: inout [UInt8]) {
        withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
    }
}
