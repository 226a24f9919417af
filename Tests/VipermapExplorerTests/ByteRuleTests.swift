import Testing
@testable import VipermapExplorer

/// The sanitizer's and the page's escaping rules work on UTF-8 bytes for speed; each must decide exactly what the
/// rule written on Unicode scalars decides, on any text.
@Suite struct ByteRuleTests {
    /// Pieces that make the rules' patterns, broken up, in other cases, around spaces and control characters, and
    /// next to non-ASCII text (whose lowercasing is Unicode's: `İ`, the Kelvin sign `K`, `ẞ`).
    static let pieces = [
        "javascript:", "JavaScript", "java", "script", ":", "expression(", "EXPRESSION", "url(", "URL(", "url(#", "#", "(", ")",
        " ", "\t", "\n", "\r\n", "\u{0}", "\u{1F}", "\u{7F}", "a", "Z", "0", "&", "<", ">", "\"", "'", "é", "İ", "\u{212A}", "ẞ",
        "\u{2028}", "\u{2029}", "\u{E2}", "😀", "e\u{301}", "\u{200B}", "JAVASCRİPT:", "u\u{0}r\u{1}l(",
    ]

    static func randomTexts(count: Int, seed: UInt64) -> [String] {
        var generator = SplitMix(seed: seed)
        return (0..<count).map { _ in
            (0..<Int.random(in: 0...8, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
        }
    }

    @Test func theByteRuleForSafeValuesAgreesWithTheScalarRule() {
        var unsafe = 0
        for text in Self.randomTexts(count: 20_000, seed: 1) + Self.pieces {
            let verdict = SVGSanitizer.isSafeValue(text)
            #expect(verdict == SVGSanitizer.isSafeValueByScalars(text), "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
            if !verdict { unsafe += 1 }
        }
        // Both answers occur often enough for the comparison to mean something.
        #expect(unsafe > 2_000)
        for text in ["url(#a)", "URL( #a )", "fill:red", "javaScript :alert(1)", "url(#a)url(#b)", "url(x)", "exPression (1)", " u r l ( # x ) "] {
            #expect(SVGSanitizer.isSafeValue(text) == SVGSanitizer.isSafeValueByScalars(text), "\(text)")
        }
        #expect(SVGSanitizer.isSafeValue("url(#a)") && SVGSanitizer.isSafeValue(" U R L ( # a ) "))
        #expect(!SVGSanitizer.isSafeValue("java\tscript:x") && !SVGSanitizer.isSafeValue("url(#a)url(#b)") && !SVGSanitizer.isSafeValue("url(http://x)"))
    }

    @Test func escapingByBytesAgreesWithEscapingByScalars() {
        for text in Self.randomTexts(count: 5_000, seed: 2) + Self.pieces {
            #expect(SVGSanitizer.escapeText(text) == Self.escapedByScalars(text))
            #expect(ExplorerWriter.scriptSafeJSON(text) == Self.scriptSafeByScalars(text))
        }
        #expect(ExplorerWriter.scriptSafeJSON("</script>\u{2028}&\u{2029}") == "\\u003c/script\\u003e\\u2028\\u0026\\u2029")
        #expect(SVGSanitizer.escapeText("<a href=\"x\">'&'</a>") == "&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;")
    }

    static func escapedByScalars(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    static func scriptSafeByScalars(_ json: String) -> String {
        var out = ""
        for scalar in json.unicodeScalars {
            switch scalar {
            case "<": out += "\\u003c"
            case ">": out += "\\u003e"
            case "&": out += "\\u0026"
            case "\u{2028}": out += "\\u2028"
            case "\u{2029}": out += "\\u2029"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// A seeded generator, so a failure can be reproduced.
    struct SplitMix: RandomNumberGenerator {
        var state: UInt64
        init(seed: UInt64) { state = seed }
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }
}
