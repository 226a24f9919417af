import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import VipermapModel

/// The persistent facts cache: one pack file per scanned root, mapping each file's relative path to its
/// ``FileStamp``, the digest of its bytes and the ``FileFacts`` they gave.
///
/// Facts are a pure function of (relative path, bytes) and of the code that extracts them, so an entry is
/// reused only when the path, the content digest, ``formatVersion`` and the tool version all match. Whether the
/// bytes are still the same is decided as git's index and ninja do, without reading the file when its `stat`
/// says so (``isTrusted(stored:current:recordedAfter:)``); otherwise the file is read and hashed, and an equal
/// digest still reuses the facts. The pack carries a digest of its own payload: a corrupt, truncated or foreign
/// pack is ignored with one warning and rebuilt, never trusted. It is written atomically (``OutputFile``), so a
/// reader never sees half of one.
///
/// Layout: the line `vipermap facts cache`, one JSON header line (format, tool version, the time the writing
/// run started, payload length and digest), then the binary payload: the entry count, then per entry (sorted
/// by path) the path, the digest, the stamp and the facts (``FactsCodec``), lengths as varints.
public struct FactsCache: Sendable {
    /// Bumped whenever the pack's layout, ``FactsCodec``, ``FileFacts`` or what the extractor puts in it changes
    /// meaning; packs of another format are never read.
    public static let formatVersion = 37
    static let magic = Data("vipermap facts cache\n".utf8)

    /// How much older than the start of the run that recorded it a file's last change must be for its stamp to
    /// be trusted: a write within the file system's timestamp granularity (a clock tick on ext4, one or two
    /// seconds on HFS+ and FAT) of the moment the file was read could leave the stamp unchanged.
    static let racyMargin: Int64 = 2_000_000_000

    /// One cached file: its stamp and digest, and where its encoded facts lie in ``payload``. Facts are decoded
    /// only when a file is unchanged, by the worker thread that needs them, so decoding runs on every core.
    struct Entry: Sendable {
        var hash: ContentHash
        var stamp: FileStamp
        var range: Range<Int>
    }

    /// One file of the next pack: its facts either freshly encoded or an unchanged slice of the loaded pack.
    struct Record: Sendable {
        enum Facts: Sendable {
            case encoded([UInt8])
            case loaded(Range<Int>)
        }

        var path: String
        var hash: ContentHash
        var stamp: FileStamp
        var facts: Facts
    }

    struct Header: Codable {
        var format: Int
        var tool: String
        /// When the run that wrote the pack started reading files, nanoseconds since 1970.
        var started: Int64
        var length: Int
        var payload: String
    }

    /// The pack file of this cache.
    public let file: URL
    let toolVersion: String
    /// The loaded pack's entries in pack order, each with where its path lies in ``payload``.
    private(set) var index: [Indexed] = []
    /// For each file of the run (`load(matching:)`), its entry; empty when loaded without files.
    private(set) var matched: [Entry?] = []
    /// When the run that wrote the loaded pack started reading files (nanoseconds since 1970).
    private(set) var started: Int64 = 0
    /// The loaded pack's bytes, header included (entries point into it: it is not copied to drop the header).
    private(set) var payload: [UInt8] = []

    /// The pack for `root` inside `folder`. Roots get separate packs (named after the root folder and a digest of
    /// its absolute path) so that two apps sharing a cache folder do not evict each other.
    public init(folder: URL, root: URL, toolVersion: String) {
        let rootPath = root.standardizedFileURL.path
        let name = root.standardizedFileURL.lastPathComponent.filter { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }
        let digest = String(ContentHash(rootPath).description.prefix(16))
        file = folder.appendingPathComponent("facts-\(name.isEmpty ? "root" : name)-\(digest).cache")
        self.toolVersion = toolVersion
    }

    /// One entry of the pack and the bytes of its path in ``payload``.
    struct Indexed: Sendable {
        var path: Range<Int>
        var entry: Entry
    }

    /// Number of entries loaded.
    var entryCount: Int { index.count }

    /// Entries by relative path, as loaded (built on demand: a run pairs files with entries by position).
    var entries: [String: Entry] {
        Self.dictionary(index, payload: payload) ?? [:]
    }

    /// The entries by path, or nil when two entries have the same path.
    private static func dictionary(_ index: [Indexed], payload: [UInt8]) -> [String: Entry]? {
        var entries: [String: Entry] = [:]
        entries.reserveCapacity(index.count)
        for indexed in index {
            guard let path = payload[indexed.path].withUnsafeBufferPointer({ String(validating: $0, as: UTF8.self) }),
                  entries.updateValue(indexed.entry, forKey: path) == nil else { return nil }
        }
        return entries
    }

