import CZlib
import Foundation

/// gzip (RFC 1952) through the system zlib: the explorer's payload is stored compressed in the page and the browser
/// inflates it with `DecompressionStream('gzip')`.
///
/// The bytes are a function of the input alone: a fixed ``level``, and a header with no name, no comment, no
/// modification time (0) and the operating system "unknown" (255) — zlib would otherwise write the OS it was built
/// for, so a page written on macOS and one written on Linux would differ in that byte. (Another zlib *build*, such as
/// zlib-ng, may choose other matches at the same level; one zlib always writes the same bytes.)
public enum Gzip {
    /// zlib's default trade-off: level 9 makes the 2,000-module app's payload about 2 % smaller for twice the time.
    public static let level: Int32 = 6

    /// Why a gzip stream could not be read (or, never in practice, written).
    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    /// `bytes` as one gzip member.
    public static func compress(_ bytes: Data) -> Data {
        // zlib fails here only when it cannot allocate its state, as a Swift allocation would fail: stop.
        do { return try deflate(bytes) } catch { fatalError("gzip: \(error)") }
    }

    private static func deflate(_ bytes: Data) throws -> Data {
        var stream = z_stream()
        var status = vipermap_gzip_deflate_init(&stream, level)
        guard status == Z_OK else { throw Failure(description: "deflateInit2 failed (\(status))") }
        defer { deflateEnd(&stream) }
        var header = gz_header()
        header.os = 255
        // zlib keeps the pointer until it writes the header, on the first deflate call below.
        return try withUnsafeMutablePointer(to: &header) { header -> Data in
            status = deflateSetHeader(&stream, header)
            guard status == Z_OK else { throw Failure(description: "deflateSetHeader failed (\(status))") }
            // deflateBound is an upper bound for one call with Z_FINISH; the header adds no name or comment.
            var output = Data(count: Int(deflateBound(&stream, uLong(bytes.count))) + 64)
            let written = try bytes.withUnsafeBytes { input -> Int in
                try output.withUnsafeMutableBytes { out -> Int in
                    stream.next_out = out.baseAddress!.assumingMemoryBound(to: Bytef.self)
                    stream.avail_out = uInt(out.count)
                    var offset = 0
                    // avail_in is 32 bits wide: feed the input in pieces of at most 1 GiB.
                    repeat {
                        let piece = min(input.count - offset, 1 << 30)
                        stream.next_in = piece == 0 ? nil
                            : UnsafeMutablePointer(mutating: input.baseAddress!.advanced(by: offset).assumingMemoryBound(to: Bytef.self))
                        stream.avail_in = uInt(piece)
                        offset += piece
                        let flush = offset == input.count ? Z_FINISH : Z_NO_FLUSH
                        status = CZlib.deflate(&stream, flush)
                        guard status == Z_OK || status == Z_STREAM_END else {
                            throw Failure(description: "deflate failed (\(status))")
                        }
                    } while offset < input.count
                    guard status == Z_STREAM_END else { throw Failure(description: "deflate did not finish (\(status))") }
                    return out.count - Int(stream.avail_out)
                }
            }
            return output.prefix(written)
        }
    }

    /// The bytes of the gzip member `data`; throws when it is not one, is cut short, or fails its checksum.
    public static func decompress(_ data: Data) throws -> Data {
        var stream = z_stream()
        var status = vipermap_gzip_inflate_init(&stream)
        guard status == Z_OK else { throw Failure(description: "inflateInit2 failed (\(status))") }
        defer { inflateEnd(&stream) }
        var output = Data()
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        try data.withUnsafeBytes { input in
            stream.next_in = input.isEmpty ? nil : UnsafeMutablePointer(mutating: input.baseAddress!.assumingMemoryBound(to: Bytef.self))
            stream.avail_in = uInt(input.count)
            repeat {
                let produced = buffer.withUnsafeMutableBufferPointer { out -> Int in
                    stream.next_out = out.baseAddress
                    stream.avail_out = uInt(out.count)
                    status = inflate(&stream, Z_NO_FLUSH)
                    return out.count - Int(stream.avail_out)
                }
                output.append(contentsOf: buffer[0..<produced])
                if status == Z_BUF_ERROR && stream.avail_in == 0 {
                    throw Failure(description: "the gzip stream is cut short")
                }
                guard status == Z_OK || status == Z_STREAM_END else {
                    throw Failure(description: "not a valid gzip stream (zlib \(status)\(stream.msg.map { ": " + String(cString: $0) } ?? ""))")
                }
            } while status != Z_STREAM_END
        }
        return output
    }
}
