import Foundation
import VipermapModel
import VipermapWriters

/// One rendered picture shown in the explorer (the whole app, the overview, one area or one domain).
public struct ExplorerMap: Sendable, Hashable {
    /// What a picture shows; the page offers them in a selector and opens a domain's map from the overview.
    public enum Kind: String, Sendable, Hashable, Codable {
        /// Every module; node `<title>`s are module ids.
        case app
        /// One node per area; node ids are `area-<name>` (``MapRenderer``'s encoding), or `<title>`s area names.
        case overview
        /// The modules of one area (``ExplorerMap/area``).
        case area
        /// The modules of one domain (``ExplorerMap/domain``); also an area's picture when ``ExplorerMap/area`` is set.
        case domain
        /// The whole app with every kind drawn (system and plain screens, unresolved targets, back transitions),
        /// each node and edge of a kind carrying its `vm-<kind>` class: not offered in the selector, the page shows
        /// it instead of ``app`` when its show/hide toggle asks for one of these kinds, hiding the others.
        case everyKind
    }

    /// Stable id used in deep links (`#map=<id>`).
    public var id: String
    public var title: String
    /// SVG from Graphviz. Untrusted: it is sanitized before it is embedded.
    public var svg: String
    public var kind: Kind
    /// The domain a ``Kind/domain`` picture shows.
    public var domain: String?
    /// The area an ``Kind/area`` picture shows, or a ``Kind/domain`` one whose area has the same name and modules.
    public var area: String?

