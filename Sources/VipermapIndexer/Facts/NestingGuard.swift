/// Guards SwiftParser against input nested so that parsing it would take exponential time or exhaust the stack.
///
/// SwiftParser's look-ahead for a type after `[` (array and dictionary types in expression position) tries
/// both readings at every open `[`, so `let x = [[[[…]]]]` or `[([(…` costs about 2^n: 18 levels take 1.6 s in
/// a debug build, 25 would take minutes, 10,000 overflow the stack. It also stops *parsing* at its nesting
/// limit only, not look-ahead. Real code never nests square brackets a dozen deep, so such a file is refused
/// before it reaches the parser. This is a byte scan of bracket balance, not a parse: brackets inside strings
/// and comments count too, which can only make the guard stricter on pathological files.
enum NestingGuard {
    /// More `(`, `[`, `{` open at once than this and a file is not parsed. Found by fuzzing the release build: near
    /// SwiftParser's release nesting limit (256), error recovery in unbalanced argument lists (`canRecoverTo` inside
    /// `parseTupleExpression`, recursive at every level) grows steeply: an 823-byte file 370 `(` deep took 14–38 s,
    /// 240 deep 6 s, 192 deep 0.2 s (Fuzz/regressions/swift-deep-parens-error-recovery). Hand-written Swift stays
    /// far below 128.
    static let maximumDepth = 128
    /// More `[` open at once than this and a file is not parsed (2^12 look-ahead steps stay in milliseconds).
    static let maximumSquareDepth = 12
    /// More attribute argument lists (`@name(`) open at once than this and a file is not parsed. Found by fuzzing
    /// with 4 KB inputs: SwiftParser's recovery from `var@d(` left open costs about 1.9^n (16 open: 0.3 s, 18: 1.2 s,
    /// 3.4 KB of fuzzer output: 4.2 s in a release build; Fuzz/regressions/swift-open-attribute-arguments). Real
    /// attributes close their arguments at once (`@available(iOS 13, *)`); one or two are open at a time.
    static let maximumAttributeDepth = 8

    /// Whether `bytes` nests brackets deeper than the limits.
    static func isTooDeep(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        // The open brackets are a stack at most `maximumDepth` (128) deep; all the scan needs of it is whether each
        // level is a `[` or an attribute's `(`: one bit per level in two words each, instead of an array (this runs
        // over every byte).
        precondition(maximumDepth <= 128)
        var depth = 0, squares = 0, attributes = 0
        var squareLevels: (low: UInt64, high: UInt64) = (0, 0)
        var attributeLevels: (low: UInt64, high: UInt64) = (0, 0)
        guard let base = bytes.baseAddress else { return false }
        var index = 0
        while index < bytes.count {
            // Eight bytes at a time: skipped when none is a bracket, else straight to the first bracket (a switch on
            // every byte cost 5 % of parsing, mostly in mispredicted branches).
            if index + 8 <= bytes.count {
                let brackets = bracketBytes(UInt64(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)))
                if brackets == 0 {
                    index += 8
                    continue
                }
                index += brackets.trailingZeroBitCount >> 3
            }
            let byte = bytes[index]
            index += 1
            switch byte {
            case UInt8(ascii: "("), UInt8(ascii: "{"), UInt8(ascii: "["):
                if depth == maximumDepth { return true }
                let bit: UInt64 = 1 << UInt64(depth & 63)
                if byte == UInt8(ascii: "[") {
                    squares += 1
                    if squares > maximumSquareDepth { return true }
                    if depth < 64 { squareLevels.low |= bit } else { squareLevels.high |= bit }
                } else {
                    if depth < 64 { squareLevels.low &= ~bit } else { squareLevels.high &= ~bit }
                }
                if byte == UInt8(ascii: "("), opensAttributeArguments(bytes, at: index - 1) {
                    attributes += 1
                    if attributes > maximumAttributeDepth { return true }
                    if depth < 64 { attributeLevels.low |= bit } else { attributeLevels.high |= bit }
                } else {
                    if depth < 64 { attributeLevels.low &= ~bit } else { attributeLevels.high &= ~bit }
                }
                depth += 1
            case UInt8(ascii: ")"), UInt8(ascii: "}"), UInt8(ascii: "]"):
                guard depth > 0 else { continue }
                depth -= 1
                let bit: UInt64 = 1 << UInt64(depth & 63)
                if (depth < 64 ? squareLevels.low : squareLevels.high) & bit != 0 { squares -= 1 }
                if (depth < 64 ? attributeLevels.low : attributeLevels.high) & bit != 0 { attributes -= 1 }
            default:
                continue
            }
        }
        return false
    }

    /// The high bit of each byte of `word` (first byte lowest) set when that byte is a bracket (`(`, `)`, `[`, `]`, `{`,
    /// `}`), up to the first bracket; the bits above it may be set for other bytes too (a borrow runs upward), so only
    /// the lowest set bit and zero are meaningful. `[`/`]` are `{`/`}` with bit 5 clear and `(`/`)` differ in bit 0 only:
    /// three zero-byte tests cover the six.
    @inline(__always)
    static func bracketBytes(_ word: UInt64) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101, highs: UInt64 = 0x8080_8080_8080_8080
        // The high bit of each zero byte of `value`, exact up to the lowest zero byte.
        func zeroBytes(_ value: UInt64) -> UInt64 { (value &- ones) & ~value & highs }
        let folded = word | 0x2020_2020_2020_2020
        return zeroBytes(folded ^ 0x7B7B_7B7B_7B7B_7B7B) | zeroBytes(folded ^ 0x7D7D_7D7D_7D7D_7D7D)
            | zeroBytes((word & 0xFEFE_FEFE_FEFE_FEFE) ^ 0x2828_2828_2828_2828)
    }

    /// Whether the `(` at `index` follows `@` and a name directly (`@available(`): looked at only for `(`, which is
    /// much rarer than the bytes the scan passes. Bytes past ASCII count as name bytes, as Swift names may use them.
    private static func opensAttributeArguments(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        var start = index
        while start > 0 {
            let byte = bytes[start - 1]
            let isNameByte = byte >= 0x80 || byte == UInt8(ascii: "_")
                || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
                || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
            guard isNameByte else { break }
            start -= 1
        }
        return start < index && start > 0 && bytes[start - 1] == UInt8(ascii: "@")
    }
}
