import Foundation

/// The report of a layout process (a forked child or a spawned worker), framed as `vipermap_child_finish` writes
/// it (shim.h): status, index of the format that failed, Graphviz's messages, one picture per format.
struct LayoutReply {
    var status: Int32
    /// Index of the format whose rendering failed (status 3).
    var failed: Int32
    var message: String
    /// One picture per format asked, in order.
    var data: [Data]

    init?(_ bytes: Data) {
        guard Self.length(of: bytes) == bytes.count else { return nil }
        var reader = Reader(bytes: bytes)
        guard let status = reader.integer(Int32.self), let failed = reader.integer(Int32.self),
              let messageLength = reader.integer(UInt64.self), let message = reader.take(messageLength),
              let count = reader.integer(UInt64.self)
        else { return nil }
        var pictures: [Data] = []
        for _ in 0..<count {
            guard let length = reader.integer(UInt64.self), let picture = reader.take(length) else { return nil }
            pictures.append(Data(picture))
        }
        self.status = status
        self.failed = failed
        self.message = String(decoding: message, as: UTF8.self)
        self.data = pictures
    }

    /// The length of the complete report at the start of `bytes`, or nil while it is incomplete (or not a report).
    /// Walks the headers only, so a parent can check after every read whether the report has all arrived.
    static func length(of bytes: Data) -> Int? {
        var reader = Reader(bytes: bytes)
        guard reader.integer(Int32.self) != nil, reader.integer(Int32.self) != nil,
              let messageLength = reader.integer(UInt64.self), reader.skip(messageLength),
              let count = reader.integer(UInt64.self), count <= UInt64(bytes.count)
        else { return nil }
        for _ in 0..<count {
            guard let length = reader.integer(UInt64.self), reader.skip(length) else { return nil }
        }
        return reader.offset - bytes.startIndex
    }

    /// The pictures, or the ``GraphvizError`` the report stands for (the same for a forked child and a worker).
    func pictures(engine: String, formats: [String]) throws -> [Data] {
        let message = message.split(whereSeparator: \.isNewline)
            .map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
        switch status {
        case 0 where data.count == formats.count: return data
        case 0: throw GraphvizError.layout(engine: engine, message: "the layout process returned \(data.count) pictures for \(formats.count) formats")
        case 1: throw GraphvizError.syntax(message: message)
        case 2: throw GraphvizError.layout(engine: engine, message: message)
        default: throw GraphvizError.render(format: formats.indices.contains(Int(failed)) ? formats[Int(failed)] : formats.first ?? "", message: message)
        }
    }

    /// The error for a layout process that ended without a complete report: a crash (e.g. an assertion inside
    /// Graphviz) or a kill. `status` is `waitpid`'s.
    static func missing(engine: String, status: Int32) -> GraphvizError {
        let signal = status & 0x7f
        return GraphvizError.layout(
            engine: engine,
            message: signal != 0 ? "the layout process was terminated by signal \(signal)" : "the layout process exited without a result")
    }

    private struct Reader {
        let bytes: Data
        var offset: Data.Index

        init(bytes: Data) {
            self.bytes = bytes
            offset = bytes.startIndex
        }

        mutating func skip(_ count: UInt64) -> Bool {
            guard count <= UInt64(bytes.endIndex - offset) else { return false }
            offset += Int(count)
            return true
        }

        mutating func take(_ count: UInt64) -> Data? {
            let start = offset
            guard skip(count) else { return nil }
            return bytes[start..<offset]
        }

        mutating func integer<T: FixedWidthInteger>(_: T.Type) -> T? {
            guard let raw = take(UInt64(MemoryLayout<T>.size)) else { return nil }
            return raw.withUnsafeBytes { $0.loadUnaligned(as: T.self) }
        }
    }
}
