/// Builds pretty-printed JSON text byte by byte, in the layout Foundation's `JSONEncoder` uses with
/// `.prettyPrinted`: two-space indentation, `"key" : value`, one item per line, and an empty container written as
/// its brackets around an empty line. Callers write keys in sorted order themselves.
struct JSONText {
    private(set) var bytes: [UInt8] = []
    /// Whether each open container already holds an item (it needs a comma before the next).
    private var holdsItems: [Bool] = []

    init(capacity: Int) {
        bytes.reserveCapacity(capacity)
    }

    // MARK: Containers

    mutating func openObject() { open(UInt8(ascii: "{")) }
    mutating func closeObject() { close(UInt8(ascii: "}")) }
    mutating func openArray() { open(UInt8(ascii: "[")) }
    mutating func closeArray() { close(UInt8(ascii: "]")) }

    /// Starts the next object member: `"key" : `.
    mutating func key(_ key: StaticString) {
        nextItem()
        bytes.append(UInt8(ascii: "\""))
        bytes.append(contentsOf: UnsafeBufferPointer(start: key.utf8Start, count: key.utf8CodeUnitCount))
        bytes.append(contentsOf: Self.afterKey)
    }

    private static let afterKey: [UInt8] = Array("\" : ".utf8)

    /// Starts the next array item.
    mutating func nextItem() {
        if holdsItems[holdsItems.count - 1] { bytes.append(UInt8(ascii: ",")) }
        holdsItems[holdsItems.count - 1] = true
        bytes.append(UInt8(ascii: "\n"))
        indent(holdsItems.count)
    }

    private mutating func open(_ bracket: UInt8) {
        bytes.append(bracket)
        holdsItems.append(false)
    }

    private mutating func close(_ bracket: UInt8) {
        let held = holdsItems.removeLast()
        bytes.append(UInt8(ascii: "\n"))
        if !held { bytes.append(UInt8(ascii: "\n")) }
        indent(holdsItems.count)
        bytes.append(bracket)
    }

    private mutating func indent(_ depth: Int) {
        for _ in 0..<(depth * 2) { bytes.append(UInt8(ascii: " ")) }
    }

    // MARK: Values

    private static let nullText: [UInt8] = Array("null".utf8)
    private static let trueText: [UInt8] = Array("true".utf8)
    private static let falseText: [UInt8] = Array("false".utf8)

    mutating func null() { bytes.append(contentsOf: Self.nullText) }

    mutating func value(_ value: Int) { bytes.append(contentsOf: String(value).utf8) }
    mutating func value(_ value: Int?) { if let value { self.value(value) } else { null() } }
    mutating func value(_ value: Bool?) {
        guard let value else { return null() }
        bytes.append(contentsOf: value ? Self.trueText : Self.falseText)
    }
    mutating func value(_ value: String?) {
        guard let value else { return null() }
        string(value)
    }

    private static let hexDigits = Array("0123456789abcdef".utf8)

    /// A JSON string: `"` and `\` escaped, control characters as `\n`-style escapes or `\u00xx`, `/` and everything
    /// else (non-ASCII included) as is — what `JSONEncoder` writes with `.withoutEscapingSlashes`.
    mutating func string(_ string: String) {
        bytes.append(UInt8(ascii: "\""))
        var string = string
        string.withUTF8 { utf8 in
            // Most text needs no escape: copy it in one go.
            if !utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) {
                bytes.append(contentsOf: utf8)
                return
            }
            for byte in utf8 {
                switch byte {
                case UInt8(ascii: "\""): bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\"")])
                case UInt8(ascii: "\\"): bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\\")])
                case 0x0A: bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "n")])
                case 0x0D: bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "r")])
                case 0x09: bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "t")])
                case 0x08: bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "b")])
                case 0x0C: bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "f")])
                case 0x00..<0x20:
                    bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0"),
                                              Self.hexDigits[Int(byte >> 4)], Self.hexDigits[Int(byte & 0x0F)]])
                default:
                    bytes.append(byte)
                }
            }
        }
        bytes.append(UInt8(ascii: "\""))
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
