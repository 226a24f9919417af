import Foundation
import VipermapModel

/// The map the last run of a root ended with, kept beside its facts pack (`map-…cache`), with everything it was
/// made from: the tool, the stage that finished it, and the digest of the pack that holds every file's facts.
///
/// A run whose files are those, except for edits that only moved lines (``LineShift``) or changed nothing the
/// link that made the map could read (``LinkReads``, kept here too), takes this map with the edited files' lines
/// moved instead of linking every file's facts again. Anything else — a file added, removed
/// or changed in what the indexer reads, another tool or stage, another set of project folders or discovery
/// problems — makes the run link as usual, then write a new snapshot. A snapshot that is corrupt or foreign is
/// ignored with a warning, never trusted; it is written atomically.
///
/// A run that reused the map does not encode it again: the snapshot keeps the map as it was encoded (its base) and,
/// for each file edited since, how its lines moved from the base (``LineShift``s, composed edit after edit). A run
/// that links writes a new base without shifts; so does a reuse once shifts cover ``maximumShiftedFiles`` files.
///
/// Layout: the line `vipermap map cache`, the digest (``ContentHash``, two little-endian words) of everything
/// after it, then the format, the key (``Key``), the base's length and bytes (``MapCodec``), and the shifts (file
/// count, then per file by path: the path, the line count and each old and new line), then whether ``LinkReads``
/// follow (one byte) and their four lists (a count, then each hash as a little-endian word).
struct MapSnapshot: Sendable {
    /// Bumped whenever the layout or ``MapCodec`` changes.
    static let formatVersion = 2
    static let magic = Array("vipermap map cache\n".utf8)

    /// What a map was made from, besides the files.
    struct Key: Equatable, Sendable {
        var tool: String
        /// ``MapStage/name`` of the stage the map went through, "" for the raw map.
        var stage: String
        /// The payload digest of the facts pack the map was made from (``FactsCache/digest``): the pack's facts and
        /// stamps of every file, so a snapshot never outlives its pack.
        var inputs: ContentHash
        var rootName: String
        /// Sorted.
        var projectFolders: [String]
        /// Discovery's problems (rule, then message), in order.
        var problems: [String]
    }

    var key: Key
    /// The base map's encoding.
    var base: [UInt8]
    /// How each file edited since the base was encoded moved its lines.
    var shifts: [String: LineShift]
    /// What the link that made the base could read: edits outside it keep the map (``LinkReads/shift(from:to:)``).
    var reads: LinkReads?

    /// The map of the run that wrote the snapshot: the base decoded, with the shifts applied; nil when the base does
    /// not decode or a shift leaves a place off the lines it knows (the digest matched, so neither should happen).
    ///
    /// A run decodes the base ahead, on the thread that read the snapshot (``FactsCollector/startReadingSnapshot()``).
    func map() -> AppMap? {
        map(base: decodedBase())
    }

    /// ``map()`` from the base already decoded (``decodedBase()``).
    func map(base decoded: AppMap?) -> AppMap? {
        guard let decoded else { return nil }
        return shifts.isEmpty ? decoded : decoded.movingLines(shifts)
    }

    /// The base map decoded; nil when it does not decode.
    func decodedBase() -> AppMap? {
        base.withUnsafeBytes { try? MapCodec.decode($0) }
    }

    /// More files moved than this since the base, a reuse encodes the map again (reading would cost more than
    /// encoding).
    static let maximumShiftedFiles = 64

    /// The snapshot file that goes with `pack` (the facts pack of the same root).
    static func file(besides pack: URL) -> URL {
        let name = pack.lastPathComponent
        let rest = name.hasPrefix("facts-") ? String(name.dropFirst("facts-".count)) : name
        return pack.deletingLastPathComponent().appendingPathComponent("map-" + rest)
    }

    /// What reading a snapshot gave.
    enum ReadOutcome: Sendable {
        case missing
        case loaded(MapSnapshot)
        /// Why it cannot be trusted.
        case ignored(String)
    }

    static func read(_ file: URL) -> ReadOutcome {
        guard let bytes = FactsCache.readBytes(file.path) else {
            return FileManager.default.fileExists(atPath: file.path) ? .ignored("cannot be read") : .missing
        }
        return bytes.withUnsafeBytes { decode($0) }
    }