    /// Whether a file whose stamp is `current` still holds the bytes an entry recorded with stamp `stored` by a
    /// run that started reading files at `recordedAfter`, without reading it.
    ///
    /// Equal stamps are not enough when the file last changed just before (or while) that run read it: a second
    /// write within the same timestamp tick keeps size, mtime and ctime — git calls this "racy". Such entries,
    /// whose mtime or ctime is not at least ``racyMargin`` older than the run's start, are read and hashed again.
    /// (The start, not the time the pack was written, bounds every read of the run from below: the stricter choice.)
    static func isTrusted(stored: FileStamp, current: FileStamp, recordedAfter: Int64) -> Bool {
        stored == current && current.size >= 0 && !isRacy(current, recordedAfter: recordedAfter)
    }

    /// True when a file with `stamp`, read by a run that started at `started`, may have changed within the
    /// timestamp granularity of the read.
    static func isRacy(_ stamp: FileStamp, recordedAfter started: Int64) -> Bool {
        max(stamp.modified, stamp.changed) >= started &- racyMargin
    }

    /// The entry of the file at `position` in the files given to ``load(matching:)``, if the pack has one.
    func entry(at position: Int) -> Entry? {
        position < matched.count ? matched[position] : nil
    }

    /// The facts an entry stores, or nil when they cannot be decoded (the pack then cannot be trusted).
    func facts(of entry: Entry, path: String) -> FileFacts? {
        payload.withUnsafeBytes { raw in
            try? FactsCodec.decode(UnsafeRawBufferPointer(rebasing: raw[entry.range]), path: path)
        }
    }

    /// Loads the pack. A missing pack is a cold start; anything else that cannot be trusted gives a warning.
    mutating func load() -> String? {
        load(matching: nil)
    }

    /// Loads the pack and pairs each of `files` with its entry (``entry(at:)``).
    mutating func load(matching files: [FileDiscovery.Found]?) -> String? {
        adopt(Self.read(file, toolVersion: toolVersion), matching: files)
    }

    /// What reading a pack gave: nothing (a cold start), the pack, or why it is ignored.
    enum ReadOutcome: Sendable {
        case missing
        case loaded(Loaded)
        case ignored(reason: String)
    }

    /// Reads and checks the pack at `file` (``read(_:toolVersion:)`` needs no files: it can run while discovery
    /// walks the tree).
    static func read(_ file: URL, toolVersion: String) -> ReadOutcome {
        guard FileManager.default.fileExists(atPath: file.path) else { return .missing }
        let data: [UInt8]
        if let bytes = readBytes(file.path) {
            data = bytes
        } else {
            do {
                data = [UInt8](try Data(contentsOf: file))
            } catch {
                return .ignored(reason: "cannot be read (\(error.localizedDescription))")
            }
        }
        switch decodePack(data, toolVersion: toolVersion) {
        case let .success(loaded): return .loaded(loaded)
        case let .failure(problem): return .ignored(reason: problem.reason)
        }
    }

    /// Takes a pack read by ``read(_:toolVersion:)`` and pairs each of `files` with its entry; the warning for a
    /// pack that is ignored.
    ///
    /// A pack lists its files in the order of the discovery that wrote it, so when the tree did not change
    /// shape each file's entry is the next one, recognised by comparing path bytes: no dictionary of every path
    /// is built (that cost a warm run a fifth of its cache time). Otherwise entries are looked up by path.
    mutating func adopt(_ outcome: ReadOutcome, matching files: [FileDiscovery.Found]?) -> String? {
        index = []
        matched = []
        payload = []
        switch outcome {
        case .missing:
            return nil
        case let .ignored(reason):
            return warning(reason)
        case let .loaded(loaded):
            guard let files else {
                guard Self.dictionary(loaded.index, payload: loaded.bytes) != nil else { return warning(Self.undecodableIndex) }
                (index, payload, started) = (loaded.index, loaded.bytes, loaded.started)
                return nil
            }
            guard let pairs = Self.pair(files, with: loaded.index, payload: loaded.bytes) else { return warning(Self.undecodableIndex) }
            (index, payload, started) = (loaded.index, loaded.bytes, loaded.started)
            matched = pairs
            return nil
        }
    }

    private static let undecodableIndex = "is corrupt (its entries cannot be decoded)"

