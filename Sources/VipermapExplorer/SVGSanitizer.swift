import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Rebuilds an SVG from Graphviz keeping only drawing elements and presentation attributes.
///
/// Graphviz escapes label text into entities, but the SVG still carries source-derived strings (ids, titles,
/// URLs when a node has one), so the explorer treats it as untrusted: it is parsed as XML and written back
/// from an allow-list. Scripts, `on…` handlers, `<a>`/`href`s, `<style>`, `<foreignObject>`, comments,
/// processing instructions and the DOCTYPE are dropped; `<a>` is unwrapped so its drawing stays. Attributes are
/// written sorted, so the output is deterministic. The page applies the same allow-list again when it inserts
/// the picture (defence in depth).
public enum SVGSanitizer {
    /// Elements kept (with their children).
    public static let allowedElements: Set<String> = [
        "svg", "g", "title", "path", "polygon", "polyline", "ellipse", "circle", "rect", "line",
        "text", "tspan", "defs", "linearGradient", "radialGradient", "stop",
    ]
    /// Elements removed but whose children are kept.
    static let unwrappedElements: Set<String> = ["a"]
    /// Attributes kept.
    public static let allowedAttributes: Set<String> = [
        "id", "class", "x", "y", "x1", "y1", "x2", "y2", "cx", "cy", "r", "rx", "ry", "width", "height",
        "viewBox", "points", "d", "transform", "fill", "stroke", "stroke-width", "stroke-dasharray", "stroke-opacity",
        "fill-opacity", "opacity", "font-family", "font-size", "font-weight", "font-style", "text-anchor",
        "text-decoration", "preserveAspectRatio", "offset", "stop-color", "stop-opacity", "gradientUnits",
        "gradientTransform", "fx", "fy",
    ]

    /// The sanitized SVG, or an empty string when `svg` is empty or not well-formed XML with an `<svg>` root.
    public static func sanitize(_ svg: String) -> String {
        guard !svg.isEmpty else { return "" }
        let parser = XMLParser(data: Data(svg.utf8))
        parser.shouldResolveExternalEntities = false
        parser.shouldProcessNamespaces = false
        let delegate = Rebuilder()
        parser.delegate = delegate
        // Foundation's parser on Linux can report success after recovering from an error, so check balance too.
        guard parser.parse(), !delegate.failed, delegate.sawSVGRoot, delegate.isBalanced else { return "" }
        return delegate.output
    }

    /// False for values that could run code or load something: `javascript:`, `expression(`, and any `url(`
    /// other than a same-document `url(#id)`. Control characters and spaces are ignored and case does not matter
    /// (`JavaScript :` is caught too).
    static func isSafeValue(_ value: String) -> Bool {
        var value = value
        // Nearly every value Graphviz writes is ASCII: decided on its bytes, without building strings. Anything
        // else takes the reference rule, whose Unicode lowercasing the byte rule does not try to imitate.
        if let verdict = value.withUTF8({ asciiVerdict($0) }) { return verdict }
        return isSafeValueByScalars(value)
    }

    /// ``isSafeValue(_:)`` as first written, on Unicode scalars: the rule for non-ASCII values, and the model the
    /// byte rule is tested against.
    static func isSafeValueByScalars(_ value: String) -> Bool {
        let squashed = String(value.unicodeScalars.filter { $0.value > 0x20 }.map(Character.init)).lowercased()
        if squashed.contains("javascript:") || squashed.contains("expression(") { return false }
        if squashed.contains("url(") {
            return squashed.hasPrefix("url(#") && squashed.hasSuffix(")") && squashed.filter { $0 == "(" }.count == 1
        }
        return true
    }

