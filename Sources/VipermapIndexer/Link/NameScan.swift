/// Byte-level versions of the few `String` operations the link step repeats for every type, file and path.
///
/// Swift's `Character` operations (grapheme breaking on every step) made them most of the link step's cost.
/// Each helper works on UTF-8 bytes when the text is plain ASCII (printable, no control characters), where a
/// byte is a `Character`, and falls back to the `Character`-based operation otherwise, so the result is the
/// same for every input.
enum NameScan {
    /// Whether every byte is printable ASCII (0x20…0x7E): then each byte is one `Character`.
    static func isPlainASCII(_ text: String) -> Bool {
        if let plain = text.utf8.withContiguousStorageIfAvailable({ isPlainASCII($0) }) { return plain }
        return text.utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F }
    }

    static func isPlainASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        for byte in bytes where byte < 0x20 || byte >= 0x7F { return false }
        return true
    }

    /// `text.split(separator: separator).map(String.init)` (empty pieces omitted).
    static func components(_ text: String, separator: Character) -> [String] {
        if let byte = separator.asciiValue, let plain = withPlainASCII(text, { bytes -> [String] in
            var result: [String] = []
            var start = 0
            for index in 0..<bytes.count where bytes[index] == byte {
                if start < index { result.append(string(bytes, start..<index)) }
                start = index + 1
            }
            if start < bytes.count { result.append(string(bytes, start..<bytes.count)) }
            return result
        }) {
            return plain
        }
        return text.split(separator: separator).map(String.init)
    }

    /// `text.split(separator: separator).last.map(String.init)`: the last non-empty piece.
    static func lastComponent(_ text: String, separator: Character) -> String? {
        if let byte = separator.asciiValue, let plain = withPlainASCII(text, { bytes -> String?? in
            var end = bytes.count
            // Trailing separators make no piece.
            while end > 0, bytes[end - 1] == byte { end -= 1 }
            guard end > 0 else { return .some(nil) }
            var start = end
            while start > 0, bytes[start - 1] != byte { start -= 1 }
            // The whole text: no new string.
            if start == 0 && end == bytes.count { return nil }
            return .some(string(bytes, start..<end))
        }) {
            return plain ?? text
        }
        return text.split(separator: separator).last.map(String.init)
    }

    /// The text before the last `separator` (`lastIndex(of:)` by `Character`), nil without one.
    static func beforeLast(_ text: String, separator: Character) -> String? {
        if let byte = separator.asciiValue, let plain = withPlainASCII(text, { bytes -> String? in
            guard let index = lastIndex(of: byte, in: bytes) else { return nil }
            return string(bytes, 0..<index)
        }) {
            return plain
        }
        guard let index = text.lastIndex(of: separator) else { return nil }
        return String(text[..<index])
    }

    static func lastIndex(of byte: UInt8, in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var index = bytes.count - 1
        while index >= 0 {
            if bytes[index] == byte { return index }
            index -= 1
        }
        return nil
    }

    /// Whether `text` ends with `suffix`, byte by byte (`hasSuffix` on a `String` may resolve to Foundation's, which
    /// searches through an `NSString`).
    static func endsWith(_ text: String, _ suffix: String) -> Bool {
        let text = text.utf8, suffix = suffix.utf8
        return text.count >= suffix.count && text.suffix(suffix.count).elementsEqual(suffix)
    }

    /// Whether the UTF-8 bytes of `text` end with `suffix` (ASCII).
    static func hasSuffix(_ text: UnsafeBufferPointer<UInt8>, _ suffix: [UInt8]) -> Bool {
        let count = suffix.count
        guard text.count >= count else { return false }
        let offset = text.count - count
        var index = count - 1
        // From the end: role suffixes share few last letters, so a mismatch shows at once.
        while index >= 0 {
            if text[offset + index] != suffix[index] { return false }
            index -= 1
        }
        return true
    }

    /// Whether the UTF-8 bytes of `text` start with `prefix` (ASCII).
    static func hasPrefix(_ text: UnsafeBufferPointer<UInt8>, _ prefix: [UInt8]) -> Bool {
        guard text.count >= prefix.count else { return false }
        for index in prefix.indices where text[index] != prefix[index] { return false }
        return true
    }

    static func isUpper(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") }
    static func isLower(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z") }

    /// A string made of `bytes[range]` (ASCII).
    static func string(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }
}

extension NameScan {
    /// Runs `body` on the UTF-8 bytes of `text` when they are plain ASCII; nil otherwise (use the `Character` path).
    static func withPlainASCII<Result>(_ text: String, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result? {
        text.utf8.withContiguousStorageIfAvailable { bytes -> Result? in
            isPlainASCII(bytes) ? body(bytes) : nil
        } ?? nil
    }

    /// Whether `bytes[range]` equals one of `names` (ASCII).
    static func equalsAny(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, _ names: [[UInt8]]) -> Bool {
        for name in names where name.count == range.count {
            var equal = true
            for offset in 0..<name.count where bytes[range.lowerBound + offset] != name[offset] {
                equal = false
                break
            }
            if equal { return true }
        }
        return false
    }
}
