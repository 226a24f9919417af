import Foundation

/// Builds JSON text byte by byte, in the layout Foundation's `JSONEncoder` uses: with ``Layout/prettyPrinted``,
/// two-space indentation, `"key" : value`, one item per line, and an empty container written as its brackets around
/// an empty line; with ``Layout/compact``, no whitespace at all (`{"key":value,…}`, `[]`). Callers write keys in
/// sorted order themselves, and decide themselves which nil values are written as `null` and which are left out.
///
/// The bytes live in one `malloc`ed buffer that ``data(endingWithLineFeed:)`` hands to `Data` as it is: a
/// 2,000-module map is 10 MB, and appending to an array, then copying it into `Data`, was a quarter of writing it.
/// ``raw(_:)`` writes text around the JSON (the explorer's page holds its JSON in the middle of HTML), so a page
/// is built in the same buffer as its data.
public struct JSONText: ~Copyable {
    /// Whitespace between tokens.
    public enum Layout: Sendable {
        /// `JSONEncoder` with `.prettyPrinted`: the layout of `map.json`.
        case prettyPrinted
        /// `JSONEncoder` without `.prettyPrinted`: no whitespace.
        case compact
    }

    private var base: UnsafeMutablePointer<UInt8>
    private var count = 0
    private var capacity: Int
    /// Open containers (at most 64: a map nests 5 deep).
    private var depth = 0
    /// Bit `n`: whether the container open at depth `n + 1` already holds an item (it needs a comma before the next).
    private var holdsItems: UInt64 = 0
    private let pretty: Bool
    /// Which bytes of a string's UTF-8 take the slow path: 1 for an escape, 2 for 0xE2 (maybe U+2028/U+2029).
    private let escapes: UnsafePointer<UInt8>

    /// An empty text with room for `capacity` bytes (it grows past them).
    ///
    /// With `scriptSafe`, strings also escape `<`, `>`, `&`, U+2028 and U+2029 as `\u003c`, `\u003e`, `\u0026`,
    /// `\u2028`, `\u2029`: the same JSON value, which can sit inside an HTML `<script>` element (no `</script>` or
    /// `<!--` can appear) and is valid JavaScript. Keys are written as given and must not hold those characters.
    public init(capacity: Int, layout: Layout = .prettyPrinted, scriptSafe: Bool = false) {
        self.capacity = max(capacity, 64)
        guard let memory = malloc(self.capacity) else { fatalError("out of memory for \(self.capacity) bytes of JSON") }
        base = memory.assumingMemoryBound(to: UInt8.self)
        pretty = layout == .prettyPrinted
        escapes = scriptSafe ? Self.scriptEscapes : Self.jsonEscapes
    }

    deinit {
        free(base)
    }

    /// The text, with a final line feed unless `endingWithLineFeed` is false; the buffer becomes the `Data`'s own.
    public consuming func data(endingWithLineFeed: Bool = true) -> Data {
        if endingWithLineFeed { append(0x0A) }
        let data = Data(bytesNoCopy: base, count: count, deallocator: .free)
        discard self
        return data
    }

    /// Appends `text` as it is, unescaped: for text around the JSON, never for a JSON value.
    public mutating func raw(_ text: String) {
        var text = text
        text.withUTF8 { append($0) }
    }

    // MARK: Bytes

    /// Makes room for `extra` more bytes.
    @inline(__always)
    private mutating func reserve(_ extra: Int) {
        if count + extra > capacity { grow(to: count + extra) }
    }

    private mutating func grow(to needed: Int) {
        var newCapacity = capacity * 2
        while newCapacity < needed { newCapacity *= 2 }
        guard let memory = realloc(base, newCapacity) else { fatalError("out of memory for \(newCapacity) bytes of JSON") }
        base = memory.assumingMemoryBound(to: UInt8.self)
        capacity = newCapacity
    }

    @inline(__always)
    private mutating func append(_ byte: UInt8) {
        reserve(1)
        base[count] = byte
        count += 1
    }

