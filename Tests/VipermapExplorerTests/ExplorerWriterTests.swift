import Foundation
import Testing
import VipermapModel
@testable import VipermapExplorer

/// What `index.html` embeds and how: the data island, the CSP, hostile strings, source links.
@Suite struct ExplorerWriterTests {
    static let payload = "</script><script>alert(1)</script>"
    static let hostileName = "Evil\(payload)\"'&<img src=x onerror=alert(1)>\u{2028}\u{2029}{{script}}"

    static func hostileMap() -> AppMap {
        AppMap(
            modules: [
                Module(
                    id: hostileName, name: hostileName, domain: "Dom<b>&amp;</b>",
                    status: .inProgress,
                    components: [Component(role: .presenter, type: "P\(payload)", file: "Modules/a b/<x>&\"y\".swift", line: 3)],
                    navigationOptions: [NavigationOption(name: "javascript:alert(1)", file: "f.swift", line: 1, state: .unhandled)],
                    evidence: [Evidence(kind: "todo", status: .inProgress, message: "TODO: \(payload) <!-- -->", file: "javascript:alert(1)", line: 9)]
                ),
                Module(id: "Home", name: "Home", domain: "Main"),
            ],
            routes: [Route(from: "Home", to: hostileName, transition: .push, trigger: "go\(payload)", file: "Home.swift", line: 4, target: nil)],
            entryPoints: [EntryPoint(module: "Home", file: "AppDelegate.swift", line: 1, kind: "appDelegate")]
        )
    }

    static func page(_ map: AppMap = hostileMap(), maps: [ExplorerMap] = [], sourceURL: String? = nil) -> String {
        String(decoding: ExplorerWriter.html(map: map, maps: maps, options: ExplorerOptions(sourceURL: sourceURL)), as: UTF8.self)
    }

    /// The payload's JSON, inflated from the map's data island as the page inflates it.
    static func dataIsland(_ page: String) throws -> String {
        String(decoding: try ExplorerPage(Data(page.utf8)).payload, as: UTF8.self)
    }

    /// The base64 text between the tags of each island (`vipermap-data`, then each picture's), in page order.
    static func islandTexts(_ page: String) -> [String] {
        page.components(separatedBy: #"<script type="application/gzip" id=""#).dropFirst().map { piece in
            let text = piece[piece.range(of: "\">")!.upperBound...]
            return String(text[..<text.range(of: "</script>")!.lowerBound])
        }
    }

    static func payloadObject(_ page: String) throws -> [String: Any] {
        let island = try dataIsland(page)
        return try #require(try JSONSerialization.jsonObject(with: Data(island.utf8)) as? [String: Any])
    }

