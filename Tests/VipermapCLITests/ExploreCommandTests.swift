import Foundation
import Testing
import VipermapExplorer

/// `vipermap explore`: the pictures it embeds and the options it refuses.
@Suite struct ExploreCommandTests {
    static let fixtures = VipermapProcess.packageRoot.appendingPathComponent("Tests/browser/fixtures")

    /// The JSON of the page's data island, inflated as the page inflates it.
    static func payload(_ html: String) throws -> [String: Any] {
        try ExplorerPage(Data(html.utf8)).payloadObject()
    }

    @Test func rendersWholeAppOverviewAndDomainMaps() throws {
        let out = try VipermapProcess.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: out) }
        let map = Self.fixtures.appendingPathComponent("pokedex-map.json").path
        let result = try VipermapProcess.run(["explore", map, "--output", out.path], environment: ["PATH": ""])
        #expect(result.status == 0, "\(result.stderr)")
        let html = try String(contentsOf: out.appendingPathComponent("index.html"), encoding: .utf8)
        let pictures = try #require(try Self.payload(html)["maps"] as? [[String: Any]])
        // Every kind drawn on the whole app and on the domains whose modules lead to a screen that is no module or back
        // (Catalog and Main; Auth's lead to modules only).
        #expect(pictures.map { "\($0["id"] as? String ?? "?") \($0["kind"] as? String ?? "?") \($0["domain"] as? String ?? "-")" }
            == ["app app -", "app-every-kind everyKind -", "every-kind-domain-catalog everyKind Catalog", "every-kind-domain-main everyKind Main",
                "overview overview -", "domain-auth domain Auth", "domain-catalog domain Catalog", "domain-main domain Main"])
        let svgs = try ExplorerPage(Data(html.utf8)).pictures
        #expect(svgs.count == 8)
        let hiddenKinds = ["vm-system", "vm-plain", "vm-unresolved", "vm-back"]
        #expect(hiddenKinds.contains { svgs[2].contains($0) } && !hiddenKinds.contains { svgs[6].contains($0) })
        // The default whole app draws modules only; the every-kind one (issue 21) the unresolved target and the way back too.
        #expect(!svgs[0].contains("vm-unresolved") && !svgs[0].contains("vm-back"))
        #expect(svgs[1].contains("class=\"node vm-unresolved\"") && svgs[1].contains("class=\"node vm-back\""))
        let app = try #require(svgs.first)
        #expect(app.contains(#"id="module-PokemonDetails""#))
        #expect(!app.contains("<!--") && !app.contains("xlink"))
    }

    /// `explore` draws the whole app and the views side by side, as `vipermap PATH` does: the page is the one
    /// `vipermap PATH` wrote, byte for byte, whatever `--jobs` allows.
    @Test(arguments: ["1", "2"])
    func exploreWritesThePageVipermapPathWrote(jobs: String) throws {
        let out = try VipermapProcess.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: out) }
        let sample = VipermapProcess.packageRoot.appendingPathComponent("Samples/Pokedex").path
        let map = try VipermapProcess.run([sample, "--output", out.appendingPathComponent("map").path, "--no-cache", "--quiet"])
        #expect(map.status == 0, "\(map.stderr)")
        let explore = try VipermapProcess.run([
            "explore", out.appendingPathComponent("map/map.json").path, "--output", out.appendingPathComponent("explore").path,
            "--jobs", jobs, "--quiet",
        ])
        #expect(explore.status == 0, "\(explore.stderr)")
        #expect(explore.stderr.isEmpty)
        let written = try Data(contentsOf: out.appendingPathComponent("map/index.html"))
        #expect(try Data(contentsOf: out.appendingPathComponent("explore/index.html")) == written)
        let pictures = try #require(try Self.payload(String(decoding: written, as: UTF8.self))["maps"] as? [[String: Any]])
        #expect(pictures.compactMap { $0["id"] as? String }
            == ["app", "app-every-kind", "every-kind-domain-catalog", "overview", "domain-auth", "domain-catalog", "domain-main"])
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
        let folder = NSTemporaryDirectory() + "/vm-missing-\(UUID().uuidString)"
        let missing = try VipermapProcess.run(["explore", map, "--picture", "app=/nonexistent/map.svg", "--output", folder])
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("cannot read picture /nonexistent/map.svg"))
        // Nothing is written when a picture given cannot be read: no output folder is left behind.
        #expect(!FileManager.default.fileExists(atPath: folder))
    }
}