    static func decode(_ bytes: UnsafeRawBufferPointer) -> ReadOutcome {
        guard bytes.count >= magic.count + 16, bytes.starts(with: magic) else { return .ignored("is not a vipermap map cache") }
        let rest = UnsafeRawBufferPointer(rebasing: bytes[(magic.count + 16)...])
        var reader = FactsCodec.Reader(UnsafeRawBufferPointer(rebasing: bytes[magic.count..<(magic.count + 16)]))
        do {
            let stored = ContentHash(high: try reader.fixed(), low: try reader.fixed())
            guard stored == ContentHash(rest) else { return .ignored("is corrupt (its contents do not match its digest)") }
            reader = FactsCodec.Reader(rest)
            let format = try reader.count()
            guard format == formatVersion else { return .ignored("was written by another vipermap (map format \(format))") }
            let key = Key(tool: try reader.string(), stage: try reader.string(),
                          inputs: ContentHash(high: try reader.fixed(), low: try reader.fixed()),
                          rootName: try reader.string(), projectFolders: try reader.strings(), problems: try reader.strings())
            let length = try reader.count()
            let start = reader.position
            try reader.skip(length)
            let base = UnsafeRawBufferPointer(rebasing: rest[start..<(start + length)])
            var shifts: [String: LineShift] = [:]
            for _ in 0..<(try reader.count()) {
                let path = try reader.string()
                var moves: [(Int, Int)] = []
                for _ in 0..<(try reader.count()) { moves.append((try reader.int(), try reader.int())) }
                guard let shift = LineShift(moves: moves), shifts.updateValue(shift, forKey: path) == nil else { throw FactsCodec.Corrupt() }
            }
            let reads = try reader.bool() ? try LinkReads.decode(from: &reader) : nil
            guard reader.isAtEnd else { throw FactsCodec.Corrupt() }
            return .loaded(MapSnapshot(key: key, base: Array(base), shifts: shifts, reads: reads))
        } catch {
            return .ignored(Self.undecodable)
        }
    }

    /// The snapshot's bytes, with its map already encoded (``MapCodec/encode(_:)``: the long part, which a run does
    /// while its facts pack is still being written, before the pack's digest is known).
    static func encoded(key: Key, map: [UInt8], shifts: [String: LineShift] = [:], reads: LinkReads? = nil) -> [UInt8] {
        var writer = FactsCodec.Writer()
        writer.bytes.reserveCapacity(map.count + 256 + shifts.values.reduce(0) { $0 + $1.moves.count * 4 })
        writer.count(formatVersion)
        writer.string(key.tool)
        writer.string(key.stage)
        writer.fixed(key.inputs.high)
        writer.fixed(key.inputs.low)
        writer.string(key.rootName)
        writer.strings(key.projectFolders)
        writer.strings(key.problems)
        writer.count(map.count)
        writer.bytes += map
        writer.count(shifts.count)
        for (path, shift) in shifts.sorted(by: { $0.key < $1.key }) {
            writer.string(path)
            writer.count(shift.moves.count)
            for (old, new) in shift.moves.sorted(by: { $0.key < $1.key }) {
                writer.int(old)
                writer.int(new)
            }
        }
        writer.bool(reads != nil)
        reads?.encode(into: &writer)
        let digest = writer.bytes.withUnsafeBytes { ContentHash($0) }
        var whole = FactsCodec.Writer()
        whole.bytes.reserveCapacity(magic.count + 16 + writer.bytes.count)
        whole.bytes += magic
        whole.fixed(digest.high)
        whole.fixed(digest.low)
        whole.bytes += writer.bytes
        return whole.bytes
    }

    /// Writes a snapshot; the warning when it cannot be written.
    static func write(key: Key, map: [UInt8], shifts: [String: LineShift] = [:], reads: LinkReads?, to file: URL) -> String? {
        do {
            try OutputFile.write(Data(encoded(key: key, map: map, shifts: shifts, reads: reads)), to: file, keepingIdentical: false)
            return nil
        } catch {
            return "map cache \(file.path) cannot be written (\(error)); the next run links every file again. Pass --cache DIR or --no-cache."
        }
    }

    static let undecodable = "is corrupt (its map cannot be decoded)"

    /// The warning for a snapshot that is ignored because of `reason`.
    static func warning(_ file: URL, _ reason: String) -> String {
        "map cache \(file.path) \(reason); it was ignored and will be rebuilt."
    }
}