    /// A picture; `kind` defaults to `.domain` with a domain, `.area` with an area, `.overview` for the id
    /// `overview` and `.app` otherwise.
    public init(id: String, title: String, svg: String, kind: Kind? = nil, domain: String? = nil, area: String? = nil) {
        self.id = id
        self.title = title
        self.svg = svg
        self.kind = kind ?? (domain != nil ? .domain : area != nil ? .area : id == "overview" ? .overview : .app)
        self.domain = domain
        self.area = area
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

/// Writes the self-contained `index.html`: the template, CSS and JS from `Web/` (``WebResources``), the payload
/// stored gzip-compressed inside the page, and a Content-Security-Policy that allows only the page's own inline
/// script (by hash) and forbids every remote load.
///
/// The payload is one data island for the map and the pictures' list (`{"map":…,"maps":[…],"sourceURL":…}`) and one
/// island per picture (its sanitized SVG), each a gzip member (``Gzip``) in base64 inside a
/// `<script type="application/gzip">` element. The page inflates them with the browser's
/// `DecompressionStream('gzip')`: the map first, a picture when it is first shown, so pictures nobody opens are never
/// decoded. Base64 has no `<`, `&` or quote, so no text from the indexed code can reach the markup at all.
public enum ExplorerWriter {
    /// The page for `map` with its pictures. Deterministic: the same input gives the same bytes.
    ///
    /// The payload's JSON is that of ``foundationPayload(map:maps:options:)`` (the page as first written: the payload
    /// through `JSONEncoder`, then ``scriptSafeJSON(_:)``), written in one buffer instead: the map field by field
    /// (``MapJSONWriter/write(_:into:)``) and the script-safe escapes made with the JSON ones. For a 2,000-module app
    /// `JSONEncoder` alone was a quarter of a warm run; `PageBytesTests` compares the two on fixtures, hostile and
    /// random text. (The escapes are no longer needed inside base64; they keep the JSON safe wherever it is put.)
    public static func html(map: AppMap, maps: [ExplorerMap], options: ExplorerOptions = ExplorerOptions()) -> Data {
        let sourceURL = options.sourceURL.flatMap(SourceURLTemplate.init)?.template
        // The map takes about 4 KB per module compactly.
        var json = JSONText(capacity: (1 << 16) + map.modules.count * 4_500, layout: .compact, scriptSafe: true)
        writePayload(map: map, maps: maps, sourceURL: sourceURL, into: &json)
        return page(payload: json.data(endingWithLineFeed: false), pictures: maps.map(\.svg))
    }

    /// The page around a payload's JSON and the pictures' SVG (sanitized here, one at a time).
    static func page(payload: Data, pictures: [String]) -> Data {
        let script = WebResources.script
        var page = Data()
        // Graphviz's SVG and the map's JSON compress to about a sixth and a tenth; base64 adds a third.
        let pictureBytes = pictures.reduce(0) { $0 + $1.utf8.count }
        page.reserveCapacity(WebResources.indexHTML.utf8.count + WebResources.stylesheet.utf8.count + script.utf8.count
            + payload.count / 5 + pictureBytes / 4)
        for part in templateParts {
            switch part {
            case .text(let text):
                page.append(contentsOf: text.utf8)
            case .placeholder("csp"):
                page.append(contentsOf: contentSecurityPolicy(script: script).utf8)
            case .placeholder("style"):
                page.append(contentsOf: WebResources.stylesheet.utf8)
            case .placeholder("script"):
                page.append(contentsOf: script.utf8)
            case .placeholder("data"):
                page.append(island(payload))
            case .placeholder("pictures"):
                for (index, picture) in pictures.enumerated() {
                    page.append(contentsOf: #"<script type="application/gzip" id="\#(pictureIslandID(index))">"#.utf8)
                    page.append(island(Data(SVGSanitizer.sanitize(picture).utf8)))
                    page.append(contentsOf: "</script>\n".utf8)
                }
            case .placeholder(let name):
                page.append(contentsOf: "{{\(name)}}".utf8)
            }
        }
        return page
    }

    /// The id of picture `index`'s data island (`vipermap-picture-0`…), in the order of the payload's `maps`.
    public static func pictureIslandID(_ index: Int) -> String { "vipermap-picture-\(index)" }

    /// `bytes` gzip-compressed, in base64: what a data island holds.
    static func island(_ bytes: Data) -> Data {
        Gzip.compress(bytes).base64EncodedData()
    }

    /// The payload `{"map":…,"maps":[…],"sourceURL":…}` as `JSONEncoder` writes ``Payload`` (sorted keys, nil
    /// fields left out), script-safe. The pictures' SVG is not in it: each has an island of its own.
    private static func writePayload(map: AppMap, maps: [ExplorerMap], sourceURL: String?, into page: inout JSONText) {
        page.openObject()
        page.key("map")
        MapJSONWriter.write(map, into: &page)
        page.key("maps")
        page.openArray()
        for picture in maps {
            page.nextItem()
            page.openObject()
            if let area = picture.area {
                page.key("area"); page.string(area)
            }
            if let domain = picture.domain {
                page.key("domain"); page.string(domain)
            }
            page.key("id"); page.string(picture.id)
            page.key("kind"); page.string(picture.kind.rawValue)
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

    /// The payload's JSON as first written, through Foundation's `JSONEncoder` and ``scriptSafeJSON(_:)``: the reference
    /// the JSON inside ``html(map:maps:options:)`` must match byte for byte (tests and `vipermap-bench explorer` use it;
    /// the CLI does not).
    public static func foundationPayload(map: AppMap, maps: [ExplorerMap], options: ExplorerOptions = ExplorerOptions()) -> Data {
        let payload = Payload(
            map: map.normalized(),
            maps: maps.map { PayloadMap(id: $0.id, title: $0.title, kind: $0.kind, domain: $0.domain, area: $0.area) },
            sourceURL: options.sourceURL.flatMap(SourceURLTemplate.init)?.template
        )
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        // Encoding plain Codable values into JSON cannot fail; an empty object keeps the page loadable if it ever did.
        let json = (try? encoder.encode(payload)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
        return Data(scriptSafeJSON(json).utf8)
    }

    /// The page ``html(map:maps:options:)`` writes, around ``foundationPayload(map:maps:options:)``.
    public static func foundationHTML(map: AppMap, maps: [ExplorerMap], options: ExplorerOptions = ExplorerOptions()) -> Data {
        page(payload: foundationPayload(map: map, maps: maps, options: options), pictures: maps.map(\.svg))
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
        var area: String?
    }
}
