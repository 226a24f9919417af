import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
import VipermapModel
@testable import VipermapCheck

/// Every reporter against golden files, for the sample map and for the map of hostile strings.
@Suite struct ReporterTests {
    static let sampleReport = CheckReport(
        issues: Checker.check(TestMaps.sample, configuration: CheckerTests.configured),
        baselinedCount: 0, root: "/src/App")
    static let hostileReport = CheckReport(issues: Checker.check(TestMaps.hostile), root: "/src/We ird")

    static func text(_ reporter: Reporter, _ report: CheckReport) -> String {
        String(decoding: reporter.data(for: report), as: UTF8.self)
    }

    @Test(arguments: Reporter.allCases)
    func sampleGolden(_ reporter: Reporter) {
        Golden.assert(Self.text(reporter, Self.sampleReport), matches: "report-sample.\(reporter.rawValue).txt")
    }

    @Test(arguments: Reporter.allCases)
    func hostileGolden(_ reporter: Reporter) {
        Golden.assert(Self.text(reporter, Self.hostileReport), matches: "report-hostile.\(reporter.rawValue).txt")
    }

    @Test(arguments: Reporter.allCases)
    func emptyReport(_ reporter: Reporter) {
        Golden.assert(Self.text(reporter, CheckReport(issues: [], baselinedCount: 3)), matches: "report-empty.\(reporter.rawValue).txt")
    }

    @Test func hostileReportHasBothFindings() {
        #expect(Self.hostileReport.issues.map(\.rule) == [.unhandledOption, .unresolvedRoute])
    }

    @Test func lineFormatsKeepOneFindingPerLine() {
        for reporter in [Reporter.text, .xcode, .github] {
            let lines = Self.text(reporter, Self.hostileReport).split(separator: "\n", omittingEmptySubsequences: false)
            let findingLines = reporter == .text ? lines.count - 2 : lines.count - 1  // trailing "" (and the text summary)
            #expect(findingLines == 2, "\(reporter): \(lines)")
            #expect(!Self.text(reporter, Self.hostileReport).contains("\r"))
        }
    }

    @Test func xcodeLinesAreWhatXcodeParses() {
        let lines = Self.text(.xcode, Self.sampleReport).split(separator: "\n")
        #expect(lines.contains("/src/App/Modules/Settings/SettingsWireframe.swift:40:1: error: Settings routes (push) to 'Legacy', which is not a module of the map [undefinedModule]"))
        #expect(lines.contains("/src/App/Broken.swift:3:1: warning: parseError: cannot parse Broken.swift: expected '}' [indexerFinding]"))
    }

    @Test func githubEscaping() {
        #expect(GitHubReporter.escapeData("100%\r\nnext: a,b") == "100%25%0D%0Anext: a,b")
        #expect(GitHubReporter.escapeProperty("100%\r\nnext: a,b") == "100%25%0D%0Anext%3A a%2Cb")
        let out = Self.text(.github, Self.hostileReport)
        // The injected "::error file=x" must not start a command of its own.
        for line in out.split(separator: "\n") {
            #expect(line.hasPrefix("::error ") || line.hasPrefix("::warning "))
            #expect(!line.hasPrefix("::error file=x"))
        }
        #expect(out.contains("file=Modules/We ird%3A%2C%25/Evil%0AWireframe.swift,line=9,title=vipermap unhandledOption::"))
        // The message's CR LF is encoded, so its "::error" stays inside the first annotation.
        #expect(out.contains("a%250A%0D%0A::error file=x,line=1::pwned"))
    }

    @Test func jsonRoundTripsHostileStrings() throws {
        let object = try JSONSerialization.jsonObject(with: Reporter.json.data(for: Self.hostileReport)) as? [String: Any]
        let findings = try #require(object?["findings"] as? [[String: Any]])
        #expect(findings.count == 2)
        #expect((findings[0]["message"] as? String)?.contains(TestMaps.hostileText) == true)
        #expect(findings[0]["file"] as? String == "Modules/We ird:,%/Evil\nWireframe.swift")
    }

    @Test func sarifRoundTripsAndEncodesURIs() throws {
        let object = try JSONSerialization.jsonObject(with: Reporter.sarif.data(for: Self.hostileReport)) as? [String: Any]
        let run = try #require((object?["runs"] as? [[String: Any]])?.first)
        let results = try #require(run["results"] as? [[String: Any]])
        let location = try #require(((results[0]["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])?["artifactLocation"] as? [String: Any])
        #expect(location["uri"] as? String == "Modules/We%20ird%3A,%25/Evil%0AWireframe.swift")
        #expect(((results[0]["message"] as? [String: Any])?["text"] as? String)?.contains(TestMaps.hostileText) == true)
    }

    @Test(arguments: [Self.sampleReport, Self.hostileReport])
    func junitIsWellFormedAndKeepsText(_ report: CheckReport) throws {
        let data = Reporter.junit.data(for: report)
        let collector = FailureCollector()
        let parser = XMLParser(data: data)
        parser.delegate = collector
        #expect(parser.parse(), "JUnit XML does not parse: \(String(describing: parser.parserError))")
        #expect(collector.messages.count == report.issues.count)
        if report == Self.hostileReport {
            // Control characters XML cannot hold became U+FFFD; everything else survives.
            let expected = report.issues[0].message.replacingOccurrences(of: "\u{1}", with: "\u{FFFD}")
            #expect(collector.messages.contains(expected))
        }
    }

    @Test func markdownLetsNoHTMLThrough() {
        let out = Self.text(.markdown, Self.hostileReport)
        #expect(!out.contains("<script>"))
        #expect(!out.contains("<b>"))
        #expect(out.contains("&lt;script&gt;"))
        // Each finding is one table row: header, separator and two rows after the title and summary.
        #expect(out.split(separator: "\n").filter { $0.hasPrefix("|") }.count == 4)
        #expect(MarkdownText.escape("a|b\nc <x> `y`") == "a\\|b<br>c &lt;x&gt; \\`y\\`")
    }
}

/// Collects the `message` attribute of every `<failure>`.
final class FailureCollector: NSObject, XMLParserDelegate {
    var messages: [String] = []
    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]) {
        if elementName == "failure", let message = attributeDict["message"] { messages.append(message) }
    }
}
