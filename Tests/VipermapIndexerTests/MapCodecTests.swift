import Foundation
import Testing
import VipermapAnalysis
@testable import VipermapIndexer
import VipermapModel
import VipermapSynth

/// The map cache's binary codec: every analysed map survives a round trip unchanged and encodes to the same
/// bytes every time; bytes that are not exactly one encoding are refused, never trusted and never a crash.
@Suite struct MapCodecTests {
    static let samples = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Samples")

    static func decode(_ bytes: [UInt8]) throws -> AppMap {
        try bytes.withUnsafeBytes { try MapCodec.decode($0) }
    }

    /// A map small enough to spell out byte by byte, touching every type, optional strings nil and set, a
    /// negative line and a two-byte varint.
    static let tiny = AppMap(
        schemaVersion: 1,
        modules: [Module(
            id: "Home", name: "Home", domain: nil, project: "App", status: .inProgress,
            components: [Component(role: .presenter, type: "HomePresenter", file: "H.swift", line: 3)],
            navigationOptions: [NavigationOption(name: "detail", file: "H.swift", line: 5, state: .dead)],
            evidence: [Evidence(kind: "k", status: .scaffolded, message: "m", file: "H.swift", line: nil)],
            storyboards: ["Main"], declaration: SourceLocation(file: "H.swift", line: 1), reachable: true, breadcrumb: ["Home"])],
        routes: [Route(from: "Home", to: nil, transition: .present, trigger: "detail", file: "H.swift", line: -2, target: nil,
                       condition: "DEBUG", triggeredBy: [CallSite(type: "HomePresenter", method: "tap", file: "H.swift", line: 9)])],
        entryPoints: [EntryPoint(module: "Home", file: "A.swift", line: 7, kind: "window")],
        findings: [Finding(rule: "r", message: "m", module: nil, file: "A.swift", line: 64)])

    /// Every optional set, every enum case, extreme integers and strings that are not ASCII.
    static let full: AppMap = {
        let roles = ComponentRole.allCases
        let modules = ModuleStatus.allCases.enumerated().map { index, status in
            Module(
                id: "Ünïcode/M\(index) 🚀", name: "M\(index)", domain: "Domain", project: "Project", status: status,
                components: roles.map { Component(role: $0, type: "M\(index)\($0.rawValue)", file: "M\(index)/\($0.rawValue).swift", line: Int.max) },
                navigationOptions: NavigationOption.State.allCases.map { NavigationOption(name: $0.rawValue, file: "Nav.swift", line: 0, state: $0) },
                evidence: ModuleStatus.allCases.map { Evidence(kind: "kind", status: $0, message: "message \u{0} é", file: "E.swift", line: Int.min) },
                storyboards: ["Main", "Other"], declaration: SourceLocation(file: "D.swift", line: -1),
                reachable: index % 2 == 0, breadcrumb: ["Root", "M\(index)"])
        }
        let routes = Transition.allCases.enumerated().map { index, transition in
            Route(from: "Ünïcode/M0 🚀", to: "M\(index)", transition: transition, trigger: "go\(index)", file: "R.swift", line: index,
                  target: "Target()", condition: "os(iOS)",
                  triggeredBy: [CallSite(type: "T", method: "m", file: "R.swift", line: 1), CallSite(type: "U", method: "", file: "", line: -5)])
        }
        return AppMap(schemaVersion: 99, modules: modules, routes: routes,
                      entryPoints: [EntryPoint(module: "M1", file: "App.swift", line: 1, kind: "appDelegate")],
                      findings: [Finding(rule: "rule", message: "msg", module: "M1", file: "F.swift", line: 3),
                                 // Equal as Swift strings, different bytes: each keeps its own.
                                 Finding(rule: "\u{E9}", message: "e\u{301}", module: "e\u{301}", file: "\u{E9}", line: nil)])
    }()

    /// Every optional nil and every array empty, down to the map's own arrays.
    static let sparse = AppMap(
        schemaVersion: 0,
        modules: [Module(id: "", name: "", domain: nil, project: nil, status: .planned, components: [], navigationOptions: [],
                         evidence: [Evidence(kind: "", status: .done, message: "", file: nil, line: nil)], storyboards: [],
                         declaration: nil, reachable: nil, breadcrumb: nil),
                  Module(id: "B", name: "B", reachable: false, breadcrumb: [])],
        routes: [Route(from: nil, to: nil, transition: .unknown, trigger: nil, file: "", line: 0, target: nil, condition: nil, triggeredBy: [])],
        entryPoints: [],
        findings: [Finding(rule: "", message: "", module: nil, file: nil, line: nil)])

