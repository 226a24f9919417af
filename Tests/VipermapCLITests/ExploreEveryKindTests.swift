import Foundation
import Testing
import VipermapExplorer
import VipermapModel
import VipermapRender
import VipermapSynth
import VipermapWriters

/// The explorer's show/hide toggle on an app too big for a whole-app picture (issue 21): the domain maps carry
/// the kinds the default pictures leave out.
@Suite struct ExploreEveryKindTests {
    @Test func aLargeAppGetsEveryKindDomainMapsInsteadOfAWholeApp() throws {
        var map = SyntheticApp.map(modules: 420, domains: 6, seed: 3)
        let alerting = try #require(map.modules.first { $0.domain != nil })
        map.routes.append(Route(from: alerting.id, to: nil, transition: .present, trigger: "showAlert", file: "Alerting.swift", line: 3,
                                kind: .system, targetType: "UIAlertController"))
        let folder = try VipermapProcess.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("map.json")
        try MapJSONWriter.data(for: map).write(to: file)
        let result = try VipermapProcess.run(["explore", file.path, "--output", folder.appendingPathComponent("page").path, "--quiet"])
        #expect(result.status == 0, "\(result.stderr)")
        let html = try String(contentsOf: folder.appendingPathComponent("page/index.html"), encoding: .utf8)
        let pictures = try #require(try ExploreCommandTests.payload(html)["maps"] as? [[String: Any]])
        // No whole app above 400 modules; the one domain whose module leads to a system screen drawn with every kind.
        let specs = MapRenderer.views(of: map.normalized())
        let alertingView = try #require(specs.first { $0.domain == alerting.domain })
        #expect(pictures.map { "\($0["id"] as? String ?? "?") \($0["kind"] as? String ?? "?")" }
            == ["every-kind-\(alertingView.id) everyKind"] + specs.map { "\($0.id) \($0.domain == nil ? "overview" : "domain")" })
        let svgs = try ExplorerPage(Data(html.utf8)).pictures
        #expect(svgs[0].contains("class=\"node vm-system\"") && svgs[0].contains("UIAlertController"))
        #expect(!svgs.dropFirst().contains { $0.contains("vm-system") })
    }
}
