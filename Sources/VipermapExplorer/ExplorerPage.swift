import Foundation

/// An `index.html` that ``ExplorerWriter`` wrote, read back: the payload's JSON and each picture's SVG, inflated as the
/// page itself inflates them. For tests, benchmarks and tools that take a page apart; the CLI never reads a page.
public struct ExplorerPage: Sendable {
    /// The JSON of the map's island: `{"map":…,"maps":[{"id","title","kind","domain"}…],"sourceURL":…}`.
    public var payload: Data
    /// The sanitized SVG of each picture, in the order of the payload's `maps`.
    public var pictures: [String]

    /// Why a page could not be read.
    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    /// Reads `page`; throws when an island is missing or does not hold base64 of a gzip stream.
    public init(_ page: Data) throws {
        let text = String(decoding: page, as: UTF8.self)
        payload = try Self.island(in: text, id: "vipermap-data")
        var pictures: [String] = []
        while let picture = try? Self.island(in: text, id: ExplorerWriter.pictureIslandID(pictures.count)) {
            pictures.append(String(decoding: picture, as: UTF8.self))
        }
        self.pictures = pictures
    }

    /// The payload as a JSON object (for tests that look at one field).
    public func payloadObject() throws -> [String: Any] {
        guard let object = try JSONSerialization.jsonObject(with: payload) as? [String: Any] else {
            throw Failure(description: "the payload is not a JSON object")
        }
        return object
    }

    /// The inflated content of the island with `id`.
    static func island(in page: String, id: String) throws -> Data {
        let open = #"<script type="application/gzip" id="\#(id)">"#
        guard let start = page.range(of: open),
              let end = page.range(of: "</script>", range: start.upperBound..<page.endIndex) else {
            throw Failure(description: "the page has no island \(id)")
        }
        guard let compressed = Data(base64Encoded: String(page[start.upperBound..<end.lowerBound])) else {
            throw Failure(description: "island \(id) is not base64")
        }
        return try Gzip.decompress(compressed)
    }
}