    /// Each file's entry; nil when two entries have the same path.
    private static func pair(_ files: [FileDiscovery.Found], with index: [Indexed], payload: [UInt8]) -> [Entry?]? {
        if files.count == index.count {
            let inOrder = payload.withUnsafeBufferPointer { bytes in
                files.indices.allSatisfy { position in
                    var path = files[position].relativePath
                    let range = index[position].path
                    return path.withUTF8 { $0.count == range.count && (range.isEmpty || memcmp($0.baseAddress!, bytes.baseAddress! + range.lowerBound, range.count) == 0) }
                }
            }
            if inOrder { return index.map(\.entry) }
        }
        guard let byPath = dictionary(index, payload: payload) else { return nil }
        return files.map { byPath[$0.relativePath] }
    }

    /// The whole file in one array, read with `read(2)` (`Data(contentsOf:)` and a copy into an array cost
    /// twice that); nil when anything fails (Foundation then reads it again, for its error message).
    private static func readBytes(_ path: String) -> [UInt8]? {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
        // One byte more than the size, so a pack of the size `fstat` gave is read to its end in one call.
        let capacity = Int(info.st_size) + 1
        var failed = false
        let bytes = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, initialized in
            var count = 0
            while count < capacity {
                #if canImport(Glibc)
                let got = Glibc.read(fd, buffer.baseAddress! + count, capacity - count)
                #else
                let got = Darwin.read(fd, buffer.baseAddress! + count, capacity - count)
                #endif
                if got > 0 {
                    count += got
                } else if got == 0 {
                    break
                } else if errno != EINTR {
                    failed = true
                    break
                }
            }
            initialized = count
        }
        // A pack that grew while being read is not one pack: read through Foundation (whose result then fails
        // its digest or is whole).
        guard !failed, bytes.count < capacity else { return nil }
        return bytes
    }

    /// Forgets the loaded pack (after its facts turned out not to decode).
    mutating func discard() {
        index = []
        matched = []
        payload = []
    }

    /// The warning for a pack that is ignored because of `reason`.
    func warning(_ reason: String) -> String {
        "facts cache \(file.path) \(reason); it was ignored and will be rebuilt."
    }

    /// Writes a pack holding exactly `records` (the files of this run, so entries of deleted files go away),
    /// sorted by path, recorded by a run that started reading files at `started`; the warning when it cannot be
    /// written.
    func save(_ records: [Record], started: Int64) -> String? {
        let data = Self.encode(records, loaded: payload, started: started, toolVersion: toolVersion)
        do {
            try OutputFile.write(data, to: file, keepingIdentical: false)
            return nil
        } catch {
            return "facts cache \(file.path) cannot be written (\(error)); the next run parses every file again. Pass --cache DIR or --no-cache."
        }
    }

    struct Problem: Error {
        var reason: String
    }

    /// A whole pack; `.loaded` facts are sliced out of `loaded`.
    static func encode(_ records: [Record], loaded: [UInt8], started: Int64, toolVersion: String) -> Data {
        let payload = encodePayload(records, loaded: loaded)
        let digest = payload.withUnsafeBytes { ContentHash($0) }
        let header = Header(format: formatVersion, tool: toolVersion, started: started, length: payload.count, payload: digest.description)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        var data = magic
        data.append((try? encoder.encode(header)) ?? Data())
        data.append(UInt8(ascii: "\n"))
        data.append(contentsOf: payload)
        return data
    }

    static func decode(_ data: Data, toolVersion: String) -> Result<(entries: [String: Entry], payload: [UInt8], started: Int64), Problem> {
        decodePack([UInt8](data), toolVersion: toolVersion).flatMap { loaded in
            guard var entries = dictionary(loaded.index, payload: loaded.bytes) else {
                return .failure(Problem(reason: undecodableIndex))
            }
            // Ranges into the payload alone.
            let start = loaded.payloadStart
            for (path, entry) in entries {
                entries[path]?.range = entry.range.lowerBound - start..<entry.range.upperBound - start
            }
            return .success((entries, Array(loaded.bytes[start...]), loaded.started))
        }
    }

    /// A decoded pack: its entries in pack order, with ranges into `bytes` (the whole pack), where the payload
    /// starts, and when the run that wrote it started.
    struct Loaded: Sendable {
        var index: [Indexed]
        var bytes: [UInt8]
        var payloadStart: Int
        var started: Int64
    }

    /// A whole pack's entries in pack order (two entries may still share a path: ``dictionary(_:payload:)`` and
    /// ``pair(_:with:payload:)`` refuse those), its payload and when the run that wrote it started.
    static func decodePack(_ data: [UInt8], toolVersion: String) -> Result<Loaded, Problem> {
        guard data.starts(with: magic) else {
            return .failure(Problem(reason: "is not a vipermap facts cache"))
        }
        let afterMagic = magic.count
        guard let newline = data[afterMagic...].firstIndex(of: UInt8(ascii: "\n")),
              let header = try? JSONDecoder().decode(Header.self, from: Data(data[afterMagic..<newline])) else {
            // A pack of an older format has no `started`: say which format it is rather than "corrupt".
            if let newline = data[afterMagic...].firstIndex(of: UInt8(ascii: "\n")),
               let old = try? JSONDecoder().decode(FormatOnly.self, from: Data(data[afterMagic..<newline])), old.format != formatVersion {
                return .failure(Problem(reason: "was written by another vipermap (facts format \(old.format), version \(old.tool))"))
            }
            return .failure(Problem(reason: "has a corrupt header"))
        }
        guard header.format == formatVersion, header.tool == toolVersion else {
            return .failure(Problem(reason: "was written by another vipermap (facts format \(header.format), version \(header.tool))"))
        }
        let payload = data[(newline + 1)...]
        guard payload.count == header.length else {
            return .failure(Problem(reason: "is truncated (\(payload.count) of \(header.length) payload bytes)"))
        }
        let start = newline + 1
        let digest = data.withUnsafeBytes { ContentHash(UnsafeRawBufferPointer(rebasing: $0[start...])) }
        guard digest.description == header.payload else {
            return .failure(Problem(reason: "is corrupt (its payload does not match its digest)"))
        }
        guard let index = decodeIndex(data, from: start) else {
            return .failure(Problem(reason: undecodableIndex))
        }
        return .success(Loaded(index: index, bytes: data, payloadStart: start, started: header.started))
    }

    /// The fields every format's header has.
    private struct FormatOnly: Codable {
        var format: Int
        var tool: String
    }

    static func encodePayload(_ records: [Record], loaded: [UInt8]) -> [UInt8] {
        var writer = FactsCodec.Writer()
        var capacity = 16
        for record in records {
            capacity += record.path.utf8.count + 60
            switch record.facts {
            case let .encoded(bytes): capacity += bytes.count
            case let .loaded(range): capacity += range.count
            }
        }
        writer.bytes.reserveCapacity(capacity)
        writer.count(records.count)
        for record in records {
            writer.string(record.path)
            writer.fixed(record.hash.high)
            writer.fixed(record.hash.low)
            writer.fixed(UInt64(bitPattern: record.stamp.size))
            writer.fixed(UInt64(bitPattern: record.stamp.modified))
            writer.fixed(UInt64(bitPattern: record.stamp.changed))
            writer.fixed(record.stamp.inode)
            switch record.facts {
            case let .encoded(bytes):
                writer.count(bytes.count)
                writer.bytes.append(contentsOf: bytes)
            case let .loaded(range):
                writer.count(range.count)
                writer.bytes.append(contentsOf: loaded[range])
            }
        }
        return writer.bytes
    }

    /// The entries of a payload in pack order, or nil when its structure does not hold together (facts are
    /// checked when decoded, paths when looked up).
    static func decodeIndex(_ bytes: [UInt8], from start: Int) -> [Indexed]? {
        bytes.withUnsafeBytes { whole -> [Indexed]? in
            var reader = FactsCodec.Reader(UnsafeRawBufferPointer(rebasing: whole[start...]))
            do {
                let count = try reader.count()
                var index: [Indexed] = []
                index.reserveCapacity(count)
                for _ in 0..<count {
                    let pathLength = try reader.count()
                    let path = start + reader.position..<start + reader.position + pathLength
                    try reader.skip(pathLength)
                    let hash = ContentHash(high: try reader.fixed(), low: try reader.fixed())
                    let stamp = FileStamp(size: Int64(bitPattern: try reader.fixed()), modified: Int64(bitPattern: try reader.fixed()),
                                          changed: Int64(bitPattern: try reader.fixed()), inode: try reader.fixed())
                    let length = try reader.count()
                    let range = start + reader.position..<start + reader.position + length
                    try reader.skip(length)
                    index.append(Indexed(path: path, entry: Entry(hash: hash, stamp: stamp, range: range)))
                }
                return reader.isAtEnd ? index : nil
            } catch {
                return nil
            }
        }
    }
}
