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

    /// One cached file.
    struct Entry: Codable, Sendable {
        var hash: ContentHash
        var facts: FileFacts
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

    /// Facts cached for `path` when its bytes still hash to `hash`.
    func facts(path: String, hash: ContentHash) -> FileFacts? {
        guard let entry = entries[path], entry.hash == hash else { return nil }
        return entry.facts
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
            entries = loaded
            return nil
        case let .failure(problem):
            return warning(problem.reason)
        }
    }

    private func warning(_ reason: String) -> String {
        "facts cache \(file.path) \(reason); it was ignored and will be rebuilt."
    }

    /// Writes a pack holding exactly `facts` (the files of this run, so entries of deleted files go away).
    func save(_ facts: [(hash: ContentHash, facts: FileFacts)]) -> String? {
        let data = Self.encode(facts.sorted { $0.facts.path < $1.facts.path }.map { Entry(hash: $0.hash, facts: $0.facts) },
                               toolVersion: toolVersion)
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

    static func encode(_ entries: [Entry], toolVersion: String) -> Data {
        let payload = encodePayload(entries)
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

    static func decode(_ data: Data, toolVersion: String) -> Result<[String: Entry], Problem> {
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
        guard let list = decodePayload(Data(payload)) else {
            return .failure(Problem(reason: "is corrupt (its entries cannot be decoded)"))
        }
        var entries: [String: Entry] = [:]
        entries.reserveCapacity(list.count)
        for entry in list {
            guard entries.updateValue(entry, forKey: entry.facts.path) == nil else {
                return .failure(Problem(reason: "is corrupt (\(entry.facts.path) appears twice)"))
            }
        }
        return .success(entries)
    }

    static func encodePayload(_ entries: [Entry]) -> Data {
        let encoder = PropertyListEncoder()
        encoder.outputFormat = .binary
        return (try? encoder.encode(entries)) ?? Data()
    }

    static func decodePayload(_ data: Data) -> [Entry]? {
        try? PropertyListDecoder().decode([Entry].self, from: data)
    }
}
