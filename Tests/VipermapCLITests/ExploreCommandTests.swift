import Foundation
import Testing

/// `vipermap explore`: the pictures it embeds and the options it refuses.
@Suite struct ExploreCommandTests {
    static let fixtures = VipermapProcess.packageRoot.appendingPathComponent("Tests/browser/fixtures")

    /// The JSON of the page's data island.
    static func payload(_ html: String) throws -> [String: Any] {
        let open = #"<script type="application/json" id="vipermap-data">"#
        let start = try #require(html.range(of: open))
        let end = try #require(html.range(of: "</script>", range: start.upperBound..<html.endIndex))
        let data = Data(html[start.upperBound..<end.lowerBound].utf8)
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    @Test func rendersWholeAppOverviewAndDomainMaps() throws {
        let out = try VipermapProcess.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: out) }
        let map = Self.fixtures.appendingPathComponent("pokedex-map.json").path
        let result = try VipermapProcess.run(["explore", map, "--output", out.path], environment: ["PATH": ""])
        #expect(result.status == 0, "\(result.stderr)")
        let html = try String(contentsOf: out.appendingPathComponent("index.html"), encoding: .utf8)
        let pictures = try #require(try Self.payload(html)["maps"] as? [[String: Any]])
        #expect(pictures.map { "\($0["id"] as? String ?? "?") \($0["kind"] as? String ?? "?")" }
            == ["app app", "overview overview", "domain-auth domain", "domain-catalog domain", "domain-main domain"])
        let app = try #require(pictures.first?["svg"] as? String)
        #expect(app.contains(#"id="module-PokemonDetails""#))
        #expect(!app.contains("<!--") && !app.contains("xlink"))
    }

    @Test func givenPicturesAreEmbeddedInsteadOfRendering() throws {
        let out = try VipermapProcess.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: out) }
        let result = try VipermapProcess.run([
            "explore", Self.fixtures.appendingPathComponent("pokedex-map.json").path, "--output", out.path,
            "--picture", "overview=" + Self.fixtures.appendingPathComponent("overview.svg").path,
            "--picture", "domain:Auth=" + Self.fixtures.appendingPathComponent("domain-Auth.svg").path,
            "--source-url", "https://example.com/org/app/blob/main/{path}#L{line}",
        ])
        #expect(result.status == 0, "\(result.stderr)")
        let payload = try Self.payload(try String(contentsOf: out.appendingPathComponent("index.html"), encoding: .utf8))
        let pictures = try #require(payload["maps"] as? [[String: Any]])
        #expect(pictures.map { "\($0["id"] as? String ?? "?") \($0["kind"] as? String ?? "?") \($0["domain"] as? String ?? "-")" }
            == ["overview overview -", "domain:Auth domain Auth"])
        #expect(payload["sourceURL"] as? String == "https://example.com/org/app/blob/main/{path}#L{line}")
    }

    @Test func refusesNonHTTPSourceURLsAndMalformedPictures() throws {
        let map = Self.fixtures.appendingPathComponent("pokedex-map.json").path
        let js = try VipermapProcess.run(["explore", map, "--source-url", "javascript:alert(1)//{path}"])
        #expect(js.status == 2)
        #expect(js.stderr.contains("--source-url 'javascript:alert(1)//{path}' is not an http or https URL"))
        let picture = try VipermapProcess.run(["explore", map, "--picture", "everything.svg"])
        #expect(picture.status == 2)
        #expect(picture.stderr.contains("--picture 'everything.svg' is not ID=FILE"))
        let missing = try VipermapProcess.run(["explore", map, "--picture", "app=/nonexistent/map.svg", "--output", NSTemporaryDirectory() + "/vm-missing-\(UUID().uuidString)"])
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("cannot read picture /nonexistent/map.svg"))
    }
}