    @Test(arguments: ["Pokedex", "Social", "Tracks", "GitHubSearch", "Notes", "Workspace", ""])
    func everySampleMapRoundTrips(sample: String) throws {
        let root = sample.isEmpty ? Self.samples : Self.samples.appendingPathComponent(sample)
        let map = Analyzer.analyze(try Indexer.index(root: root))
        // The analysed map holds what the codec must carry: statuses, reachability and breadcrumbs.
        #expect(map.modules.count >= 3)
        #expect(!map.routes.isEmpty)
        #expect(map.modules.contains { $0.reachable != nil })
        let bytes = MapCodec.encode(map)
        #expect(try Self.decode(bytes) == map)
        #expect(MapCodec.encode(map) == bytes)
        #expect(MapCodec.encode(try Self.decode(bytes)) == bytes)
    }

    @Test func everyFieldAndCaseRoundTrips() throws {
        for map in [Self.tiny, Self.full, Self.sparse, AppMap(), AppMap(schemaVersion: -7)] {
            let bytes = MapCodec.encode(map)
            let decoded = try Self.decode(bytes)
            #expect(decoded == map)
            #expect(decoded.schemaVersion == map.schemaVersion)
            #expect(MapCodec.encode(map) == bytes)
            // Byte for byte, not only equal (`==` on strings ignores Unicode normalization).
            #expect(MapCodec.encode(decoded) == bytes)
        }
        // Nil and empty stay apart (they are equal under no comparison, but check the fields themselves).
        let sparse = try Self.decode(MapCodec.encode(Self.sparse))
        #expect(sparse.modules[0].breadcrumb == nil && sparse.modules[1].breadcrumb == [])
        #expect(sparse.modules[0].reachable == nil && sparse.modules[1].reachable == false)
        #expect(sparse.findings[0].module == nil && sparse.findings[0].line == nil)
        let full = try Self.decode(MapCodec.encode(Self.full))
        #expect(full.findings.map { Array($0.rule.utf8) + Array($0.message.utf8) } == Self.full.findings.map { Array($0.rule.utf8) + Array($0.message.utf8) })
    }

