import Foundation
import Testing
import VipermapModel

/// Every input the fuzzer (`make fuzz`) crashed on, kept in Fuzz/regressions, indexed end to end: the run
/// finishes, reports the file, and indexes the rest. The first byte of a fuzz input chose the reader
/// (even: Swift, odd: storyboard); the rest is the file.
@Suite struct HostileFuzzRegressionTests {
    static let folder = VipermapProcess.packageRoot.appendingPathComponent("Fuzz/regressions")

    static var inputs: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
    }

    @Test func thereAreRegressions() {
        #expect(Self.inputs.contains("storyboard-invalid-utf8-element-name"))
    }

    @Test(arguments: inputs)
    func regressionInputIsIndexedWithoutACrash(name: String) throws {
        let bytes = try Data(contentsOf: Self.folder.appendingPathComponent(name))
        let selector = try #require(bytes.first)
        let fileName = selector % 2 == 0 ? "Fuzzed.swift" : "Fuzzed.storyboard"
        let app = try ScratchApp(["Home.swift": ScratchApp.module("Home", router: ScratchApp.push("List")), "List.swift": ScratchApp.module("List")])
        defer { app.remove() }
        try app.write(bytes.dropFirst(), to: fileName)
        let (result, map) = try app.index()
        #expect(result.status == 0, "\(name): \(result.stderr.prefix(500))")
        #expect(!result.hasCrashTrace, "\(name)")
        let found = try #require(map)
        #expect(found.moduleIDSet.isSuperset(of: ["Home", "List"]))
        #expect(found.routePairs.contains("Home->List"))
    }

    @Test func invalidUTF8StoryboardIsReportedNotParsed() throws {
        let bytes = try Data(contentsOf: Self.folder.appendingPathComponent("storyboard-invalid-utf8-element-name"))
        let app = try ScratchApp(["Home.swift": ScratchApp.module("Home")])
        defer { app.remove() }
        try app.write(bytes.dropFirst(), to: "Main.storyboard")
        let (result, map) = try app.index()
        #expect(result.status == 0)
        #expect(result.stderr.contains("vipermap: warning: Main.storyboard is not a well-formed storyboard (it is not UTF-8 text); its scenes and segues were skipped.\n"))
        #expect(try #require(map).findings("malformedStoryboard").map(\.file) == ["Main.storyboard"])
    }
}
