import Foundation
import Testing
import VipermapExplorer
import VipermapModel
import VipermapRender
import VipermapWriters
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Every output format keeps text from the indexed project as data: a name full of DOT, XML, HTML, Markdown,
/// Mermaid, JSON and terminal syntax comes out escaped, and the structure of every file is what the map says.
@Suite struct HostileOutputTests {
    /// Closes a script, a DOT string, an XML comment and CDATA, a Markdown table cell; newline, ESC and a BOM.
    static let evil = "Evil</script><script>alert(1)</script>\"]; x -> y [label=\"pwn\"] <!-- ]]> | `cmd` $(id) %0A::error::x\n::warning::injected \u{1B}[31m é🦊"
    static let evilFile = "Modules/<img src=x onerror=alert(1)>/\"quote\" | pipe\nnewline.swift"

    static func map() -> AppMap {
        AppMap(
            modules: [
                Module(id: evil, name: evil, domain: "Dom<ain> & \"Co\" | {x}", status: .done,
                       components: [Component(role: .view, type: evil + "View", file: evilFile, line: 3)]),
                Module(id: "Plain", name: "Plain", domain: "Main", status: .inProgress,
                       components: [Component(role: .presenter, type: "PlainPresenter", file: "Plain.swift", line: 1)]),
            ],
            routes: [
                Route(from: "Plain", to: evil, transition: .push, trigger: evil, file: evilFile, line: 7),
                Route(from: evil, to: nil, transition: .present, trigger: "x", file: evilFile, line: 9, target: "make(\"" + evil + "\")"),
                Route(from: evil, to: "Nowhere" + evil, transition: .present, trigger: "y", file: evilFile, line: 11),
            ],
            findings: [Finding(rule: "parseError", message: evil, file: evilFile, line: 2)]
        ).normalized()
    }

    /// A folder holding the hostile map.json; removed by the caller.
    static func mapFolder() throws -> URL {
        let folder = try VipermapProcess.temporaryFolder("hostile")
        try MapJSONWriter.data(for: map()).write(to: folder.appendingPathComponent("map.json"))
        return folder
    }

    static func wellFormedXML(_ data: Data) -> Bool { XMLParser(data: data).parse() }

    @Test func jsonRoundTripsEveryString() throws {
        let data = MapJSONWriter.data(for: Self.map())
        #expect(try AppMap.decode(jsonData: data) == Self.map())
        let text = String(decoding: data, as: UTF8.self)
        #expect(!text.contains("\n::warning"), "newlines are escaped inside JSON strings")
        #expect(!text.contains("\u{1B}"), "control characters are escaped")
    }

    @Test func dotKeepsTheGraphItsMapDescribes() throws {
        let folder = try Self.mapFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try VipermapProcess.run(["render", folder.path, "--format", "dot", "--output", "-"])
        #expect(result.status == 0, "\(result.stderr)")
        // Lay the DOT out again with Graphviz: if any name escaped its string, the node/edge count changes.
        let svg = try Graphviz.shared.render(dot: result.stdout, format: "svg", engine: "dot")
        let text = String(decoding: svg, as: UTF8.self)
        let reference = String(decoding: try MapRenderer.render(Self.map(), format: .svg), as: UTF8.self)
        #expect(text.components(separatedBy: "class=\"node\"").count == reference.components(separatedBy: "class=\"node\"").count)
        #expect(text.components(separatedBy: "class=\"edge\"").count == reference.components(separatedBy: "class=\"edge\"").count)
        #expect(!result.stdout.contains("\"]; x -> y"), "the quote is escaped")
    }

