import Foundation
import Testing
import VipermapModel
import VipermapWriters

/// `map.json` is written by vipermap's own encoder; it must give exactly the bytes Foundation's `JSONEncoder`
/// gives (sorted keys, pretty-printed, slashes unescaped), which `map.json` has always been.
@Suite struct MapJSONWriterTests {
    static let fixtures = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures/check")

    @Test(arguments: ["sample.map.json", "app/map.json", "hostile.map.json", "head.map.json"])
    func fixtureMapsAreWrittenAsJSONEncoderWritesThem(name: String) throws {
        let data = try Data(contentsOf: Self.fixtures.appendingPathComponent(name))
        let map = try AppMap.decode(jsonData: data)
        #expect(!map.modules.isEmpty)
        let written = MapJSONWriter.data(for: map)
        #expect(String(decoding: written, as: UTF8.self) == String(decoding: MapJSONWriter.foundationData(for: map), as: UTF8.self))
        // The fixtures were written by the writer of their day: reading and writing again changes nothing.
        #expect(written == data)
    }

    /// The map in a compact text (the explorer's page) is what `JSONEncoder` writes without `.prettyPrinted`.
    @Test(arguments: ["sample.map.json", "app/map.json", "hostile.map.json", "head.map.json"])
    func compactMapsAreWrittenAsJSONEncoderWritesThem(name: String) throws {
        let map = try AppMap.decode(jsonData: try Data(contentsOf: Self.fixtures.appendingPathComponent(name)))
        let compact = Self.compact(map)
        #expect(compact == Self.foundationCompact(map))
        #expect(!compact.contains("\n") && compact.hasPrefix(#"{"entryPoints":["#) && compact.contains(#","schemaVersion":"#))
    }

    static func compact(_ map: AppMap) -> String {
        var json = JSONText(capacity: 0, layout: .compact)
        MapJSONWriter.write(map, into: &json)
        return String(decoding: json.data(endingWithLineFeed: false), as: UTF8.self)
    }

    static func foundationCompact(_ map: AppMap) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try! encoder.encode(map.normalized()), as: UTF8.self)
    }

    /// Every ASCII character (controls included), quotes, backslashes, slashes, non-ASCII text and emoji, in
    /// every kind of field, with empty arrays, nulls and both booleans.
    @Test func hostileTextIsEscapedAsJSONEncoderEscapesIt() {
        let ascii = String(decoding: (0..<128).map { UInt8($0) }, as: UTF8.self)
        let text = ascii + "\"\\/ é ü ß 日本 🚀 \u{2028}\u{2029}\u{FEFF}\u{7F}"
        let module = Module(
            id: "Evil" + text, name: text, domain: nil, project: text, status: .done,
            components: [Component(role: .router, type: text, file: "a/\(text).swift", line: 1)],
            navigationOptions: [NavigationOption(name: text, file: text, line: 2, state: .handled)],
            evidence: [Evidence(kind: text, status: .planned, message: text, file: text, line: Int.min)], storyboards: [],
            declaration: SourceLocation(file: text, line: 3))
        var reached = module
        reached.id = "B"
        reached.reachable = true
        reached.breadcrumb = ["Evil" + text, "B"]
        let map = AppMap(
            modules: [module, reached],
            routes: [Route(from: module.id, to: "B", transition: .push, trigger: text, file: text, line: Int.max, target: text, condition: text,
                           triggeredBy: [CallSite(type: text, method: text, file: text, line: -1)])],
            entryPoints: [EntryPoint(module: "B", file: text, line: 0, kind: text)],
            findings: [Finding(rule: text, message: text, module: nil, file: nil, line: nil)])
        let written = String(decoding: MapJSONWriter.data(for: map), as: UTF8.self)
        #expect(written == String(decoding: MapJSONWriter.foundationData(for: map), as: UTF8.self))
        #expect(written.contains(#"\u0000\u0001"#) && written.contains(#"\b\t\n\u000b\f\r"#) && written.contains(#"\"\\/ é"#))
        #expect(written.contains("[\n\n      ]"))
        let compact = Self.compact(map)
        #expect(compact == Self.foundationCompact(map))
        #expect(compact.contains(#""storyboards":[]}"#) && compact.contains(#""domain":null,"evidence":[{"#))
    }

    /// The writer starts with room for about 5 KB per module and grows its buffer: text far past that (a 3 MB name,
    /// a thousand routes with long triggers) is written whole.
    @Test func textPastTheFirstBufferIsWrittenWhole() {
        let long = String(repeating: "Name\u{1F680}\"\\", count: 300_000)
        let module = Module(id: "A", name: long, domain: nil, project: nil, status: .done, components: [], navigationOptions: [],
                            evidence: [], storyboards: [], declaration: nil)
        let routes = (0..<1_000).map { Route(from: "A", to: "A", transition: .push, trigger: "\($0)" + long.prefix(2_000), file: "f", line: $0) }
        let map = AppMap(modules: [module], routes: routes, entryPoints: [], findings: [])
        let written = MapJSONWriter.data(for: map)
        #expect(written.count > 5_000_000)
        #expect(written == MapJSONWriter.foundationData(for: map))
    }
}