    /// A synthetic app's analysed map (the benchmark's kind of map) round-trips, and the table shares strings:
    /// the encoding is far smaller than the JSON.
    @Test func syntheticMapRoundTripsAndIsSmall() throws {
        let app = SyntheticApp(.init(modules: 60, seed: 42))
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("vipermap-mapcodec-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = try app.write(to: folder)
        let map = Analyzer.analyze(try Indexer.index(root: folder))
        #expect(map.modules.count >= 60)
        let bytes = MapCodec.encode(map)
        #expect(try Self.decode(bytes) == map)
        let json = try JSONEncoder().encode(map)
        #expect(bytes.count * 3 < json.count, "\(bytes.count) bytes against \(json.count) of JSON")
    }

    /// A field added to a model type that the codec does not write would silently vanish from warm runs: this
    /// fails first. Add the field to `MapCodec` (writer and reader), re-pin the bytes and bump the cache's format.
    @Test func codecKnowsEveryStoredField() {
        func fields(_ value: Any) -> [String] {
            Mirror(reflecting: value).children.compactMap(\.label)
        }
        #expect(fields(AppMap()) == ["schemaVersion", "modules", "routes", "entryPoints", "findings"])
        #expect(fields(Module(id: "", name: ""))
            == ["id", "name", "domain", "project", "status", "components", "navigationOptions", "evidence", "storyboards",
                "declaration", "reachable", "breadcrumb"])
        #expect(fields(Component(role: .view, type: "", file: "", line: 0)) == ["role", "type", "file", "line"])
        #expect(fields(NavigationOption(name: "", file: "", line: 0, state: .handled)) == ["name", "file", "line", "state"])
        #expect(fields(Evidence(kind: "", status: .done, message: "")) == ["kind", "status", "message", "file", "line"])
        #expect(fields(SourceLocation(file: "", line: 0)) == ["file", "line"])
        #expect(fields(Route(from: nil, to: nil, transition: .push, file: "", line: 0))
            == ["from", "to", "transition", "trigger", "file", "line", "target", "condition", "triggeredBy"])
        #expect(fields(CallSite(type: "", method: "", file: "", line: 0)) == ["type", "method", "file", "line"])
        #expect(fields(EntryPoint(module: "", file: "", line: 0, kind: "")) == ["module", "file", "line", "kind"])
        #expect(fields(Finding(rule: "", message: "")) == ["rule", "message", "module", "file", "line"])
    }

    /// Each enum case's tag byte, both ways: a case added, renamed or reordered in the model must not change
    /// what a stored byte means, and the first unused tag is refused.
    @Test func enumTagsArePinned() throws {
        let roles: [ComponentRole] = [.view, .presenter, .interactor, .router, .wireframe, .interfaces, .contract, .builder,
                                      .configurator, .entity, .moduleAPI, .scope, .routerInput, .routerOutput, .storyboardScene]
        #expect(Set(roles) == Set(ComponentRole.allCases) && roles.count == ComponentRole.allCases.count)
        for (tag, role) in roles.enumerated() {
            #expect(MapCodec.tag(role) == UInt8(tag))
            #expect(try MapCodec.role(UInt8(tag)) == role)
        }
        #expect(throws: FactsCodec.Corrupt.self) { try MapCodec.role(UInt8(roles.count)) }

        let statuses: [ModuleStatus] = [.planned, .scaffolded, .inProgress, .done]
        #expect(statuses == ModuleStatus.allCases)
        for (tag, status) in statuses.enumerated() {
            #expect(MapCodec.tag(status) == UInt8(tag))
            #expect(try MapCodec.status(UInt8(tag)) == status)
        }
        #expect(throws: FactsCodec.Corrupt.self) { try MapCodec.status(4) }

        let states: [NavigationOption.State] = [.handled, .unhandled, .dead]
        #expect(states == NavigationOption.State.allCases)
        for (tag, state) in states.enumerated() {
            #expect(MapCodec.tag(state) == UInt8(tag))
            #expect(try MapCodec.state(UInt8(tag)) == state)
        }
        #expect(throws: FactsCodec.Corrupt.self) { try MapCodec.state(3) }

        let transitions: [Transition] = [.push, .present, .setRoot, .embed, .show, .dismiss, .pop, .unknown]
        #expect(transitions == Transition.allCases)
        for (tag, transition) in transitions.enumerated() {
            #expect(FactsCodec.tag(transition) == UInt8(tag))
            #expect(try FactsCodec.transition(UInt8(tag)) == transition)
        }
        #expect(throws: FactsCodec.Corrupt.self) { try FactsCodec.transition(8) }
    }

    /// The layout, byte by byte: changing it must be a conscious decision (and a new cache format).
    @Test func tinyMapBytesArePinned() throws {
        func string(_ value: String) -> [UInt8] { [UInt8(value.utf8.count)] + Array(value.utf8) }
        let table: [UInt8] = [13] + ["Home", "App", "HomePresenter", "H.swift", "detail", "k", "m", "Main", "DEBUG", "tap",
                                     "A.swift", "window", "r"].flatMap(string)
        let module: [UInt8] = [
            0, 0, 0, 2, 2,   // id "Home", name "Home", domain nil, project "App" (index + 1), status inProgress
            1, 1, 2, 3, 6,   // one component: presenter, "HomePresenter", "H.swift", line 3 (zig-zag)
            1, 4, 3, 10, 2,  // one navigation option: "detail", "H.swift", line 5, dead
            1, 5, 1, 6, 4, 0, // one piece of evidence: "k", scaffolded, "m", file "H.swift" (index + 1), line nil
            1, 7,            // storyboards ["Main"]
            1, 3, 2,         // declaration H.swift:1
            2,               // reachable true
            1, 1, 0,         // breadcrumb ["Home"]
        ]
        let route: [UInt8] = [
            1, 0, 1, 5, 3, 3, 0, 9, // from "Home", to nil, present, trigger "detail", "H.swift", line -2, target nil, condition "DEBUG"
            1, 2, 9, 3, 18,         // triggered by HomePresenter.tap at H.swift:9
        ]
        let rest: [UInt8] = [
            1, 0, 10, 14, 11,       // entry point Home at A.swift:7, "window"
            1, 12, 6, 0, 11, 1, 0x80, 0x01, // finding "r", "m", module nil, file "A.swift", line 64 (two-byte varint)
        ]
        let expected = table + [2] + [1] + module + [1] + route + rest
        #expect(MapCodec.encode(Self.tiny) == expected)
        #expect(try Self.decode(expected) == Self.tiny)
        #expect(MapCodec.encode(AppMap()) == [0, 2, 0, 0, 0, 0])
    }

    /// Every proper prefix of an encoding is refused (decoding reads the same fields and runs out of bytes), and
    /// so is an encoding with bytes after it.
    @Test func truncatedOrExtendedEncodingsAreRefused() {
        var checked = 0
        for map in [Self.tiny, Self.full, Self.sparse, AppMap()] {
            let bytes = MapCodec.encode(map)
            for length in 0..<bytes.count {
                #expect(throws: FactsCodec.Corrupt.self) { try Self.decode(Array(bytes.prefix(length))) }
                checked += 1
            }
            #expect(throws: FactsCodec.Corrupt.self) { try Self.decode(bytes + [0]) }
        }
        #expect(checked > 500)
    }

    /// Every byte of two small encodings flipped several ways: refused, or read exactly as the bytes say (the
    /// encoding is canonical: re-encoding gives the damaged bytes back), never a crash.
    @Test func corruptedEncodingsAreRefusedOrReadExactly() throws {
        var refused = 0
        var accepted = 0
        for map in [Self.tiny, Self.full] {
            let bytes = MapCodec.encode(map)
            for position in bytes.indices {
                for flip: UInt8 in [0x01, 0x04, 0x20, 0x80, 0xFF] {
                    var damaged = bytes
                    damaged[position] ^= flip
                    do {
                        let decoded = try Self.decode(damaged)
                        #expect(MapCodec.encode(decoded) == damaged, "byte \(position) ^ \(flip)")
                        accepted += 1
                    } catch {
                        refused += 1
                    }
                }
            }
        }
        // Most flips break something; some only change a string's letters or a line, and are read as such.
        #expect(refused > 1000)
        #expect(accepted > 100)
    }

    /// One module with id and name "A" and no other data: the base that each case below breaks in one place.
    static let oneModule: [UInt8] = [1, 1, 0x41, 2, 1, 0, 0, 0, 0, 3, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]

    @Test func eachKindOfDamageIsRefused() throws {
        #expect(try Self.decode(Self.oneModule) == AppMap(schemaVersion: 1, modules: [Module(id: "A", name: "A", status: .done)]))
        #expect(try Self.decode([0, 2, 0, 0, 0, 0]) == AppMap())
        func damaged(_ position: Int, _ value: UInt8) -> [UInt8] {
            var bytes = Self.oneModule
            bytes[position] = value
            return bytes
        }
        let cases: [(String, [UInt8])] = [
            ("string index past the table", damaged(5, 1)),
            ("optional string index past the table", damaged(7, 2)),
            ("unknown status tag", damaged(9, 4)),
            ("unknown reachable byte", damaged(15, 3)),
            ("declaration tag neither 0 nor 1", damaged(14, 2)),
            ("a string used before the one that comes first in the table", [2, 1, 0x41, 1, 0x42] + [2, 1, 1, 0, 0, 0, 3] + Array(repeating: 0, count: 10)),
            ("a table string never used", [2, 1, 0x41, 1, 0x42] + Self.oneModule.dropFirst(3)),
            ("a table string twice", [2, 1, 0x41, 1, 0x41] + [2, 1, 0, 1, 0, 0, 3] + Array(repeating: 0, count: 10)),
            ("invalid UTF-8 in the table", damaged(2, 0xFF)),
            ("a lone continuation byte in the table", damaged(2, 0x80)),
            ("trailing bytes", Self.oneModule + [0]),
            ("2^63 strings", [0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x01] + Self.oneModule.dropFirst()),
            ("a string of 2^40 bytes", [1, 0x80, 0x80, 0x80, 0x80, 0x80, 0x20, 0x41] + Self.oneModule.dropFirst(3)),
            ("2^40 modules", [0, 2, 0x80, 0x80, 0x80, 0x80, 0x80, 0x20, 0, 0, 0]),
            // Fifteen bytes left hold one module (twelve bytes at least) but not two: refused before reading any.
            ("more modules than the bytes can hold", damaged(4, 2)),
            ("a varint longer than 64 bits", [0, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x7F, 0, 0, 0, 0]),
            ("a varint with a padding zero group", [0, 0x82, 0x00, 0, 0, 0, 0]),
            ("empty", []),
        ]
        for (name, bytes) in cases {
            #expect(throws: FactsCodec.Corrupt.self, "\(name)") { try Self.decode(bytes) }
        }
        // The first and third cases' well-formed twins decode: the damage, not the shape, is what is refused.
        #expect(try Self.decode([2, 1, 0x41, 1, 0x42] + [2, 1, 0, 1, 0, 0, 3] + Array(repeating: 0, count: 10)).modules[0].name == "B")
    }
}
