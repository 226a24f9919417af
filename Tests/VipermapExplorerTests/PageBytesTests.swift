import Foundation
import Testing
import VipermapModel
@testable import VipermapExplorer

/// `ExplorerWriter.html` writes its payload field by field; the page must be byte for byte the page the
/// `JSONEncoder` reference (`foundationHTML`) writes, on real maps and pictures, hostile text and random text.
@Suite struct PageBytesTests {
    static let tests = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    static let browserFixtures = tests.appendingPathComponent("browser/fixtures")

    static func fixture(_ path: String) throws -> Data {
        try Data(contentsOf: tests.appendingPathComponent(path))
    }

    static func picture(_ name: String) throws -> String {
        String(decoding: try Data(contentsOf: browserFixtures.appendingPathComponent(name)), as: UTF8.self)
    }

    /// Fails with the first differing byte and the text around it in both pages.
    static func expectReferencePage(_ map: AppMap, _ maps: [ExplorerMap], sourceURL: String?, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let options = ExplorerOptions(sourceURL: sourceURL)
        let written = ExplorerWriter.html(map: map, maps: maps, options: options)
        #expect(written == ExplorerWriter.foundationHTML(map: map, maps: maps, options: options), sourceLocation: sourceLocation)
        // The pages are the payloads compressed: compare the payloads, to show where they differ.
        guard let page = try? ExplorerPage(written).payload else {
            Issue.record("the page's payload cannot be read back", sourceLocation: sourceLocation)
            return
        }
        let reference = ExplorerWriter.foundationPayload(map: map, maps: maps, options: options)
        guard page != reference else { return }
        let first = zip(page, reference).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(page.count, reference.count)
        func around(_ data: Data) -> String {
            String(decoding: data[max(0, first - 60)..<min(data.count, first + 60)], as: UTF8.self).debugDescription
        }
        Issue.record("payloads differ at byte \(first) (\(page.count) vs \(reference.count) bytes):\n  new: \(around(page))\n  ref: \(around(reference))",
                     sourceLocation: sourceLocation)
    }

    // MARK: Real maps and pictures

    @Test(arguments: [
        "Fixtures/check/sample.map.json", "Fixtures/check/app/map.json", "Fixtures/check/hostile.map.json",
        "Fixtures/check/head.map.json", "browser/fixtures/pokedex-map.json",
    ])
    func fixtureMapsGiveTheReferencePage(path: String) throws {
        let map = try AppMap.decode(jsonData: try Self.fixture(path))
        #expect(!map.modules.isEmpty)
        let pictures = [
            ExplorerMap(id: "app", title: "Whole app", svg: try Self.picture("pokedex.svg")),
            ExplorerMap(id: "overview", title: "Overview", svg: try Self.picture("overview.svg")),
            ExplorerMap(id: "domain:Auth", title: "Auth", svg: try Self.picture("domain-Auth.svg"), domain: "Auth"),
        ]
        for maps in [[], pictures, Array(pictures.suffix(1))] {
            for sourceURL in [nil, "https://example.com/org/app/blob/main/{path}#L{line}", "javascript:alert(1)//{path}"] {
                Self.expectReferencePage(map, maps, sourceURL: sourceURL)
            }
        }
        // The pictures are really in the page: listed in the payload, their sanitized text in their islands.
        let page = try ExplorerPage(ExplorerWriter.html(map: map, maps: pictures))
        #expect(String(decoding: page.payload, as: UTF8.self).contains(#"{"domain":"Auth","id":"domain:Auth","kind":"domain","title":"Auth"}"#))
        #expect(page.pictures.count == 3)
        #expect(page.pictures[0].hasPrefix("<svg ") && page.pictures[0].contains("<title>Login</title>"))
        #expect(page.pictures == pictures.map { SVGSanitizer.sanitize($0.svg) })
    }

