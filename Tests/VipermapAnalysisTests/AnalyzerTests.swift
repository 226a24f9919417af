import Testing
import VipermapAnalysis
import VipermapModel

/// The analysis on hand-built maps: status from evidence, breadcrumbs, reachability, findings.
@Suite struct AnalyzerTests {
    static func component(_ role: ComponentRole, _ type: String) -> Component {
        Component(role: role, type: type, file: "\(type).swift", line: 1)
    }

    static func module(_ id: String, roles: [ComponentRole] = [.router, .presenter, .view], evidence: [Evidence] = []) -> Module {
        Module(id: id, name: id, components: roles.map { component($0, "\(id)\($0.rawValue.capitalized)") }, evidence: evidence)
    }

    static func route(_ from: String?, _ to: String?, _ transition: Transition = .push) -> Route {
        Route(from: from, to: to, transition: transition, file: "R.swift", line: 1)
    }

    @Test func breadcrumbIsTheShortestPathVisitingNeighboursInIDOrder() {
        // Two shortest paths to D (A→B→D and A→C→D): B comes first by id.
        let map = AppMap(
            modules: ["A", "B", "C", "D", "E"].map { Self.module($0) },
            routes: [Self.route(nil, "A", .setRoot), Self.route("A", "C"), Self.route("A", "B"), Self.route("C", "D"),
                     Self.route("B", "D"), Self.route("D", "E"), Self.route("E", nil, .dismiss), Self.route("A", "E", .pop)],
            entryPoints: [EntryPoint(module: "A", file: "App.swift", line: 3, kind: "appDelegate")])
        let result = Analyzer.analyze(map)
        #expect(result.module(id: "D")?.breadcrumb == ["A", "B", "D"])
        #expect(result.module(id: "E")?.breadcrumb == ["A", "B", "D", "E"])
        #expect(result.modules.allSatisfy { $0.reachable == true })
    }

    @Test func statusIsTheLowestEvidence() {
        let map = AppMap(modules: [
            Self.module("Mixed", evidence: [
                Evidence(kind: "todo", status: .inProgress, message: "TODO", file: "a.swift", line: 2),
                Evidence(kind: "placeholder", status: .scaffolded, message: "<#x#>", file: "a.swift", line: 3),
            ]),
            Self.module("Planned", roles: [], evidence: [Evidence(kind: "catalogOnly", status: .planned, message: "declared")]),
            Self.module("Clean"),
            Self.module("NoView", roles: [.wireframe, .presenter]),
        ])
        let result = Analyzer.analyze(map)
        #expect(result.module(id: "Mixed")?.status == .scaffolded)
        #expect(result.module(id: "Planned")?.status == .planned)
        #expect(result.module(id: "Clean")?.status == .done)
        #expect(result.module(id: "NoView")?.status == .inProgress)
        #expect(result.module(id: "NoView")?.evidence.map(\.message) == ["NoView has no view (its dialect expects one)"])
        // No entry point at all: nothing is reported unreachable, but nothing is reachable either.
        #expect(!result.findings.contains { $0.rule == "unreachableModule" })
        #expect(result.modules.allSatisfy { $0.reachable == false })
    }

    @Test func optionsAndUnresolvedRoutesBecomeEvidenceAndFindings() {
        var feed = Self.module("Feed", roles: [.wireframe, .presenter, .view])
        feed.navigationOptions = [
            NavigationOption(name: "details", file: "FeedInterfaces.swift", line: 2, state: .handled),
            NavigationOption(name: "share", file: "FeedInterfaces.swift", line: 3, state: .dead),
            NavigationOption(name: "help", file: "FeedInterfaces.swift", line: 4, state: .unhandled),
        ]
        var unresolved = Self.route("Feed", nil)
        unresolved.target = "factory.make()"
        let result = Analyzer.analyze(AppMap(modules: [feed], routes: [unresolved, Self.route("Feed", nil, .dismiss)]))
        #expect(Set(result.findings.map { "\($0.rule) \($0.line ?? 0)" }) == ["deadOption 3", "unhandledOption 4", "unresolvedRoute 1"])
        #expect(result.module(id: "Feed")?.status == .inProgress)
    }

    @Test func analysingTwiceChangesNothing() {
        let map = AppMap(
            modules: [Self.module("A"), Self.module("B", roles: [.router])],
            routes: [Self.route(nil, "A", .setRoot)],
            entryPoints: [EntryPoint(module: "A", file: "App.swift", line: 3, kind: "appDelegate")])
        let once = Analyzer.analyze(map)
        #expect(Analyzer.analyze(once) == once)
        #expect(once.findings.map(\.rule).sorted() == ["missingComponent", "missingComponent", "unreachableModule"])
    }
}
