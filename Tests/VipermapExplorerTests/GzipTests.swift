import Foundation
import Testing
@testable import VipermapExplorer

/// The explorer's payload compression: a gzip member with a fixed header, the same bytes for the same input, and a
/// reader that refuses what is not a whole gzip stream.
@Suite struct GzipTests {
    static let text = Data(String(repeating: #"{"id":"Login","name":"Login","status":"done"},"#, count: 2_000).utf8)

    @Test func theHeaderIsFixed() {
        let bytes = Array(Gzip.compress(Self.text))
        // ID1 ID2, deflate, no flags (no name, comment, extra or header CRC), mtime 0, XFL, OS 255 (unknown).
        #expect(Array(bytes.prefix(8)) == [0x1F, 0x8B, 0x08, 0x00, 0x00, 0x00, 0x00, 0x00])
        #expect(bytes[9] == 0xFF)
        // The trailer: CRC-32 and the input's length modulo 2^32, little-endian.
        let size = bytes.suffix(4).enumerated().reduce(0) { $0 | Int($1.element) << (8 * $1.offset) }
        #expect(size == Self.text.count)
    }

    @Test func roundTripsAndCompresses() throws {
        let compressed = Gzip.compress(Self.text)
        #expect(compressed.count < Self.text.count / 20, "\(compressed.count) bytes for \(Self.text.count) repetitive bytes")
        #expect(try Gzip.decompress(compressed) == Self.text)
        #expect(try Gzip.decompress(Gzip.compress(Data())) == Data())
        var random = ByteRuleTests.SplitMix(seed: 23)
        let noise = Data((0..<300_000).map { _ in UInt8.random(in: 0...255, using: &random) })
        #expect(try Gzip.decompress(Gzip.compress(noise)) == noise)
    }

    @Test func sameInputSameBytes() {
        #expect(Gzip.compress(Self.text) == Gzip.compress(Self.text))
        #expect(Gzip.compress(Self.text) != Gzip.compress(Self.text + Data("x".utf8)))
    }

    @Test func refusesWhatIsNotAWholeGzipStream() {
        let compressed = Gzip.compress(Self.text)
        #expect(throws: Gzip.Failure.self) { try Gzip.decompress(Data("not gzip at all".utf8)) }
        #expect(throws: Gzip.Failure.self) { try Gzip.decompress(compressed.prefix(compressed.count / 2)) }
        var corrupt = compressed
        corrupt[corrupt.count - 6] ^= 0xFF   // the CRC-32
        #expect(throws: Gzip.Failure.self) { try Gzip.decompress(corrupt) }
    }
}
