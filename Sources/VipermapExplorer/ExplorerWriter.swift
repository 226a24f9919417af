import Foundation
import VipermapModel
import VipermapWriters

/// One rendered picture shown in the explorer (the whole app, the overview, or one domain).
public struct ExplorerMap: Sendable, Hashable {
    /// What a picture shows; the page offers them in a selector and opens a domain's map from the overview.
    public enum Kind: String, Sendable, Hashable, Codable {
        /// Every module; node `<title>`s are module ids.
        case app
        /// One node per domain; node `<title>`s are domain names (or `domain:Name` / `cluster_Name`).
        case overview
        /// The modules of one domain (``ExplorerMap/domain``).
        case domain
    }

    /// Stable id used in deep links (`#map=<id>`).
    public var id: String
    public var title: String
    /// SVG from Graphviz. Untrusted: it is sanitized before it is embedded.
    public var svg: String
    public var kind: Kind
    /// The domain a ``Kind/domain`` picture shows.
    public var domain: String?

    /// A picture; `kind` defaults to `.overview` for the id `overview` and `.app` otherwise.
    public init(id: String, title: String, svg: String, kind: Kind? = nil, domain: String? = nil) {
        self.id = id
        self.title = title
        self.svg = svg
        self.kind = kind ?? (domain != nil ? .domain : id == "overview" ? .overview : .app)
        self.domain = domain
    }
}

/// Options of the explorer page.
public struct ExplorerOptions: Sendable, Hashable {
    /// Template for links to source, with `{path}` and `{line}`; only `http`/`https` templates are used
    /// (see ``SourceURLTemplate``), anything else is dropped.
    public var sourceURL: String?

    public init(sourceURL: String? = nil) {
        self.sourceURL = sourceURL
    }
}

/// Writes the self-contained `index.html`: the template, CSS and JS from `Web/` (``WebResources``), the map as
/// JSON in a `<script type="application/json">`, sanitized SVG pictures inside that JSON, and a
/// Content-Security-Policy that allows only the page's own inline script (by hash) and forbids every remote load.
public enum ExplorerWriter {
    /// The page for `map` with its pictures. Deterministic: the same input gives the same bytes.
    ///
    /// The bytes are those of ``foundationHTML(map:maps:options:)`` (the page as first written: the payload through
    /// `JSONEncoder`, then ``scriptSafeJSON(_:)``, then the template filled), written in one buffer instead: the
    /// map field by field (``MapJSONWriter/write(_:into:)``), each picture's sanitized SVG escaped straight into the
    /// page, and the script-safe escapes made with the JSON ones. For a 2,000-module app `JSONEncoder` alone was a
    /// quarter of a warm run; `PageBytesTests` compares the two pages on fixtures, hostile and random text.
    public static func html(map: AppMap, maps: [ExplorerMap], options: ExplorerOptions = ExplorerOptions()) -> Data {
        let script = WebResources.script
        let values = [
            "csp": contentSecurityPolicy(script: script),
            "style": WebResources.stylesheet,
            "script": script,
        ]
        let sourceURL = options.sourceURL.flatMap(SourceURLTemplate.init)?.template
        // The map takes about 4 KB per module compactly, a sanitized picture about what Graphviz wrote, and the
        // escapes of its quotes and brackets about another eighth.
        let pictureBytes = maps.reduce(0) { $0 + $1.svg.utf8.count }
        var page = JSONText(
            capacity: (1 << 20) + map.modules.count * 4_500 + pictureBytes + pictureBytes / 8 + script.utf8.count,
            layout: .compact, scriptSafe: true)
        for part in templateParts {
            switch part {
            case .text(let text):
                page.raw(text)
            case .placeholder(let name):
                if name == "data" {
                    writePayload(map: map, maps: maps, sourceURL: sourceURL, into: &page)
                } else {
                    page.raw(values[name] ?? "{{\(name)}}")
                }
            }
        }
        return page.data(endingWithLineFeed: false)
    }

    /// The payload `{"map":…,"maps":[…],"sourceURL":…}` as `JSONEncoder` writes ``Payload`` (sorted keys, nil
    /// fields left out), escaped for the script element by `page` itself.
    private static func writePayload(map: AppMap, maps: [ExplorerMap], sourceURL: String?, into page: inout JSONText) {
        page.openObject()
        page.key("map")
        MapJSONWriter.write(map, into: &page)
        page.key("maps")
        page.openArray()
        for picture in maps {
            page.nextItem()
            page.openObject()
            if let domain = picture.domain {
                page.key("domain"); page.string(domain)
            }
            page.key("id"); page.string(picture.id)
            page.key("kind"); page.string(picture.kind.rawValue)
            // One picture's sanitized text at a time, dropped once it is in the page.
            page.key("svg"); page.string(SVGSanitizer.sanitize(picture.svg))
            page.key("title"); page.string(picture.title)
            page.closeObject()
        }
        page.closeArray()
        if let sourceURL {
            page.key("sourceURL"); page.string(sourceURL)
        }
        page.closeObject()
    }

