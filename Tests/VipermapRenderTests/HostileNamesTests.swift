import Foundation
import Testing
import VipermapModel
@testable import VipermapRender

/// Names from indexed code are untrusted: they must render as written and never change the graph's structure.
@Suite struct HostileNamesTests {
    @Test func dotKeepsIndexedTextInsideEscapedLabels() throws {
        let dot = String(decoding: try MapRenderer.render(TestMaps.hostile(), format: .dot), as: UTF8.self)
        #expect(dot.components(separatedBy: "injected").count == 2, "the trigger appears once, escaped, in its label")
        #expect(dot.contains("go&quot; -&gt; injected [color=red]; &lt;script&gt;&amp;"))
        #expect(dot.contains("Evil&quot;]; x [label=&quot;pwn\\\\\\\\&quot; &lt;b&gt;&amp;amp;&lt;/b&gt; {a|b} é🦊<BR/>next"))
        // Structure is exactly what the map says: nodes m0…m2, legend; two edges, the unresolved route counted in
        // its module's mark (issue 21: unresolved targets are no boxes by default).
        let statements = dot.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        let edges = statements.filter { $0.contains(" -> ") && $0.hasSuffix("];") && !$0.hasPrefix("label") }
        #expect(edges.map { String($0.prefix(while: { $0 != "[" })) }.sorted() == ["m1 -> m0 ", "m2 -> m1 "])
        #expect(dot.components(separatedBy: ">+1 unresolved</FONT>").count == 2)
        // Shown, the unresolved target is a node of its own, its expression escaped.
        let shown = String(decoding: try MapRenderer.render(TestMaps.hostile(), format: .dot, options: RenderOptions(hidden: [.back])), as: UTF8.self)
        let shownEdges = shown.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { $0.contains(" -> ") && $0.hasSuffix("];") && !$0.hasPrefix("label") }
        #expect(shownEdges.map { String($0.prefix(while: { $0 != "[" })) }.sorted() == ["m1 -> m0 ", "m2 -> m1 ", "m2 -> u0 "])
        #expect(!shown.contains("+1 unresolved"))
    }

    @Test func svgShowsTheNamesAsWrittenAndNothingElse() throws {
        let svg = String(decoding: try MapRenderer.render(TestMaps.hostile(), format: .svg), as: UTF8.self)
        // Graphviz writes label text XML-escaped; the newline became a second line.
        #expect(svg.contains(">Evil&quot;]; x [label=&quot;pwn\\\\&quot; &lt;b&gt;&amp;amp;&lt;/b&gt; {a|b} é🦊</text>"))
        #expect(svg.contains(">next</text>"))
        #expect(svg.contains(">go&quot; &#45;&gt; injected [color=red]; &lt;script&gt;&amp;</text>"))
        #expect(svg.contains(">Dom&lt;ain&gt; &amp; &quot;Co&quot; {x|y}</text>"))
        #expect(svg.contains(">Back\\N\\G\\</text>"), "escString sequences are not expanded")
        #expect(svg.contains(">trailing\\</text>"))
        #expect(!svg.contains("<script>"))
        #expect(svg.components(separatedBy: "class=\"node").count - 1 == 3 + 1, "3 modules and the legend; the unresolved target is a mark")
        #expect(svg.components(separatedBy: "class=\"edge").count - 1 == 2)
        let parser = XMLParserProbe(data: Data(svg.utf8))
        #expect(parser.parses, "SVG is not well-formed XML")
    }

    @Test func mermaidEscapesEveryPunctuationMark() throws {
        let mermaid = String(decoding: try MapRenderer.render(TestMaps.hostile(), format: .mermaid), as: UTF8.self)
        #expect(mermaid.contains("<b>Evil#34;#93;#59; x #91;label#61;#34;pwn#92;#92;#34; #60;b#62;#38;amp#59;#60;#47;b#62; #123;a#124;b#125; é🦊<br/>next</b>"))
        #expect(mermaid.contains("|\"go#34; -#62; injected #91;color#61;red#93;#59; #60;script#62;#38;\"|"))
        for line in mermaid.split(separator: "\n") where line.contains("\"") {
            #expect(line.filter { $0 == "\"" }.count % 2 == 0, "unbalanced quotes in: \(line)")
        }
    }

    @Test func pngAndPdfRenderHostileNames() throws {
        #expect(try MapRenderer.render(TestMaps.hostile(), format: .png).prefix(4) == Data([0x89, 0x50, 0x4E, 0x47]))
        #expect(try MapRenderer.render(TestMaps.hostile(), format: .pdf).prefix(4) == Data("%PDF".utf8))
    }
}

#if canImport(FoundationXML)
import FoundationXML
#endif

/// Parses a document with Foundation's XMLParser and says whether it is well-formed.
struct XMLParserProbe {
    let parses: Bool
    init(data: Data) {
        let parser = XMLParser(data: data)
        parses = parser.parse()
    }
}
