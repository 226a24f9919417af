import Testing
import VipermapModel
import VipermapWriters
@testable import VipermapCheck

/// The navigation snapshot and the drift check built on it.
@Suite struct SnapshotTests {
    @Test func sampleSnapshot() {
        Golden.assert(String(decoding: SnapshotWriter.data(for: TestMaps.sample), as: UTF8.self), matches: "snapshot-sample.txt")
    }

    @Test func hostileNamesStayOnOneLine() {
        let lines = SnapshotWriter.lines(for: TestMaps.hostile)
        // Header, [modules], one module, [routes], two routes.
        #expect(lines.count == 6)
        #expect(lines[2] == #"Evil|<b>"Mod"</b> (done, domain: Dom ain,x:y)"#)
        #expect(lines.allSatisfy { !$0.contains("\n") && !$0.contains("\r") })
        Golden.assert(String(decoding: SnapshotWriter.data(for: TestMaps.hostile), as: UTF8.self), matches: "snapshot-hostile.txt")
    }

    @Test func noDriftAgainstItself() {
        let text = String(decoding: SnapshotWriter.data(for: TestMaps.sample), as: UTF8.self)
        #expect(SnapshotDrift(snapshot: text, map: TestMaps.sample).isEmpty)
        // Line numbers are not part of the snapshot.
        var moved = TestMaps.sample
        moved.routes = moved.routes.map { var r = $0; r.line += 7; return r }
        #expect(SnapshotDrift(snapshot: text, map: moved).isEmpty)
    }

    @Test func driftListsRemovedAndAddedLines() {
        let text = String(decoding: SnapshotWriter.data(for: TestMaps.sample), as: UTF8.self)
        var map = TestMaps.sample
        map.routes.removeAll { $0.from == "Login" && $0.to == "Register" }
        map.routes.append(TestMaps.route("Login", "Tour", .present, "tour", line: 33))
        map.modules[map.modules.firstIndex { $0.id == "Register" }!].status = .done
        let drift = SnapshotDrift(snapshot: text, map: map)
        #expect(drift.removed == ["Login -[push: register]-> Register", "Register (inProgress, domain: Auth)"])
        #expect(drift.added == ["Login -[present: tour]-> Tour", "Register (done, domain: Auth)"])
        #expect(drift.report(snapshotPath: "nav.snapshot") == """
        -Login -[push: register]-> Register
        -Register (inProgress, domain: Auth)
        +Login -[present: tour]-> Tour
        +Register (done, domain: Auth)
        navigation drifted from nav.snapshot: 2 lines removed, 2 added; review them and run `vipermap snapshot PATH --output nav.snapshot` to accept.

        """)
    }
}
