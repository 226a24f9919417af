import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
import VipermapWriters
@testable import VipermapCheck

/// `diff --format svg|html` through Graphviz's C API.
@Suite struct DiffPictureTests {
    /// Elements by `class` attribute, with the text of their `<title>`.
    final class SVGIndex: NSObject, XMLParserDelegate {
        var titlesByClass: [String: [String]] = [:]
        var dashedEdges: [String] = []
        private var currentClass: String?
        private var inTitle = false
        private var title = ""
        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
            if name == "g", let cls = attributes["class"], cls.hasPrefix("node ") || cls.hasPrefix("edge ") { currentClass = cls }
            if name == "title" { inTitle = true; title = "" }
            if name == "path", attributes["stroke-dasharray"] != nil, let cls = currentClass, cls.hasPrefix("edge") { dashedEdges.append(title) }
        }
        func parser(_ parser: XMLParser, foundCharacters string: String) { if inTitle { title += string } }
        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            if name == "title" {
                inTitle = false
                if let cls = currentClass { titlesByClass[cls, default: []].append(title) }
            }
            if name == "g" { currentClass = nil }
        }
    }

    static func index(_ svg: String) -> (SVGIndex, Bool) {
        let index = SVGIndex()
        let parser = XMLParser(data: Data(svg.utf8))
        parser.delegate = index
        return (index, parser.parse())
    }

    @Test func svgColoursEveryKindOfChange() throws {
        let result = try CLITests.vipermap(["diff", "sample.map.json", "head.map.json", "--format", "svg"])
        #expect(result.status == 0, "\(result.stderr)")
        let (index, parsed) = Self.index(result.stdout)
        #expect(parsed)
        #expect(index.titlesByClass["node added"] == ["Profile"])
        #expect(index.titlesByClass["node removed"] == ["Orphan"])
        #expect(index.titlesByClass["node changed"] == ["Register"])
        #expect(Set(index.titlesByClass["edge changed"] ?? []) == ["Login->Register", "Settings->Home"])
        #expect(index.titlesByClass["edge added"] == ["Home->Profile"])
        #expect(index.titlesByClass["edge removed"] == ["Settings->Legacy"])
        #expect(index.dashedEdges == ["Settings->Legacy"])
        #expect(result.stdout.contains("stroke=\"#1a7f37\""))
        // Same input, same bytes.
        #expect(try CLITests.vipermap(["diff", "sample.map.json", "head.map.json", "--format", "svg"]).stdout == result.stdout)
    }

    @Test func htmlInlinesTheSVGAndTheTable() throws {
        let result = try CLITests.vipermap(["diff", "sample.map.json", "head.map.json", "--format", "html"])
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("<!DOCTYPE html>\n"))
        #expect(result.stdout.contains("<figure>\n<svg width="))
        #expect(result.stdout.contains("<tr class=\"changed\"><td>changed</td><td>module</td><td>Register</td><td>inProgress → done</td></tr>"))
        #expect(!result.stdout.contains("<?xml"))
    }

    @Test func hostileNamesSurviveGraphviz() throws {
        let folder = try CLITests.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try MapJSONWriter.data(for: DiffTests.hostileHead).write(to: folder.appendingPathComponent("head.json"))
        let result = try CLITests.vipermap(["diff", Golden.url("hostile.map.json").path, folder.appendingPathComponent("head.json").path, "--format", "svg"])
        #expect(result.status == 0, "\(result.stderr)")
        let (index, parsed) = Self.index(result.stdout)
        #expect(parsed, "Graphviz's SVG for hostile names is not well-formed XML")
        #expect(index.titlesByClass["node added"] == ["New`]]-->\"<x>#;|"])
        #expect(!result.stdout.contains("<x>"))
    }
}