    @Test func svgIsWellFormedAndScriptFree() throws {
        let folder = try Self.mapFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try VipermapProcess.run(["render", folder.path, "--format", "svg", "--output", "-"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(Self.wellFormedXML(Data(result.stdout.utf8)))
        #expect(!result.stdout.contains("<script"))
        #expect(!result.stdout.contains("<img"))
        #expect(result.stdout.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
    }

    @Test func mermaidKeepsOneStatementPerLine() throws {
        let folder = try Self.mapFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try VipermapProcess.run(["render", folder.path, "--format", "mermaid", "--output", "-"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(!result.stdout.contains("<script>"))
        #expect(!result.stdout.contains("::warning::injected"), "the newline inside a name did not start a new line")
        for line in result.stdout.split(separator: "\n") where line.contains("\"") {
            #expect(line.filter { $0 == "\"" }.count % 2 == 0, "unbalanced quotes in: \(line)")
        }
    }

    @Test func htmlExplorerHasOnlyItsOwnScripts() throws {
        let folder = try Self.mapFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("site")
        let result = try VipermapProcess.run(["explore", folder.path, "--output", out.path])
        #expect(result.status == 0, "\(result.stderr)")
        let html = try String(contentsOf: out.appendingPathComponent("index.html"), encoding: .utf8)
        let plain = folder.appendingPathComponent("plain")
        try MapJSONWriter.data(for: AppMap(modules: [Module(id: "A", name: "A", domain: nil, status: .done)]).normalized())
            .write(to: folder.appendingPathComponent("plain.json"))
        #expect(try VipermapProcess.run(["explore", folder.appendingPathComponent("plain.json").path, "--output", plain.path]).status == 0)
        let benign = try String(contentsOf: plain.appendingPathComponent("index.html"), encoding: .utf8)
        // The page's code, the map's island and one island per picture: no script element came from the map.
        for page in [html, benign] {
            let pictures = try #require(try ExplorerPage(Data(page.utf8)).payloadObject()["maps"] as? [[String: Any]])
            #expect(page.components(separatedBy: "<script").count - 1 == 2 + pictures.count)
            #expect(page.components(separatedBy: "</script").count - 1 == 2 + pictures.count)
        }
        #expect(!html.contains("<img"))
        #expect(!html.contains("<!-- ]]>"))
        // Inside the islands, inflated: the JSON keeps every `<`, `>` and `&` escaped, the pictures are sanitized.
        let page = try ExplorerPage(Data(html.utf8))
        let payload = String(decoding: page.payload, as: UTF8.self)
        #expect(!payload.contains("<") && !payload.contains(">") && !payload.contains("&"))
        #expect(payload.contains(#"\u003cscript\u003ealert(1)\u003c/script\u003e"#))
        #expect(!page.pictures.isEmpty)
        for picture in page.pictures {
            #expect(Self.wellFormedXML(Data(picture.utf8)))
            #expect(!picture.contains("<script") && !picture.contains("<img"))
            #expect(picture.range(of: #"\son[a-zA-Z]+="#, options: .regularExpression) == nil, "an event handler attribute")
        }
    }

    @Test func checkReportersEscapeEveryFormat() throws {
        let folder = try Self.mapFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var outputs: [String: String] = [:]
        for reporter in ["text", "xcode", "github", "sarif", "junit", "json", "markdown"] {
            let result = try VipermapProcess.run(["check", folder.path, "--reporter", reporter])
            #expect(result.status == 1 || result.status == 0, "\(reporter): \(result.stderr)")
            #expect(!result.hasCrashTrace)
            #expect(result.stdout.contains("alert"), "\(reporter) reports the hostile module")
            outputs[reporter] = result.stdout
        }
        for (reporter, text) in outputs {
            #expect(!text.contains("\u{1B}"), "\(reporter) passes ESC to the terminal")
            #expect(!text.contains("\n::warning::injected"), "\(reporter): a name's newline started a new line")
        }
        // GitHub workflow commands: every line is one command, `%`, CR, LF escaped.
        for line in try #require(outputs["github"]).split(separator: "\n") {
            #expect(line.hasPrefix("::error ") || line.hasPrefix("::warning ") || line.hasPrefix("::notice "), "stray line: \(line)")
        }
        #expect(try JSONSerialization.jsonObject(with: Data(try #require(outputs["sarif"]).utf8)) is [String: Any])
        #expect(try JSONSerialization.jsonObject(with: Data(try #require(outputs["json"]).utf8)) is [String: Any])
        #expect(Self.wellFormedXML(Data(try #require(outputs["junit"]).utf8)))
        let markdown = try #require(outputs["markdown"])
        #expect(!markdown.contains("<script>"))
        #expect(!markdown.contains("<img"))
    }

    @Test func diffFormatsEscapeEveryFormat() throws {
        let folder = try Self.mapFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let base = folder.appendingPathComponent("base.json")
        try MapJSONWriter.data(for: AppMap(modules: [Module(id: "Plain", name: "Plain", domain: "Main", status: .done)]).normalized()).write(to: base)
        let head = folder.appendingPathComponent("map.json")
        var outputs: [String: String] = [:]
        for format in ["markdown", "json", "html", "svg"] {
            let result = try VipermapProcess.run(["diff", base.path, head.path, "--format", format])
            #expect(result.status == 0, "\(format): \(result.stderr)")
            #expect(!result.hasCrashTrace)
            #expect(result.stdout.contains("alert"), "\(format) shows the hostile module")
            #expect(!result.stdout.contains("\u{1B}"), "\(format) passes ESC through")
            outputs[format] = result.stdout
        }
        #expect(try JSONSerialization.jsonObject(with: Data(try #require(outputs["json"]).utf8)) is [String: Any])
        #expect(Self.wellFormedXML(Data(try #require(outputs["svg"]).utf8)))
        #expect(!(try #require(outputs["svg"])).contains("<script"))
        #expect(!(try #require(outputs["markdown"])).contains("<script>"))
        #expect(!(try #require(outputs["markdown"])).contains("<img"))
        let html = try #require(outputs["html"])
        #expect(!html.contains("<script>alert(1)"))
        #expect(!html.contains("<img"))
    }

    /// Raw identifiers (SE-0451) and storyboard attributes are where hostile text enters from source code.
    @Test func hostileSourceCodeEndToEnd() throws {
        let app = try ScratchApp([
            "A<script>.swift": """
            import UIKit
            final class `Evil</script><script>alert(1)</script>Router` {
                weak var viewController: UIViewController?
                func open() { viewController?.present(PlainRouter.build(), animated: true) }
            }
            final class `Evil</script><script>alert(1)</script>Presenter` { var router: `Evil</script><script>alert(1)</script>Router`? }
            final class `Evil</script><script>alert(1)</script>ViewController`: UIViewController { var presenter: `Evil</script><script>alert(1)</script>Presenter`? }

            """,
            "Plain.swift": ScratchApp.module("Plain"),
            "Main.storyboard": """
            <?xml version="1.0" encoding="UTF-8"?>
            <document initialViewController="a"><scenes><scene sceneID="s"><objects>
            <viewController id="a" customClass="PlainViewController" storyboardIdentifier="&lt;/script&gt;&lt;img src=x onerror=alert(2)&gt;">
            <connections><segue destination="b" kind="show" identifier="&quot;]; x -> y; &lt;script&gt;"/></connections></viewController>
            <viewController id="b" customClass="&lt;b&gt;Bold&lt;/b&gt;"/>
            </objects></scene></scenes></document>
            """,
        ])
        defer { app.remove() }
        let out = app.url("out")
        let result = try VipermapProcess.run([app.root.path, "--output", out.path], environment: ["PATH": ""])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(!result.hasCrashTrace)
        let html = try String(contentsOf: out.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(!html.contains("<script>alert"))
        #expect(!html.contains("<img src=x"))
        let page = try ExplorerPage(Data(html.utf8))
        #expect(String(decoding: page.payload, as: UTF8.self).contains(#""name":"Evil\u003c/script\u003e\u003cscript\u003ealert(1)\u003c/script\u003e""#))
        #expect(page.pictures.allSatisfy { !$0.contains("<script") && !$0.contains("<img") })
        #expect(page.pictures.first?.contains("Evil&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;") == true)
        let svg = try Data(contentsOf: out.appendingPathComponent("map.svg"))
        #expect(Self.wellFormedXML(svg))
        #expect(!String(decoding: svg, as: UTF8.self).contains("<script"))
        let map = try AppMap.decode(jsonData: Data(contentsOf: out.appendingPathComponent("map.json")))
        // The raw identifier `Evil</script>…Router` is read without its backticks: a module named by the text
        // before `Router`, reached by nothing (so unreachable) and routing to Plain.
        let name = "Evil</script><script>alert(1)</script>"
        #expect(map.moduleIDSet == [name, "Plain"])
        #expect(Set(map.routes.map { "\($0.from ?? "∅") -[\($0.transition.rawValue): \($0.trigger ?? "∅")]-> \($0.to ?? "∅")" })
                == ["\(name) -[present: open]-> Plain", "∅ -[setRoot: ∅]-> Plain"])
        #expect(map.module(id: name)?.components.map(\.type).sorted()
                == ["\(name)Presenter", "\(name)Router", "\(name)ViewController"])
        // Each output carries the name as data: escaped in DOT's HTML-like label and in SVG text, encoded in the
        // SVG id, `<` as \u003c in the explorer's embedded JSON.
        let escaped = "Evil&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;"
        let dot = try String(contentsOf: out.appendingPathComponent("map.dot"), encoding: .utf8)
        #expect(dot.contains("<B>\(escaped)</B>"))
        #expect(!dot.contains(name))
        let svgText = String(decoding: svg, as: UTF8.self)
        #expect(svgText.contains(">\(escaped)</text>"))
        #expect(svgText.contains("<g id=\"module&#45;Evil_3C_2Fscript_3E_3Cscript_3Ealert_281_29_3C_2Fscript_3E\" class=\"node\">"))
        let payload = String(decoding: page.payload, as: UTF8.self)
        #expect(payload.contains("\"module\":\"Evil\\u003c/script\\u003e\\u003cscript\\u003ealert(1)\\u003c/script\\u003e\""))
        #expect(!payload.contains(name) && !html.contains(name))
    }
}