    private mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
        reserve(bytes.count)
        (base + count).update(from: source, count: bytes.count)
        count += bytes.count
    }

    private mutating func append(_ text: StaticString) {
        append(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    // MARK: Containers

    /// Writes `{`; members follow with ``key(_:)``.
    public mutating func openObject() { open(UInt8(ascii: "{")) }
    /// Writes the `}` of the innermost open object.
    public mutating func closeObject() { close(UInt8(ascii: "}")) }
    /// Writes `[`; each item follows a ``nextItem()``.
    public mutating func openArray() { open(UInt8(ascii: "[")) }
    /// Writes the `]` of the innermost open array.
    public mutating func closeArray() { close(UInt8(ascii: "]")) }

    /// Starts the next object member: `"key" : ` (pretty) or `"key":` (compact).
    public mutating func key(_ key: StaticString) {
        nextItem()
        append(UInt8(ascii: "\""))
        append(key)
        if pretty { append("\" : ") } else { append("\":") }
    }

    /// Starts the next array item: a comma after the previous one, and in the pretty layout a new indented line.
    public mutating func nextItem() {
        let bit: UInt64 = 1 << UInt64(depth - 1)
        if holdsItems & bit != 0 { append(UInt8(ascii: ",")) }
        holdsItems |= bit
        if pretty {
            append(UInt8(ascii: "\n"))
            indent(depth)
        }
    }

    private mutating func open(_ bracket: UInt8) {
        precondition(depth < 64, "JSON nested deeper than 64 containers")
        append(bracket)
        depth += 1
        holdsItems &= ~(1 << UInt64(depth - 1))
    }

    private mutating func close(_ bracket: UInt8) {
        let held = holdsItems & (1 << UInt64(depth - 1)) != 0
        depth -= 1
        if pretty {
            append(UInt8(ascii: "\n"))
            if !held { append(UInt8(ascii: "\n")) }
            indent(depth)
        }
        append(bracket)
    }

    private mutating func indent(_ depth: Int) {
        let spaces = depth * 2
        reserve(spaces)
        (base + count).initialize(repeating: UInt8(ascii: " "), count: spaces)
        count += spaces
    }

    // MARK: Values

    /// Writes `null`.
    public mutating func null() { append("null") }

    /// Decimal digits, as `String(value)` writes them.
    public mutating func value(_ value: Int) {
        // 20 digits and a sign hold any Int.
        reserve(21)
        var magnitude = value.magnitude
        var digits: (UInt64, UInt64, UInt64) = (0, 0, 0)
        let written = withUnsafeMutableBytes(of: &digits) { buffer -> Int in
            var end = buffer.count
            repeat {
                end -= 1
                buffer[end] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                magnitude /= 10
            } while magnitude != 0
            if value < 0 {
                end -= 1
                buffer[end] = UInt8(ascii: "-")
            }
            (base + count).update(from: buffer.baseAddress!.assumingMemoryBound(to: UInt8.self) + end, count: buffer.count - end)
            return buffer.count - end
        }
        count += written
    }
    /// The number, or `null`.
    public mutating func value(_ value: Int?) { if let value { self.value(value) } else { null() } }
    /// `true`, `false` or `null`.
    public mutating func value(_ value: Bool?) {
        guard let value else { return null() }
        append(value ? "true" : "false")
    }
    /// The string (see ``string(_:)``), or `null`.
    public mutating func value(_ value: String?) {
        guard let value else { return null() }
        string(value)
    }

    private static let hexDigits: StaticString = "0123456789abcdef"

    /// Bytes that need an escape in a JSON string: controls, `"` and `\`.
    nonisolated(unsafe) private static let jsonEscapes: UnsafePointer<UInt8> = escapeTable(scriptSafe: false)
    /// Those, and `<`, `>`, `&` and the lead byte of U+2028/U+2029.
    nonisolated(unsafe) private static let scriptEscapes: UnsafePointer<UInt8> = escapeTable(scriptSafe: true)

    /// A table that lives as long as the process (two of them, 256 bytes each), read without bounds checks.
    private static func escapeTable(scriptSafe: Bool) -> UnsafePointer<UInt8> {
        let table = UnsafeMutablePointer<UInt8>.allocate(capacity: 256)
        table.initialize(repeating: 0, count: 256)
        for byte in 0..<0x20 { table[byte] = 1 }
        table[Int(UInt8(ascii: "\""))] = 1
        table[Int(UInt8(ascii: "\\"))] = 1
        if scriptSafe {
            table[Int(UInt8(ascii: "<"))] = 1
            table[Int(UInt8(ascii: ">"))] = 1
            table[Int(UInt8(ascii: "&"))] = 1
            table[0xE2] = 2
        }
        return UnsafePointer(table)
    }

    /// A JSON string: `"` and `\` escaped, control characters as `\n`-style escapes or `\u00xx`, `/` and everything
    /// else (non-ASCII included) as is — what `JSONEncoder` writes with `.withoutEscapingSlashes` — and, when the
    /// text is script-safe (``init(capacity:layout:scriptSafe:)``), `<`, `>`, `&`, U+2028 and U+2029 as `\u` escapes.
    public mutating func string(_ string: String) {
        var string = string
        string.withUTF8 { self.string(utf8: $0) }
    }

    /// ``string(_:)`` for text already in UTF-8 (it must be valid UTF-8).
    public mutating func string(utf8: UnsafeBufferPointer<UInt8>) {
        append(UInt8(ascii: "\""))
        guard let bytes = utf8.baseAddress else { return append(UInt8(ascii: "\"")) }
        let end = utf8.count
        let escapes = self.escapes
        // Runs of bytes that need no escape (nearly all of the text, even in an SVG) are copied in one go.
        var runStart = 0
        var index = 0
        while index < end {
            let kind = escapes[Int(bytes[index])]
            if kind == 0 {
                index += 1
                continue
            }
            let byte = bytes[index]
            var consumed = 1
            if kind == 2 {
                // E2 80 A8 and E2 80 A9 can only be U+2028 and U+2029; any other E2 sequence is copied.
                guard index + 2 < end, bytes[index + 1] == 0x80, bytes[index + 2] & 0xFE == 0xA8 else {
                    index += 1
                    continue
                }
                consumed = 3
            }
            append(UnsafeBufferPointer(start: bytes + runStart, count: index - runStart))
            switch byte {
            case UInt8(ascii: "\""): append("\\\"")
            case UInt8(ascii: "\\"): append("\\\\")
            case 0x0A: append("\\n")
            case 0x0D: append("\\r")
            case 0x09: append("\\t")
            case 0x08: append("\\b")
            case 0x0C: append("\\f")
            case UInt8(ascii: "<"): append("\\u003c")
            case UInt8(ascii: ">"): append("\\u003e")
            case UInt8(ascii: "&"): append("\\u0026")
            case 0xE2: append(bytes[index + 2] == 0xA8 ? "\\u2028" : "\\u2029")
            default:
                append("\\u00")
                append(Self.hexDigits.utf8Start[Int(byte >> 4)])
                append(Self.hexDigits.utf8Start[Int(byte & 0x0F)])
            }
            index += consumed
            runStart = index
        }
        append(UnsafeBufferPointer(start: bytes + runStart, count: end - runStart))
        append(UInt8(ascii: "\""))
    }

    /// An array of strings (or null).
    public mutating func value(_ strings: [String]?) {
        guard let strings else { return null() }
        openArray()
        for string in strings {
            nextItem()
            self.string(string)
        }
        closeArray()
    }
}