    /// ``isSafeValueByScalars(_:)`` for ASCII bytes (where lowercasing is `A`–`Z` only and every character is one
    /// byte); nil when a byte is not ASCII.
    static func asciiVerdict(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool? {
        // Without a `(` or a `:` none of the three patterns can occur: the common case (numbers, colours, names)
        // ends here without building anything.
        var sawPatternByte = false
        for byte in bytes {
            guard byte < 0x80 else { return nil }
            if byte == UInt8(ascii: "(") || byte == UInt8(ascii: ":") { sawPatternByte = true }
        }
        if !sawPatternByte { return true }
        var squashed: [UInt8] = []
        squashed.reserveCapacity(bytes.count)
        var openings = 0
        for byte in bytes where byte > 0x20 {
            if byte == UInt8(ascii: "(") { openings += 1 }
            squashed.append(byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte)
        }
        if contains(squashed, javascriptPattern) || contains(squashed, expressionPattern) { return false }
        if contains(squashed, urlPattern) {
            return squashed.starts(with: sameDocumentURLPattern) && squashed.last == UInt8(ascii: ")") && openings == 1
        }
        return true
    }

    private static let javascriptPattern = Array("javascript:".utf8)
    private static let expressionPattern = Array("expression(".utf8)
    private static let urlPattern = Array("url(".utf8)
    private static let sameDocumentURLPattern = Array("url(#".utf8)

    private static func contains(_ bytes: [UInt8], _ pattern: [UInt8]) -> Bool {
        guard bytes.count >= pattern.count else { return false }
        for start in 0...(bytes.count - pattern.count) where bytes[start] == pattern[0] {
            if bytes[start..<(start + pattern.count)].elementsEqual(pattern) { return true }
        }
        return false
    }

    /// `text` with `&`, `<`, `>`, `"` and `'` written as entities: byte by byte, since none of the five can be part
    /// of a longer UTF-8 sequence.
    static func escapeText(_ text: String) -> String {
        var text = text
        return text.withUTF8 { bytes -> String in
            guard bytes.contains(where: { $0 == UInt8(ascii: "&") || $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: ">") || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "'") }) else {
                return String(decoding: bytes, as: UTF8.self)
            }
            var out: [UInt8] = []
            out.reserveCapacity(bytes.count + 16)
            for byte in bytes {
                switch byte {
                case UInt8(ascii: "&"): out.append(contentsOf: "&amp;".utf8)
                case UInt8(ascii: "<"): out.append(contentsOf: "&lt;".utf8)
                case UInt8(ascii: ">"): out.append(contentsOf: "&gt;".utf8)
                case UInt8(ascii: "\""): out.append(contentsOf: "&quot;".utf8)
                case UInt8(ascii: "'"): out.append(contentsOf: "&#39;".utf8)
                default: out.append(byte)
                }
            }
            return String(decoding: out, as: UTF8.self)
        }
    }

    private final class Rebuilder: NSObject, XMLParserDelegate {
        var output = ""
        var sawSVGRoot = false
        var failed = false
        var isBalanced: Bool { written.isEmpty && droppedDepth == 0 && closedRoot }
        private var closedRoot = false
        /// Per open element: whether it was written (so its end tag is too).
        private var written: [Bool] = []
        /// Depth inside a dropped element: everything under it is dropped.
        private var droppedDepth = 0

        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                    attributes: [String: String] = [:]) {
            if written.isEmpty && droppedDepth == 0 {
                guard name == "svg" else { parser.abortParsing(); return }
                sawSVGRoot = true
            }
            if droppedDepth > 0 { droppedDepth += 1; return }
            if SVGSanitizer.unwrappedElements.contains(name) { written.append(false); return }
            guard SVGSanitizer.allowedElements.contains(name) else { droppedDepth = 1; return }
            output += "<" + name
            if written.isEmpty { output += " xmlns=\"http://www.w3.org/2000/svg\"" }
            for key in attributes.keys.sorted() where SVGSanitizer.allowedAttributes.contains(key) {
                let value = attributes[key] ?? ""
                guard SVGSanitizer.isSafeValue(value) else { continue }
                output += " " + key + "=\"" + SVGSanitizer.escapeText(value) + "\""
            }
            output += ">"
            written.append(true)
        }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            if droppedDepth > 0 { droppedDepth -= 1; return }
            guard let wasWritten = written.popLast() else { return }
            if wasWritten { output += "</" + name + ">" }
            if written.isEmpty { closedRoot = true }
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            guard droppedDepth == 0, !written.isEmpty else { return }
            output += SVGSanitizer.escapeText(string)
        }

        func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
            failed = true
        }

        func parser(_ parser: XMLParser, foundCDATA CDATABlock: Data) {
            self.parser(parser, foundCharacters: String(decoding: CDATABlock, as: UTF8.self))
        }
    }
}