    @Test func theExplorerTestsHostileMapGivesTheReferencePage() throws {
        let svg = #"<svg viewBox="0 0 10 10"><script>alert(1)</script><g class="node" id="Home" onclick="alert(2)"><title>Home</title></g></svg>"#
        let maps = [
            ExplorerMap(id: "app", title: "Whole app", svg: svg),
            ExplorerMap(id: "overview", title: "Overview", svg: svg),
            ExplorerMap(id: ExplorerWriterTests.hostileName, title: ExplorerWriterTests.hostileName, svg: "not xml", domain: ExplorerWriterTests.hostileName),
        ]
        for sourceURL in [nil, "https://example.com/org/app/blob/main/{path}?a=1&b=2#L{line}"] {
            Self.expectReferencePage(ExplorerWriterTests.hostileMap(), maps, sourceURL: sourceURL)
            Self.expectReferencePage(AppMap(), [], sourceURL: sourceURL)
        }
        let page = ExplorerWriter.html(map: AppMap(), maps: [], options: ExplorerOptions(sourceURL: "https://e.com/{path}?a=1&b=2"))
        let payload = String(decoding: try #require(try? ExplorerPage(page).payload), as: UTF8.self)
        #expect(payload.hasPrefix(#"{"map":{"entryPoints":[],"findings":[],"modules":[],"routes":[],"schemaVersion":"#))
        #expect(payload.hasSuffix(#"},"maps":[],"sourceURL":"https://e.com/{path}?a=1\u0026b=2"}"#))
    }

    // MARK: Hostile text

    /// Text that JSON, the script element or the template treat specially, and text that only looks like it.
    static let hostileTexts: [String] = [
        "\"", "\\", "\\\"", "\"\\", "/", "</script>", "</SCRIPT >", "<!--", "-->", "<script>alert(1)</script>", "]]>", "&amp;", "&",
        "<", ">", "\u{2028}", "\u{2029}", "\u{2028}\u{2029}\u{2028}", "\u{2026}", "\u{2027}", "\u{202A}", "\u{20AC}", "\u{E2}",
        "é", "日本語", "🚀", "👩‍👩‍👧", "🇫🇷", "\u{301}", "\u{301}\u{302}", "e\u{301}", "\u{FEFF}", "\u{7F}", "\u{80}", "\u{FFFD}", "\u{10FFFF}",
        "{{data}}", "{{script}}", "{{", "}}", "", " ", "javascript:alert(1)",
        String(decoding: (0..<0x20).map { UInt8($0) }, as: UTF8.self),
    ] + (0..<0x20).map { String(UnicodeScalar(UInt8($0))) }

    /// A map with `text` in every string field the model has, and `text` as an array item wherever one is.
    static func map(every text: String, index: Int) -> AppMap {
        let id = "M\(index)" + text
        let module = Module(
            id: id, name: text, domain: text, project: text, status: .inProgress,
            components: [Component(role: .view, type: text, file: text, line: 1)],
            navigationOptions: [NavigationOption(name: text, file: text, line: 2, state: .unhandled)],
            evidence: [Evidence(kind: text, status: .planned, message: text, file: text, line: 3)],
            storyboards: [text, text + "2"], declaration: VipermapModel.SourceLocation(file: text, line: 4), reachable: true, breadcrumb: [text, id])
        let bare = Module(id: "B\(index)", name: "B", domain: nil, project: nil, evidence: [Evidence(kind: text, status: .done, message: text)])
        return AppMap(
            modules: [module, bare],
            routes: [
                Route(from: id, to: "B\(index)", transition: .present, trigger: text, file: text, line: 5, target: text, condition: text,
                      triggeredBy: [CallSite(type: text, method: text, file: text, line: 6)]),
                Route(from: nil, to: nil, transition: .unknown, file: text, line: 7),
            ],
            entryPoints: [EntryPoint(module: id, file: text, line: 8, kind: text)],
            findings: [Finding(rule: text, message: text, module: id, file: text, line: 9), Finding(rule: "r", message: text)])
    }

    /// Pictures with `text` in their id, title and domain, and inside the SVG as text, an id and a title.
    static func pictures(with text: String) -> [ExplorerMap] {
        let escaped = SVGSanitizer.escapeText(text)
        let svg = #"<svg viewBox="0 0 10 10"><g class="node" id="\#(escaped)"><title>\#(escaped)</title><text x="1">\#(escaped)&lt;/script&gt;</text></g></svg>"#
        return [
            ExplorerMap(id: text, title: text, svg: svg),
            ExplorerMap(id: "domain:" + text, title: text, svg: svg, domain: text),
            ExplorerMap(id: "overview", title: text, svg: svg, kind: .overview, domain: nil),
        ]
    }

    @Test(arguments: hostileTexts.indices)
    func hostileTextGivesTheReferencePage(index: Int) {
        let text = Self.hostileTexts[index]
        let map = Self.map(every: text, index: index)
        let maps = Self.pictures(with: text)
        Self.expectReferencePage(map, maps, sourceURL: nil)
        Self.expectReferencePage(map, maps, sourceURL: "https://example.com/org/app/blob/main/{path}?q=1&r=2#L{line}")
        Self.expectReferencePage(map, [], sourceURL: "https://example.com/" + text + "/{path}")
    }

    @Test func theHostileTextsAreEscapedInThePage() throws {
        let text = Self.hostileTexts.joined()
        let page = String(decoding: ExplorerWriter.html(map: Self.map(every: text, index: 0), maps: Self.pictures(with: text)), as: UTF8.self)
        let island = try ExplorerWriterTests.dataIsland(page)
        for raw in ["<", ">", "&", "\u{2028}", "\u{2029}", "\u{0}", "\n", "\u{1F}"] {
            #expect(!island.contains(raw), "raw \(raw.debugDescription) in the data island")
        }
        #expect(island.contains(#"\u0000\u0001"#) && island.contains(#"\b\t\n\u000b\f\r"#) && island.contains(#"\u003c!--"#))
        #expect(island.contains(#"\u003c/script\u003e"#) && island.contains(#"\u2028\u2029\u2028"#) && island.contains(#"\"\\"#))
        #expect(island.contains("\u{2026}\u{2027}\u{202A}\u{20AC}") && island.contains("🚀👩‍👩‍👧") && island.contains("{{data}}{{script}}"))
        // The same JSON value: the map reads back as it went in.
        let object = try #require(try JSONSerialization.jsonObject(with: Data(island.utf8)) as? [String: Any])
        let mapData = try JSONSerialization.data(withJSONObject: try #require(object["map"]))
        #expect(try AppMap.decode(jsonData: mapData) == Self.map(every: text, index: 0).normalized())
        let pictures = try #require(object["maps"] as? [[String: Any]])
        #expect(pictures.map { $0["title"] as? String } == [text, text, text])
        #expect(pictures.map { $0["domain"] as? String } == [nil, text, nil])
        #expect(pictures.map { $0.keys.contains("domain") } == [false, true, false])
    }

    /// Strings far longer than the first buffer (megabytes, mostly escapes), in the map and in a picture.
    @Test func veryLongTextGivesTheReferencePage() throws {
        let piece = "</script>\u{2028}\"\\\u{1}é🚀&"
        let long = String(repeating: piece, count: 60_000)
        let title = String(repeating: "<", count: 1_500_000)
        let svg = #"<svg viewBox="0 0 10 10"><text>\#(SVGSanitizer.escapeText(long))</text></svg>"#
        let map = Self.map(every: String(repeating: piece, count: 8_000), index: 0)
        let maps = [ExplorerMap(id: "app", title: title, svg: svg), ExplorerMap(id: "d", title: long, svg: svg, domain: long)]
        Self.expectReferencePage(map, maps, sourceURL: nil)
        let page = try ExplorerPage(ExplorerWriter.html(map: map, maps: maps))
        #expect(page.payload.count > 12_000_000)
        #expect(page.pictures.map(\.utf8.count) == maps.map { SVGSanitizer.sanitize($0.svg).utf8.count })
    }

    // MARK: Random text

    /// Pieces that make JSON, HTML and UTF-8 edge cases, and scalars drawn from every plane.
    static let pieces = hostileTexts + ["a", "Z", "0", " ", "'", "\u{E2}\u{80}", "\u{2028}a", "\u{80}\u{A8}", "\r\n", "\u{D7FF}", "\u{E000}"]

    static func randomText(using generator: inout ByteRuleTests.SplitMix) -> String {
        var text = ""
        for _ in 0..<Int.random(in: 0...10, using: &generator) {
            if Bool.random(using: &generator) {
                text += pieces.randomElement(using: &generator)!
            } else {
                // Any scalar: mostly ASCII and the U+2000 block (where U+2028/U+2029 live), sometimes anywhere.
                let ranges: [ClosedRange<UInt32>] = [0...0x7F, 0x2000...0x206F, 0x80...0xFFFF, 0x10000...0x10FFFF]
                let value = UInt32.random(in: ranges.randomElement(using: &generator)!, using: &generator)
                if let scalar = UnicodeScalar(value) { text.unicodeScalars.append(scalar) }
            }
        }
        return text
    }

    /// 3,000 random strings, ten to a map, each in every string field (map and pictures).
    @Test func randomTextGivesTheReferencePage() {
        var generator = ByteRuleTests.SplitMix(seed: 2_028)
        var escapes = 0
        for round in 0..<300 {
            let texts = (0..<10).map { _ in Self.randomText(using: &generator) }
            let parts = texts.indices.map { Self.map(every: texts[$0], index: round * 10 + $0) }
            let map = AppMap(
                modules: parts.flatMap(\.modules), routes: parts.flatMap(\.routes),
                entryPoints: parts.flatMap(\.entryPoints), findings: parts.flatMap(\.findings))
            let maps = texts.indices.map { Self.pictures(with: texts[$0])[$0 % 3] }
            Self.expectReferencePage(map, maps, sourceURL: round.isMultiple(of: 2) ? nil : "https://example.com/\(texts[0])/{path}#L{line}")
            escapes += texts.filter { $0.unicodeScalars.contains { "<>&\"\\\u{2028}\u{2029}".unicodeScalars.contains($0) || $0.value < 0x20 } }.count
        }
        // Enough of the strings need an escape for the comparison to mean something.
        #expect(escapes > 1_000)
    }

    // MARK: The template

    @Test func theTemplateIsCutWhereFillFillsIt() {
        for template in ["", "plain", "{{a}}", "x{{a}}y{{b}}z", "{{", "a{{b", "a}}b", "{{a}}{{", "{{{{a}}}}", "{{}}", "a{{b}}c{{d"] {
            let parts = ExplorerWriter.parts(of: template)
            let filled = parts.map { part -> String in
                switch part {
                case .text(let text): return text
                case .placeholder(let name): return name == "a" ? "<A>" : "{{\(name)}}"
                }
            }.joined()
            #expect(filled == ExplorerWriter.fill(template, with: ["a": "<A>"]), "\(template)")
        }
        let placeholders = ExplorerWriter.templateParts.compactMap { part -> String? in
            if case .placeholder(let name) = part { return name }
            return nil
        }
        #expect(placeholders == ["csp", "style", "data", "pictures", "script"])
    }
}
