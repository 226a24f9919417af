import Foundation
import VipermapModel

/// The persistent facts cache: one pack file per scanned root, mapping each file's relative path to the digest
/// of its bytes and the ``FileFacts`` they gave.
///
/// Facts are a pure function of (relative path, bytes) and of the code that extracts them, so an entry is
/// reused only when the path, the content digest, ``formatVersion`` and the tool version all match. The pack
/// carries a digest of its own payload: a corrupt, truncated or foreign pack is ignored with one warning and
/// rebuilt, never trusted. It is written atomically (``OutputFile``), so a reader never sees half of one.
///
/// Layout: the line `vipermap facts cache`, one JSON header line (format, tool version, payload length and
/// digest), then the payload (the entries, sorted by path).
public struct FactsCache: Sendable {
    /// Bumped whenever ``FileFacts`` or what the extractor puts in it changes meaning; entries of another format
    /// are never read.
    public static let formatVersion = 1
    static let magic = Data("vipermap facts cache\n".utf8)

    /// One cached file: its digest and where its facts' JSON lies in ``payload``. Facts are decoded only when a
    /// file's digest matches, by the worker thread that needs them, so decoding runs on every core and skips
    /// changed files.
    struct Entry: Sendable {
        var hash: ContentHash
        var range: Range<Int>
    }

    struct Header: Codable {
        var format: Int
        var tool: String
        var length: Int
        var payload: String
    }

    /// The pack file of this cache.
    public let file: URL
    let toolVersion: String
    /// Entries by relative path, as loaded.
    private(set) var entries: [String: Entry] = [:]
    /// The loaded pack's payload (entries point into it).
    private var payload = Data()

    /// The pack for `root` inside `folder`. Roots get separate packs (named after the root folder and a digest of
    /// its absolute path) so that two apps sharing a cache folder do not evict each other.
    public init(folder: URL, root: URL, toolVersion: String) {
        let rootPath = root.standardizedFileURL.path
        let name = root.standardizedFileURL.lastPathComponent.filter { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }
        let digest = String(ContentHash(rootPath).description.prefix(16))
        file = folder.appendingPathComponent("facts-\(name.isEmpty ? "root" : name)-\(digest).cache")
        self.toolVersion = toolVersion
    }

    /// Number of entries loaded.
    var entryCount: Int { entries.count }

    /// Facts cached for `path` when its bytes still hash to `hash`, with their stored JSON.
    func cached(path: String, hash: ContentHash) -> (facts: FileFacts, json: Data)? {
        guard let raw = rawFacts(path: path, hash: hash),
              let facts = try? JSONDecoder().decode(FileFacts.self, from: raw),
              facts.path == path else { return nil }
        return (facts, raw)
    }

