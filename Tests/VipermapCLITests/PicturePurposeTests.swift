import Foundation
import Testing
import VipermapExplorer
import VipermapModel
import VipermapRender
import VipermapSynth
import VipermapWriters

/// Pictures by purpose: without `--format`, SVG for every map and PNG only for the pictures people embed (the
/// overview, the whole app) when readable (fits `--png-max-pixels` at 50 % or more); `--format png` still draws every
/// PNG, within the cap. Two runs write the same bytes.
@Suite struct PicturePurposeTests {
    /// A synthetic map of `modules` modules in 4 domains, written as map.json in a new folder.
    static func mapFolder(modules: Int) throws -> (folder: URL, map: URL) {
        let folder = try VipermapProcess.temporaryFolder("purpose")
        let map = folder.appendingPathComponent("map.json")
        try MapJSONWriter.data(for: SyntheticApp.map(modules: modules, domains: 4, seed: 23).normalized()).write(to: map)
        return (folder, map)
    }

    static func files(in folder: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
            files[name] = try Data(contentsOf: folder.appendingPathComponent(name))
        }
        return files
    }

    static func pngSize(_ png: Data) -> (width: Int, height: Int) {
        let bytes = Array(png)
        func int(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (int(16), int(20))
    }

    static let domainSVGs = ["domain-auth.svg", "domain-catalog.svg", "domain-onboarding.svg", "domain-search.svg"]

    @Test func renderAllDrawsEveryMapAsSVGAndTheOverviewAsPNG() throws {
        let (folder, map) = try Self.mapFolder(modules: 120)
        defer { try? FileManager.default.removeItem(at: folder) }
        let first = folder.appendingPathComponent("first"), second = folder.appendingPathComponent("second")
        let result = try VipermapProcess.run(["render", map.path, "--all", "--output", first.path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr == "vipermap: 5 views → \(first.path)/{overview,area-…,domain-…}.{svg,png}, index.json\n")
        let files = try Self.files(in: first)
        #expect(files.keys.sorted() == (["index.json", "overview.png", "overview.svg"] + Self.domainSVGs).sorted())
        let indexJSON = try #require(files["index.json"])
        let index = try #require(try JSONSerialization.jsonObject(with: indexJSON) as? [String: Any])
        let views = try #require(index["views"] as? [[String: Any]])
        #expect(views.map { ($0["files"] as? [[String: Any]] ?? []).compactMap { $0["format"] as? String } }
                == [["svg", "png"], ["svg"], ["svg"], ["svg"], ["svg"]])
        // Two runs, the same bytes.
        #expect(try VipermapProcess.run(["render", map.path, "--all", "--output", second.path, "--quiet"]).status == 0)
        #expect(try Self.files(in: second) == files)
    }

    @Test func formatPNGDrawsEveryPNGWithinTheCap() throws {
        let (folder, map) = try Self.mapFolder(modules: 120)
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("png")
        let result = try VipermapProcess.run(["render", map.path, "--all", "--format", "png", "--png-max-pixels", "600", "--output", out.path])
        #expect(result.status == 0, "\(result.stderr)")
        let files = try Self.files(in: out)
        let pngs = files.keys.filter { $0.hasSuffix(".png") }.sorted()
        #expect(pngs == (["overview.svg"] + Self.domainSVGs).map { $0.replacingOccurrences(of: ".svg", with: ".png") }.sorted())
        var scaled = 0
        for name in pngs {
            let size = Self.pngSize(try #require(files[name]))
            #expect(max(size.width, size.height) <= 600, "\(name): \(size)")
            if max(size.width, size.height) >= 590 { scaled += 1 }
        }
        #expect(scaled >= 4, "the domain maps are taller than 600 px and come out at the cap")
        // 0: the layout at 1:1, larger than the cap.
        let full = folder.appendingPathComponent("full")
        #expect(try VipermapProcess.run(["render", map.path, "--domain", "Auth", "--format", "png", "--png-max-pixels", "0", "--output", full.path]).status == 0)
        let size = Self.pngSize(try Data(contentsOf: full.appendingPathComponent("map.png")))
        #expect(max(size.width, size.height) > 600, "\(size)")
        let negative = try VipermapProcess.run(["render", map.path, "--png-max-pixels=-1", "--output", full.path])
        #expect(negative.status == 2)
        #expect(negative.stderr == "vipermap: --png-max-pixels must be a number of pixels ≥ 0 (0: no limit), not -1.\n")
    }

    @Test func renderOfOneViewWritesPNGOnlyForWhatPeopleEmbed() throws {
        let (folder, map) = try Self.mapFolder(modules: 120)
        defer { try? FileManager.default.removeItem(at: folder) }
        for (arguments, expected) in [
            ([String](), ["map.svg"]),                       // the whole app of a 120-module app: too big to read as PNG
            (["--collapse"], ["map.png", "map.svg"]),        // the overview
            (["--domain", "Catalog"], ["map.svg"]),
        ] {
            let out = folder.appendingPathComponent("view-\(arguments.joined())")
            let result = try VipermapProcess.run(["render", map.path, "--output", out.path] + arguments)
            #expect(result.status == 0, "\(result.stderr)")
            #expect(try Self.files(in: out).keys.sorted() == expected, "\(arguments)")
            if arguments.isEmpty {
                // Why it is missing, with the picture's size at 1:1 (more than twice the cap on its longer side).
                let size = try #require(DefaultFormats.pixelSize(ofSVG: Data(contentsOf: out.appendingPathComponent("map.svg"))))
                #expect(max(size.width, size.height) > 2 * 4_096)
                #expect(result.stderr == "vipermap: note: map.png not written: the picture (\(size.width) × \(size.height) px at 1:1) would be drawn "
                        + "below 50 % to fit 4096 px, too small to read; its SVG has it whole (--format png, or --png for vipermap PATH, writes it scaled down).\n")
            } else {
                #expect(result.stderr.isEmpty, "\(result.stderr)")
            }
        }
        // Asked for by name, it is drawn, scaled down to the cap.
        let named = folder.appendingPathComponent("named")
        #expect(try VipermapProcess.run(["render", map.path, "--format", "png", "--output", named.path]).status == 0)
        let size = Self.pngSize(try Data(contentsOf: named.appendingPathComponent("map.png")))
        #expect(max(size.width, size.height) <= 4_096 && max(size.width, size.height) >= 4_090, "\(size)")
    }

    @Test func mapCommandWritesMapPNGOnlyWhenReadable() throws {
        let folder = try VipermapProcess.temporaryFolder("purpose-app")
        defer { try? FileManager.default.removeItem(at: folder) }
        let app = folder.appendingPathComponent("app")
        _ = try SyntheticApp(.init(modules: 101, domains: 3, seed: 5)).write(to: app)
        let first = folder.appendingPathComponent("first"), second = folder.appendingPathComponent("second")
        let result = try VipermapProcess.run([app.path, "--output", first.path, "--no-cache"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("vipermap: note: map.png not written: the picture ("), "\(result.stderr)")
        #expect(result.stderr.hasSuffix("→ \(first.path)/{map.json,map.dot,map.svg,index.html}\n"), "\(result.stderr)")
        let files = try Self.files(in: first)
        #expect(files.keys.sorted() == ["index.html", "map.dot", "map.json", "map.svg"])
        // The page holds the whole app (the explorer draws it up to 400 modules), the overview and the 3 domain maps.
        let page = try #require(files["index.html"])
        #expect(try ExplorerPage(page).pictures.count == 5)
        // Two runs, the same bytes, the compressed page included.
        #expect(try VipermapProcess.run([app.path, "--output", second.path, "--no-cache", "--quiet"]).status == 0)
        #expect(try Self.files(in: second) == files)
        // --png asks for it.
        let withPNG = folder.appendingPathComponent("png")
        let asked = try VipermapProcess.run([app.path, "--output", withPNG.path, "--no-cache", "--png"])
        #expect(asked.status == 0, "\(asked.stderr)")
        #expect(asked.stderr.hasSuffix("→ \(withPNG.path)/{map.json,map.dot,map.svg,map.png,index.html}\n"))
        let png = try Data(contentsOf: withPNG.appendingPathComponent("map.png"))
        #expect(max(Self.pngSize(png).width, Self.pngSize(png).height) <= 4_096)
        #expect(try Data(contentsOf: withPNG.appendingPathComponent("map.svg")) == files["map.svg"])
    }
}
