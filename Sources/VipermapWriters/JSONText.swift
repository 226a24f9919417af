import Foundation

/// Builds pretty-printed JSON text byte by byte, in the layout Foundation's `JSONEncoder` uses with
/// `.prettyPrinted`: two-space indentation, `"key" : value`, one item per line, and an empty container written as
/// its brackets around an empty line. Callers write keys in sorted order themselves.
///
/// The bytes live in one `malloc`ed buffer that ``data()`` hands to `Data` as it is: a 2,000-module map is 10 MB,
/// and appending to an array, then copying it into `Data`, was a quarter of writing it.
struct JSONText: ~Copyable {
    private var base: UnsafeMutablePointer<UInt8>
    private var count = 0
    private var capacity: Int
    /// Open containers (at most 64: a map nests 5 deep).
    private var depth = 0
    /// Bit `n`: whether the container open at depth `n + 1` already holds an item (it needs a comma before the next).
    private var holdsItems: UInt64 = 0

    init(capacity: Int) {
        self.capacity = max(capacity, 64)
        guard let memory = malloc(self.capacity) else { fatalError("out of memory for \(self.capacity) bytes of JSON") }
        base = memory.assumingMemoryBound(to: UInt8.self)
    }

    deinit {
        free(base)
    }

    /// The text, with a final line feed; the buffer becomes the `Data`'s own.
    consuming func data() -> Data {
        reserve(1)
        base[count] = 0x0A
        let data = Data(bytesNoCopy: base, count: count + 1, deallocator: .free)
        discard self
        return data
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

    mutating func openObject() { open(UInt8(ascii: "{")) }
    mutating func closeObject() { close(UInt8(ascii: "}")) }
    mutating func openArray() { open(UInt8(ascii: "[")) }
    mutating func closeArray() { close(UInt8(ascii: "]")) }

    /// Starts the next object member: `"key" : `.
    mutating func key(_ key: StaticString) {
        nextItem()
        append(UInt8(ascii: "\""))
        append(key)
        append("\" : ")
    }

    /// Starts the next array item.
    mutating func nextItem() {
        let bit: UInt64 = 1 << UInt64(depth - 1)
        if holdsItems & bit != 0 { append(UInt8(ascii: ",")) }
        holdsItems |= bit
        append(UInt8(ascii: "\n"))
        indent(depth)
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
        append(UInt8(ascii: "\n"))
        if !held { append(UInt8(ascii: "\n")) }
        indent(depth)
        append(bracket)
    }

    private mutating func indent(_ depth: Int) {
        let spaces = depth * 2
        reserve(spaces)
        (base + count).initialize(repeating: UInt8(ascii: " "), count: spaces)
        count += spaces
    }

    // MARK: Values

    mutating func null() { append("null") }

    /// Decimal digits, as `String(value)` writes them.
    mutating func value(_ value: Int) {
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
    mutating func value(_ value: Int?) { if let value { self.value(value) } else { null() } }
    mutating func value(_ value: Bool?) {
        guard let value else { return null() }
        append(value ? "true" : "false")
    }
    mutating func value(_ value: String?) {
        guard let value else { return null() }
        string(value)
    }

    private static let hexDigits: StaticString = "0123456789abcdef"

    /// A JSON string: `"` and `\` escaped, control characters as `\n`-style escapes or `\u00xx`, `/` and everything
    /// else (non-ASCII included) as is — what `JSONEncoder` writes with `.withoutEscapingSlashes`.
    mutating func string(_ string: String) {
        append(UInt8(ascii: "\""))
        var string = string
        string.withUTF8 { utf8 in
            // Most text needs no escape: copy it in one go.
            if !utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) {
                append(utf8)
                return
            }
            for byte in utf8 {
                switch byte {
                case UInt8(ascii: "\""): append("\\\"")
                case UInt8(ascii: "\\"): append("\\\\")
                case 0x0A: append("\\n")
                case 0x0D: append("\\r")
                case 0x09: append("\\t")
                case 0x08: append("\\b")
                case 0x0C: append("\\f")
                case 0x00..<0x20:
                    append("\\u00")
                    append(Self.hexDigits.utf8Start[Int(byte >> 4)])
                    append(Self.hexDigits.utf8Start[Int(byte & 0x0F)])
                default:
                    append(byte)
                }
            }
        }
        append(UInt8(ascii: "\""))
    }

    /// An array of strings (or null).
    mutating func value(_ strings: [String]?) {
        guard let strings else { return null() }
        openArray()
        for string in strings {
            nextItem()
            self.string(string)
        }
        closeArray()
    }
}