    /// The JSON an entry stores for `facts`.
    static func json(for facts: FileFacts) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return (try? encoder.encode(facts)) ?? Data()
    }

    /// The stored JSON of `path`'s facts when its bytes still hash to `hash` (copied into the next pack as is).
    func rawFacts(path: String, hash: ContentHash) -> Data? {
        guard let entry = entries[path], entry.hash == hash else { return nil }
        return payload.subdata(in: entry.range)
    }

    /// Loads the pack. A missing pack is a cold start; anything else that cannot be trusted gives a warning.
    mutating func load() -> String? {
        entries = [:]
        guard FileManager.default.fileExists(atPath: file.path) else { return nil }
        let data: Data
        do {
            data = try Data(contentsOf: file)
        } catch {
            return warning("cannot be read (\(error.localizedDescription))")
        }
        switch Self.decode(data, toolVersion: toolVersion) {
        case let .success(loaded):
            entries = loaded.entries
            payload = loaded.payload
            return nil
        case let .failure(problem):
            return warning(problem.reason)
        }
    }

    private func warning(_ reason: String) -> String {
        "facts cache \(file.path) \(reason); it was ignored and will be rebuilt."
    }

    /// Writes a pack holding exactly `records` (the files of this run, so entries of deleted files go away).
    /// Each record carries its facts' JSON, encoded by the worker that parsed the file.
    func save(_ records: [(path: String, hash: ContentHash, json: Data)]) -> String? {
        let data = Self.encode(records.sorted { $0.path < $1.path }, toolVersion: toolVersion)
        do {
            try OutputFile.write(data, to: file)
            return nil
        } catch {
            return "facts cache \(file.path) cannot be written (\(error)); the next run parses every file again. Pass --cache DIR or --no-cache."
        }
    }

    struct Problem: Error {
        var reason: String
    }

    static func encode(_ records: [(path: String, hash: ContentHash, json: Data)], toolVersion: String) -> Data {
        let payload = encodePayload(records)
        let digest = payload.withUnsafeBytes { ContentHash($0) }
        let header = Header(format: formatVersion, tool: toolVersion, length: payload.count, payload: digest.description)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        var data = magic
        data.append((try? encoder.encode(header)) ?? Data())
        data.append(UInt8(ascii: "\n"))
        data.append(payload)
        return data
    }

    static func decode(_ data: Data, toolVersion: String) -> Result<(entries: [String: Entry], payload: Data), Problem> {
        guard data.starts(with: magic) else {
            return .failure(Problem(reason: "is not a vipermap facts cache"))
        }
        let afterMagic = data.index(data.startIndex, offsetBy: magic.count)
        guard let newline = data[afterMagic...].firstIndex(of: UInt8(ascii: "\n")),
              let header = try? JSONDecoder().decode(Header.self, from: data[afterMagic..<newline]) else {
            return .failure(Problem(reason: "has a corrupt header"))
        }
        guard header.format == formatVersion, header.tool == toolVersion else {
            return .failure(Problem(reason: "was written by another vipermap (facts format \(header.format), version \(header.tool))"))
        }
        let payload = data[data.index(after: newline)...]
        guard payload.count == header.length else {
            return .failure(Problem(reason: "is truncated (\(payload.count) of \(header.length) payload bytes)"))
        }
        let digest = payload.withUnsafeBytes { ContentHash($0) }
        guard digest.description == header.payload else {
            return .failure(Problem(reason: "is corrupt (its payload does not match its digest)"))
        }
        let bytes = Data(payload)
        guard let entries = decodeIndex(bytes) else {
            return .failure(Problem(reason: "is corrupt (its entries cannot be decoded)"))
        }
        return .success((entries, bytes))
    }

    /// Payload: entry count, then per entry the path, the 16-byte digest and the facts as JSON, each length
    /// prefixed (UInt32, little-endian). JSON because Foundation's JSON decoder needs a fraction of the
    /// instructions its binary property-list decoder does for the same facts on Linux (measured with callgrind).
    static func encodePayload(_ records: [(path: String, hash: ContentHash, json: Data)]) -> Data {
        var data = Data()
        func put(_ value: UInt32) { withUnsafeBytes(of: value.littleEndian) { data.append(contentsOf: $0) } }
        func put(_ value: UInt64) { withUnsafeBytes(of: value.littleEndian) { data.append(contentsOf: $0) } }
        put(UInt32(records.count))
        for record in records {
            let path = Data(record.path.utf8)
            put(UInt32(path.count))
            data.append(path)
            put(record.hash.high)
            put(record.hash.low)
            put(UInt32(record.json.count))
            data.append(record.json)
        }
        return data
    }

    /// The entries of a payload, or nil when its structure does not hold together.
    static func decodeIndex(_ data: Data) -> [String: Entry]? {
        data.withUnsafeBytes { raw -> [String: Entry]? in
            var offset = 0
            func read32() -> Int? {
                guard offset + 4 <= raw.count else { return nil }
                defer { offset += 4 }
                return Int(UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt32.self)))
            }
            func read64() -> UInt64? {
                guard offset + 8 <= raw.count else { return nil }
                defer { offset += 8 }
                return UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
            }
            guard let count = read32() else { return nil }
            var entries: [String: Entry] = [:]
            entries.reserveCapacity(count)
            for _ in 0..<count {
                guard let pathLength = read32(), offset + pathLength <= raw.count else { return nil }
                let path = String(decoding: UnsafeRawBufferPointer(rebasing: raw[offset..<offset + pathLength]), as: UTF8.self)
                offset += pathLength
                guard let high = read64(), let low = read64(), let length = read32(), offset + length <= raw.count else { return nil }
                guard entries.updateValue(Entry(hash: ContentHash(high: high, low: low), range: offset..<offset + length), forKey: path) == nil else {
                    return nil
                }
                offset += length
            }
            return offset == raw.count ? entries : nil
        }
    }
}
