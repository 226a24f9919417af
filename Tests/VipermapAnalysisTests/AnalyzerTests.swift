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
        // No entry point at all: reachability is unknown (not false), nothing is reported unreachable, and the map
        // says once that no launch path was found.
        #expect(!result.findings.contains { $0.rule == "unreachableModule" })
        #expect(result.modules.allSatisfy { $0.reachable == nil })
        #expect(result.findings.filter { $0.rule == "noLaunchPath" }.map(\.message) == [Analyzer.noLaunchPathMessage])
    }

    /// Options are the app's own state (evidence and status); an unresolved route is the tool's doubt: a finding and
    /// the module's resolved / total count, never evidence. Ways back are not counted; a system screen counts as resolved.
    @Test func optionsAndUnresolvedRoutesBecomeEvidenceAndFindings() {
        var feed = Self.module("Feed", roles: [.wireframe, .presenter, .view])
        feed.navigationOptions = [
            NavigationOption(name: "details", file: "FeedInterfaces.swift", line: 2, state: .handled),
            NavigationOption(name: "share", file: "FeedInterfaces.swift", line: 3, state: .dead),
            NavigationOption(name: "help", file: "FeedInterfaces.swift", line: 4, state: .unhandled),
        ]
        var unresolved = Self.route("Feed", nil)
        unresolved.target = "factory.make()"
        var alert = Self.route("Feed", nil, .present)
        alert.kind = .system
        alert.targetType = "UIAlertController"
        let result = Analyzer.analyze(AppMap(modules: [feed], routes: [unresolved, alert, Self.route("Feed", nil, .dismiss)]))
        #expect(Set(result.findings.map { "\($0.rule) \($0.line ?? 0)" }) == ["deadOption 3", "unhandledOption 4", "unresolvedRoute 1", "noLaunchPath 0"])
        #expect(result.module(id: "Feed")?.status == .inProgress)
        #expect(result.module(id: "Feed")?.evidence.map(\.kind).sorted() == ["deadOption", "unhandledOption"])
        #expect(result.module(id: "Feed")?.resolution == RouteResolution(resolved: 1, total: 2))
        #expect(result.resolution == RouteResolution(resolved: 1, total: 2))
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