    @Test func embeddedMapRoundTrips() throws {
        let map = Self.hostileMap()
        let object = try Self.payloadObject(Self.page(map))
        let mapData = try JSONSerialization.data(withJSONObject: try #require(object["map"]))
        let decoded = try AppMap.decode(jsonData: mapData)
        #expect(decoded == map.normalized())
        #expect(decoded.modules.first { $0.id == Self.hostileName }?.name == Self.hostileName)
    }

    @Test func dataIslandEscapesEverythingThatCouldEndIt() throws {
        let island = try Self.dataIsland(Self.page())
        for raw in ["<", ">", "&", "\u{2028}", "\u{2029}"] {
            #expect(!island.contains(raw), "raw \(raw.debugDescription) in the data island")
        }
        #expect(island.contains(#"Evil\u003c/script\u003e\u003cscript\u003ealert(1)\u003c/script\u003e"#))
        #expect(island.contains(#"\u2028\u2029"#))
    }

    @Test func hostileStringsNeverAppearRaw() {
        let page = Self.page()
        #expect(!page.contains(Self.payload))
        #expect(!page.contains("<img src=x"))
        #expect(!page.contains("<b>&amp;</b>"))
        // Exactly the page's own two script elements, the data island and the code.
        #expect(page.components(separatedBy: "<script").count - 1 == 2)
        #expect(page.components(separatedBy: "</script>").count - 1 == 2)
    }

    /// The hostile strings reach the page only inside the islands, as base64 of gzip: nothing in them can end an
    /// element, and they read back (inflated) as the script-safe JSON and the sanitized SVG.
    @Test func islandsHoldOnlyBase64OfGzip() throws {
        // Graphviz writes a name as escaped text.
        let escaped = Self.hostileName.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
        let svg = #"<svg viewBox="0 0 10 10"><g class="node" id="x"><title>\#(escaped)</title></g></svg>"#
        let page = Self.page(maps: [ExplorerMap(id: "app", title: Self.hostileName, svg: svg)])
        let islands = Self.islandTexts(page)
        #expect(islands.count == 2)
        let base64 = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/=".unicodeScalars)
        for island in islands {
            #expect(!island.isEmpty && island.unicodeScalars.allSatisfy(base64.contains), "not plain base64: \(island.prefix(40))")
            let bytes = try #require(Data(base64Encoded: island))
            // A gzip member with no modification time and an unknown OS (Gzip's fixed header).
            #expect(Array(bytes.prefix(4)) == [0x1F, 0x8B, 0x08, 0x00] && Array(bytes[4..<8]) == [0, 0, 0, 0] && bytes[9] == 0xFF)
        }
        #expect(page.contains(#"<script type="application/gzip" id="vipermap-picture-0">"#))
        let read = try ExplorerPage(Data(page.utf8))
        #expect(read.pictures.count == 1)
        #expect(read.pictures[0].contains("<title>Evil&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;"))
        #expect(!read.pictures[0].contains("<img") && !read.pictures[0].contains("</script>"))
        let json = String(decoding: read.payload, as: UTF8.self)
        #expect(json.contains(#""title":"Evil\u003c/script\u003e\u003cscript\u003ealert(1)\u003c/script\u003e"#))
        #expect(!json.contains("<") && !json.contains("svg"))
    }

    @Test func placeholdersInDataAreNotExpanded() throws {
        let page = Self.page()
        #expect(page.components(separatedBy: WebResources.script).count - 1 == 1)
        let island = try Self.dataIsland(page)
        #expect(island.contains("{{script}}"))
    }

    @Test func contentSecurityPolicyAllowsOnlyTheInlineScript() throws {
        let page = Self.page()
        let hash = Data(SHA256.hash(Array(WebResources.script.utf8))).base64EncodedString()
        let csp = "default-src 'none'; script-src 'sha256-\(hash)'; style-src 'unsafe-inline'; img-src data:; base-uri 'none'; form-action 'none'"
        #expect(page.contains(#"<meta http-equiv="Content-Security-Policy" content="\#(csp)">"#))
        // The hashed text is exactly what sits between the last <script> and its end tag.
        let start = try #require(page.range(of: "<script>", options: .backwards))
        let end = try #require(page.range(of: "</script>", range: start.upperBound..<page.endIndex))
        #expect(String(page[start.upperBound..<end.lowerBound]) == WebResources.script)
        #expect(!page.contains(" src=\""))
    }

    @Test func cssAndJavaScriptAreInlined() {
        let page = Self.page()
        #expect(page.contains("<style>\(WebResources.stylesheet)</style>"))
        #expect(page.contains("<script>\(WebResources.script)</script>"))
        #expect(!page.contains("<link"))
    }

    @Test func sameInputSameBytes() {
        let maps = [ExplorerMap(id: "app", title: "Whole app", svg: #"<svg viewBox="0 0 10 10" width="10pt" height="10pt"><g class="node" id="n"><title>Home</title></g></svg>"#)]
        #expect(ExplorerWriter.html(map: Self.hostileMap(), maps: maps) == ExplorerWriter.html(map: Self.hostileMap(), maps: maps))
    }

    @Test func picturesAreSanitizedAndCarryTheirKind() throws {
        let svg = #"<svg viewBox="0 0 10 10"><script>alert(1)</script><g class="node" id="Home" onclick="alert(2)"><title>Home</title></g></svg>"#
        let maps = [
            ExplorerMap(id: "app", title: "Whole app", svg: svg),
            ExplorerMap(id: "overview", title: "Overview", svg: svg),
            ExplorerMap(id: "domain:Main", title: "Main", svg: svg, domain: "Main"),
        ]
        let page = Self.page(maps: maps)
        let object = try Self.payloadObject(page)
        let pictures = try #require(object["maps"] as? [[String: Any]])
        #expect(pictures.map { $0["kind"] as? String } == ["app", "overview", "domain"])
        #expect(pictures.map { $0["domain"] as? String } == [nil, nil, "Main"])
        #expect(pictures.allSatisfy { $0["svg"] == nil }, "the SVG is in the pictures' own islands")
        let read = try ExplorerPage(Data(page.utf8))
        #expect(read.pictures.count == 3)
        let embedded = try #require(read.pictures.first)
        #expect(embedded == #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><g class="node" id="Home"><title>Home</title></g></svg>"#)
    }

    @Test func sourceURLTemplateIsKeptOnlyWhenHTTP() throws {
        let https = "https://example.com/org/app/blob/main/{path}#L{line}"
        #expect(try Self.payloadObject(Self.page(sourceURL: https))["sourceURL"] as? String == https)
        for bad in ["javascript:alert(1)//{path}", "data:text/html,{path}", "file:///{path}", "/relative/{path}", "https:///{path}"] {
            let object = try Self.payloadObject(Self.page(sourceURL: bad))
            #expect(object["sourceURL"] is NSNull || object["sourceURL"] == nil, "\(bad) must be dropped")
        }
    }
}
