import Foundation
import Testing
import VipermapModel
@testable import VipermapCheck

/// Baselines accept today's findings by fingerprint, so only new ones are reported.
@Suite struct BaselineTests {
    static let findings = Checker.check(TestMaps.sample, configuration: CheckerTests.configured)

    @Test func baselineFileIsSortedAndStable() {
        let data = Baseline(issues: Self.findings.reversed()).data()
        #expect(data == Baseline(issues: Self.findings).data())
        Golden.assert(String(decoding: data, as: UTF8.self), matches: "baseline-sample.json")
    }

    @Test func everyRecordedFindingIsAccepted() throws {
        let baseline = try Baseline.decode(Baseline(issues: Self.findings).data(), source: "b.json")
        let (fresh, accepted) = baseline.filter(Self.findings)
        #expect(fresh.isEmpty)
        #expect(accepted == Self.findings.count)
    }

    @Test func movedCodeStaysAcceptedAndNewFindingsFail() throws {
        let baseline = Baseline(issues: Self.findings)
        var map = TestMaps.sample
        // Move every route 100 lines down: same fingerprints.
        map.routes = map.routes.map { var r = $0; r.line += 100; return r }
        // A new unresolved route in Settings, and a second, identical unresolved expression in Home.
        map.routes.append(TestMaps.route("Settings", nil, .push, "help", line: 50, target: "helpController()"))
        map.routes.append(TestMaps.route("Home", nil, .present, "detail", line: 90, target: "makeController(for: item)"))
        let (fresh, accepted) = baseline.filter(Checker.check(map, configuration: CheckerTests.configured))
        #expect(accepted == Self.findings.count)
        // Of two findings with one fingerprint, the baseline accepts the first in file order; the later one is new.
        #expect(fresh.map { "\($0.rule.rawValue) \($0.module ?? "-") \($0.line ?? 0)" } == [
            "unresolvedRoute Home 124",
            "unresolvedRoute Settings 50",
        ])
        #expect(fresh.count == 2)
    }

    @Test func malformedBaselineSaysWhatToDo() {
        #expect(throws: BaselineError.self) { try Baseline.decode(Data("{}".utf8), source: "b.json") }
        do {
            _ = try Baseline.decode(Data(#"{"version": 7, "entries": []}"#.utf8), source: "b.json")
            Issue.record("a version 7 baseline was accepted")
        } catch {
            #expect("\(error)" == "b.json is a version 7 baseline, this vipermap reads version 1; rewrite it with --write-baseline.")
        }
    }
}
