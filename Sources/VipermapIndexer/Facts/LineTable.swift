import Foundation

/// Physical line numbers of byte offsets in one file's source.
///
/// The indexer asks for a line at every fact it records. `SourceLocationConverter` answers the same question
/// but builds its table from a `String` and computes columns and file names that are never read; this table is
/// built from the bytes in one pass. Line breaks are counted as swift-syntax counts them: `\n`, `\r` and `\r\n`
/// (one break), so lines match what the compiler and Xcode report.
struct LineTable {
    /// Offset of the first byte of each line; the first line starts at 0.
    private var starts: [Int] = [0]

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let base = bytes.baseAddress else { return }
        let count = bytes.count
        // Files without a carriage return (nearly all): jump from line feed to line feed with C `memchr`.
        if memchr(base, Int32(UInt8(ascii: "\r")), count) == nil {
            var offset = 0
            while offset < count, let found = memchr(base + offset, Int32(UInt8(ascii: "\n")), count - offset) {
                offset = UnsafePointer<UInt8>(found.assumingMemoryBound(to: UInt8.self)) - base + 1
                starts.append(offset)
            }
            return
        }
        var index = 0
        while index < count {
            let byte = bytes[index]
            index += 1
            if byte == UInt8(ascii: "\n") {
                starts.append(index)
            } else if byte == UInt8(ascii: "\r") {
                if index < count, bytes[index] == UInt8(ascii: "\n") { index += 1 }
                starts.append(index)
            }
        }
    }

    /// The 1-based line holding the byte at `offset` (an offset past the end is on the last line).
    func line(at offset: Int) -> Int {
        // The last start not after `offset`: binary search for the first start greater than it.
        var low = 0, high = starts.count
        while low < high {
            let middle = (low + high) / 2
            if starts[middle] <= offset { low = middle + 1 } else { high = middle }
        }
        return max(low, 1)
    }
}