    /// A piece of the page template: text copied as it is, or a `{{name}}` placeholder.
    enum TemplatePart: Equatable {
        case text(String)
        case placeholder(String)
    }

    /// The template cut where ``fill(_:with:)`` fills it: every `{{name}}` up to the first `}}`; a `{{` without
    /// one, and everything after it, is text.
    static let templateParts: [TemplatePart] = parts(of: WebResources.indexHTML)

    static func parts(of template: String) -> [TemplatePart] {
        var parts: [TemplatePart] = []
        var rest = Substring(template)
        while let open = rest.range(of: "{{"), let close = rest[open.upperBound...].range(of: "}}") {
            parts.append(.text(String(rest[..<open.lowerBound])))
            parts.append(.placeholder(String(rest[open.upperBound..<close.lowerBound])))
            rest = rest[close.upperBound...]
        }
        parts.append(.text(String(rest)))
        return parts
    }

    /// The page as first written, through Foundation's `JSONEncoder`: the reference ``html(map:maps:options:)``
    /// must match byte for byte (tests and `vipermap-bench explorer` use it; the CLI does not).
    public static func foundationHTML(map: AppMap, maps: [ExplorerMap], options: ExplorerOptions = ExplorerOptions()) -> Data {
        let payload = Payload(
            map: map.normalized(),
            maps: maps.map { PayloadMap(id: $0.id, title: $0.title, kind: $0.kind, domain: $0.domain, svg: SVGSanitizer.sanitize($0.svg)) },
            sourceURL: options.sourceURL.flatMap(SourceURLTemplate.init)?.template
        )
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        // Encoding plain Codable values into JSON cannot fail; an empty object keeps the page loadable if it ever did.
        let json = (try? encoder.encode(payload)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
        let script = WebResources.script
        let page = fill(WebResources.indexHTML, with: [
            "csp": contentSecurityPolicy(script: script),
            "style": WebResources.stylesheet,
            "data": scriptSafeJSON(json),
            "script": script,
        ])
        return Data(page.utf8)
    }

    /// The policy: nothing may load from anywhere; the one inline script runs because its hash matches.
    /// Inline style stays allowed because the SVG and the progress bars set presentation attributes.
    public static func contentSecurityPolicy(script: String) -> String {
        let hash = Data(SHA256.hash(Array(script.utf8))).base64EncodedString()
        return "default-src 'none'; script-src 'sha256-\(hash)'; style-src 'unsafe-inline'; img-src data:; "
            + "base-uri 'none'; form-action 'none'"
    }

    /// JSON made safe to sit inside `<script>`: `<`, `>` and `&` become `\u` escapes (so `</script>` and
    /// `<!--` cannot appear), and so do U+2028/U+2029. The JSON value is unchanged.
    public static func scriptSafeJSON(_ json: String) -> String {
        var json = json
        // Byte by byte: `<`, `>` and `&` are never part of a longer UTF-8 sequence, and E2 80 A8 / E2 80 A9 can only
        // be U+2028 / U+2029.
        return json.withUTF8 { bytes -> String in
            var out: [UInt8] = []
            out.reserveCapacity(bytes.count + bytes.count / 16)
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                switch byte {
                case UInt8(ascii: "<"): out.append(contentsOf: "\\u003c".utf8)
                case UInt8(ascii: ">"): out.append(contentsOf: "\\u003e".utf8)
                case UInt8(ascii: "&"): out.append(contentsOf: "\\u0026".utf8)
                case 0xE2 where index + 2 < bytes.count && bytes[index + 1] == 0x80 && (bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9):
                    out.append(contentsOf: (bytes[index + 2] == 0xA8 ? "\\u2028" : "\\u2029").utf8)
                    index += 2
                default: out.append(byte)
                }
                index += 1
            }
            return String(decoding: out, as: UTF8.self)
        }
    }

    /// Replaces `{{name}}` placeholders in one pass, so a value that itself contains `{{…}}` is never expanded.
    static func fill(_ template: String, with values: [String: String]) -> String {
        var out = ""
        var rest = Substring(template)
        while let open = rest.range(of: "{{") {
            out += rest[..<open.lowerBound]
            guard let close = rest[open.upperBound...].range(of: "}}") else {
                rest = rest[open.lowerBound...]
                break
            }
            let name = String(rest[open.upperBound..<close.lowerBound])
            out += values[name] ?? String(rest[open.lowerBound..<close.upperBound])
            rest = rest[close.upperBound...]
        }
        out += rest
        return out
    }

    private struct Payload: Encodable {
        var map: AppMap
        var maps: [PayloadMap]
        var sourceURL: String?
    }

    private struct PayloadMap: Encodable {
        var id: String
        var title: String
        var kind: ExplorerMap.Kind
        var domain: String?
        var svg: String
    }
}
