import Foundation
import Testing
import VipermapExplorer

/// `vipermap PATH` end to end on the Pokedex sample.
@Suite struct MapCommandTests {
    static let pokedex = VipermapProcess.packageRoot.appendingPathComponent("Samples/Pokedex").path
    static let outputs = ["map.json", "map.dot", "map.svg", "map.png", "index.html"]

    @Test func writesEveryOutputWithoutADotProcess() throws {
        let out = try VipermapProcess.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: out) }
        // An empty PATH proves rendering happens in process: there is no `dot` to find.
        let result = try VipermapProcess.run([Self.pokedex, "--output", out.path], environment: ["PATH": ""])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: out.path).sorted() == Self.outputs.sorted())
        let png = try Data(contentsOf: out.appendingPathComponent("map.png"))
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
        let svg = try String(contentsOf: out.appendingPathComponent("map.svg"), encoding: .utf8)
        #expect(svg.contains("<svg"))
        for module in ["Login", "Home", "PokemonList", "PokemonDetails", "ForgotPassword"] {
            #expect(svg.contains(">\(module)<"), "SVG lacks \(module)")
        }
        let dot = try String(contentsOf: out.appendingPathComponent("map.dot"), encoding: .utf8)
        #expect(dot.hasPrefix("digraph"))
        // The map and each picture travel gzip-compressed in base64 islands, which no text can close.
        let page = try ExplorerPage(Data(contentsOf: out.appendingPathComponent("index.html")))
        #expect(page.pictures.first?.hasPrefix("<svg") == true)
        #expect(page.pictures.first?.contains(">PokemonDetails<") == true)
        #expect(String(decoding: page.payload, as: UTF8.self).contains(#""name":"PokemonDetails""#))
        #expect(result.stderr.hasSuffix("vipermap: 10 modules, 16 routes (14 of 14 resolved) → \(out.path)/{map.json,map.dot,map.svg,map.png,index.html}\n"))
    }

    @Test func twoRunsGiveByteIdenticalFiles() throws {
        let first = try VipermapProcess.temporaryFolder(), second = try VipermapProcess.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: first); try? FileManager.default.removeItem(at: second) }
        #expect(try VipermapProcess.run([Self.pokedex, "--output", first.path]).status == 0)
        #expect(try VipermapProcess.run([Self.pokedex, "--output", second.path]).status == 0)
        for name in Self.outputs where name != "map.png" {
            let a = try Data(contentsOf: first.appendingPathComponent(name))
            let b = try Data(contentsOf: second.appendingPathComponent(name))
            #expect(a == b, "\(name) differs between runs")
            #expect(!String(decoding: a, as: UTF8.self).contains(first.path), "\(name) holds an absolute path")
        }
    }

    @Test func indexWritesOnlyMapJSON() throws {
        let out = try VipermapProcess.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: out) }
        let result = try VipermapProcess.run(["index", Self.pokedex, "--output", out.path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: out.path) == ["map.json"])
        let json = try String(contentsOf: out.appendingPathComponent("map.json"), encoding: .utf8)
        #expect(json.hasPrefix("{\n  \"entryPoints\" : ["))
        #expect(json.contains("\"schemaVersion\" : 1"))
    }

    @Test func renderAndExploreAcceptAMapJSON() throws {
        let out = try VipermapProcess.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: out) }
        #expect(try VipermapProcess.run(["index", Self.pokedex, "--output", out.path]).status == 0)
        let mapJSON = out.appendingPathComponent("map.json").path
        let render = try VipermapProcess.run(["render", mapJSON, "--output", out.appendingPathComponent("r").path])
        #expect(render.status == 0, "\(render.stderr)")
        let svg = try String(contentsOf: out.appendingPathComponent("r/map.svg"), encoding: .utf8)
        #expect(svg.contains(">Settings<"))
        let explore = try VipermapProcess.run(["explore", out.path, "--output", out.appendingPathComponent("e").path])
        #expect(explore.status == 0, "\(explore.stderr)")
        let page = try ExplorerPage(Data(contentsOf: out.appendingPathComponent("e/index.html")))
        #expect(String(decoding: page.payload, as: UTF8.self).contains("Settings"))
    }

    @Test func malformedMapJSONIsAnInputError() throws {
        let out = try VipermapProcess.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: out) }
        let bad = out.appendingPathComponent("map.json")
        try Data("{ not json".utf8).write(to: bad)
        let result = try VipermapProcess.run(["render", bad.path, "--output", out.path])
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("vipermap: \(bad.path) is not a valid vipermap map.json ("))
        #expect(result.stderr.hasSuffix("regenerate it with `vipermap index`.\n"))
    }
}

extension MapCommandTests {
    @Test func explorerHoldsTheOverviewAndEveryDomainMap() throws {
        let out = try VipermapProcess.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: out) }
        #expect(try VipermapProcess.run([Self.pokedex, "--output", out.path]).status == 0)
        let page = try ExplorerPage(Data(contentsOf: out.appendingPathComponent("index.html")))
        let html = String(decoding: page.payload, as: UTF8.self)
        for title in ["\"title\":\"Whole app\"", "\"kind\":\"overview\"", "\"domain\":\"Auth\"", "\"domain\":\"Catalog\"", "\"domain\":\"Main\""] {
            #expect(html.contains(title), "index.html lacks \(title)")
        }
        // Issue 21: plus the whole app drawn with every kind, for the explorer's show/hide toggle.
        #expect(html.contains("\"id\":\"app-every-kind\",\"kind\":\"everyKind\""))
        // And Catalog's map, whose modules lead to system screens (Auth's and Main's lead to modules only).
        #expect(html.contains("\"domain\":\"Catalog\",\"id\":\"every-kind-domain-catalog\",\"kind\":\"everyKind\""))
        #expect(!html.contains("\"id\":\"every-kind-domain-auth\"") && !html.contains("\"id\":\"every-kind-domain-main\""))
        #expect(page.pictures.count == 7)
    }

    @Test func nonHTTPSourceURLIsAUsageError() throws {
        let result = try VipermapProcess.run([Self.pokedex, "--source-url", "javascript:alert(1)//{path}"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("--source-url 'javascript:alert(1)//{path}' is not an http or https URL"))
    }
}
