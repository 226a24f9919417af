import Testing
import VipermapAnalysis
import VipermapModel
@testable import VipermapCheck

/// Each rule over the sample map: the exact findings, with severity, module and location.
@Suite struct CheckerTests {
    static func lines(_ issues: [CheckFinding], rule: RuleID? = nil) -> Set<String> {
        Set(issues.filter { rule == nil || $0.rule == rule }.map {
            "\($0.rule.rawValue) \($0.severity.rawValue) \($0.module ?? "-") \($0.file ?? "-"):\($0.line.map(String.init) ?? "-")"
        })
    }

    static let configured = try! CheckConfiguration.parse(yaml: TestMaps.configurationYAML, file: ".vipermap.yml")

    /// A map with modules and no entry point, as the analysis leaves it: one `noLaunchPath` warning for the map with
    /// the analysis' message, and no module is called unreachable (reachability is unknown).
    @Test func noLaunchPathIsSaidOnce() {
        let map = Analyzer.analyze(AppMap(modules: [
            Module(id: "Alpha", name: "Alpha", components: [Component(role: .view, type: "AlphaViewController", file: "A.swift", line: 1),
                                                           Component(role: .presenter, type: "AlphaPresenter", file: "A.swift", line: 2)]),
            Module(id: "Beta", name: "Beta", components: [Component(role: .view, type: "BetaViewController", file: "B.swift", line: 1),
                                                         Component(role: .presenter, type: "BetaPresenter", file: "B.swift", line: 2)]),
        ], routes: [Route(from: "Alpha", to: "Beta", transition: .push, file: "A.swift", line: 5)]))
        #expect(map.modules.map(\.reachable) == [nil, nil])
        let issues = Checker.check(map)
        #expect(Self.lines(issues) == ["noLaunchPath warning - -:-"])
        #expect(issues.first?.message == Analyzer.noLaunchPathMessage)
    }

    @Test func defaultsReportEveryRuleButTheConfiguredOnes() {
        let issues = Checker.check(TestMaps.sample)
        #expect(Self.lines(issues) == [
            "unhandledOption warning Login Modules/Auth/Login/LoginInterfaces.swift:7",
            "deadOption warning Login Modules/Auth/Login/LoginInterfaces.swift:8",
            "scaffoldedModule warning ForgotPassword Modules/Auth/ForgotPassword/ForgotPasswordPresenter.swift:12",
            "missingComponent warning Register Modules/Auth/Register/RegisterWireframe.swift:8",
            "missingComponent warning Orphan Modules/Main/Orphan/OrphanPresenter.swift:8",
            "unresolvedRoute warning Home Modules/Home/HomeWireframe.swift:24",
            "undefinedModule error Settings Modules/Settings/SettingsWireframe.swift:40",
            "unreachableModule warning ForgotPassword Modules/Auth/ForgotPassword/ForgotPasswordPresenter.swift:12",
            "unreachableModule warning Orphan Modules/Main/Orphan/OrphanPresenter.swift:8",
            "indexerFinding warning - Broken.swift:3",
        ])
    }

    @Test func unhandledAndDeadOptionsNameTheOption() {
        let issues = Checker.check(TestMaps.sample, configuration: Self.configured)
        #expect(issues.filter { $0.rule == .unhandledOption }.map(\.message) == ["Login: navigation option 'forgotPassword' is not handled by navigate(to:)"])
        #expect(Self.lines(issues, rule: .unhandledOption) == ["unhandledOption error Login Modules/Auth/Login/LoginInterfaces.swift:7"])
        #expect(issues.filter { $0.rule == .deadOption }.map(\.message) == ["Login: navigation option 'legacy' is handled by a body that does nothing"])
    }

    @Test func unresolvedRouteQuotesTheExpression() {
        let issues = Checker.check(TestMaps.sample).filter { $0.rule == .unresolvedRoute }
        #expect(issues.map(\.message) == ["Home routes (present) to a target known only at run time: makeController(for: item)"])
    }

    @Test func undefinedModuleIsAnError() {
        let issues = Checker.check(TestMaps.sample).filter { $0.rule == .undefinedModule }
        #expect(issues.map(\.message) == ["Settings routes (push) to 'Legacy', which is not a module of the map"])
        #expect(issues.map(\.severity) == [.error])
    }

    @Test func missingComponentFollowsTheDialect() {
        let issues = Checker.check(TestMaps.sample).filter { $0.rule == .missingComponent }
        #expect(Set(issues.map(\.message)) == [
            "Register has no presenter (a module with a wireframe needs one)",
            "Orphan has no view (a module with a presenter needs one)",
        ])
        // Router-based modules need a view and a presenter too; planned modules need nothing yet.
        let routerOnly = AppMap(modules: [TestMaps.module("R", domain: nil, roles: [.router]), TestMaps.module("P", domain: nil, status: .planned, roles: [])])
        #expect(Self.lines(Checker.check(routerOnly), rule: .missingComponent) == [
            "missingComponent warning R Modules/Shared/R/RRouter.swift:8",
        ])
        #expect(Checker.missingRoles(of: routerOnly.modules[0]) == [.presenter, .view])
        // A storyboard scene stands for the view.
        let storyboard = TestMaps.module("S", domain: nil, roles: [.wireframe, .presenter, .storyboardScene])
        #expect(Checker.missingRoles(of: storyboard) == [])
    }

    @Test func unreachableUsesTheAnalysisFlagWhenPresent() {
        var map = TestMaps.sample
        for index in map.modules.indices { map.modules[index].reachable = map.modules[index].id != "Home" }
        #expect(Self.lines(Checker.check(map), rule: .unreachableModule) == [
            "unreachableModule warning Home Modules/Main/Home/HomeWireframe.swift:8",
        ])
        // Without entry points and analysis nothing can be called unreachable.
        let noEntries = AppMap(modules: [TestMaps.module("A", domain: nil, roles: [.wireframe, .presenter, .view])])
        #expect(Checker.check(noEntries).isEmpty)
    }

    @Test func forbiddenRoutesMatchDomainPatterns() {
        let issues = Checker.check(TestMaps.sample, configuration: Self.configured)
        #expect(Self.lines(issues, rule: .forbiddenRoute) == [
            "forbiddenRoute error Home Modules/Home/HomeWireframe.swift:22",
            "forbiddenRoute error Settings Modules/Settings/SettingsWireframe.swift:43",
        ])
        #expect(issues.first { $0.rule == .forbiddenRoute }?.message
            == "route Home → Welcome is forbidden (from '!domain:Onboarding' to 'domain:Onboarding'): only Onboarding routes into Onboarding")
    }

    @Test func maxFanOutCountsDistinctTargets() {
        let issues = Checker.check(TestMaps.sample, configuration: Self.configured)
        #expect(Self.lines(issues, rule: .maxFanOut) == [
            "maxFanOut warning Home Modules/Main/Home/HomeWireframe.swift:8",
            "maxFanOut warning Settings Modules/Main/Settings/SettingsRouter.swift:8",
        ])
        #expect(issues.first { $0.rule == .maxFanOut && $0.module == "Settings" }?.message == "Settings routes to 4 modules, more than the limit of 2")
    }

    @Test func offTurnsARuleOff() throws {
        let config = try CheckConfiguration.parse(yaml: "rules:\n  unreachableModule: off\n  indexerFinding: {severity: off}\n", file: "c.yml")
        let rules = Set(Checker.check(TestMaps.sample, configuration: config).map(\.rule))
        #expect(!rules.contains(.unreachableModule))
        #expect(!rules.contains(.indexerFinding))
        #expect(rules.contains(.deadOption))
    }

    @Test func fingerprintsIgnoreLinesAndWhitespace() {
        let a = CheckFinding(rule: .unresolvedRoute, severity: .warning, message: "m", module: "Home", file: "a.swift", line: 3, target: "make(  for: x)")
        let b = CheckFinding(rule: .unresolvedRoute, severity: .error, message: "other", module: "Home", file: "b.swift", line: 99, target: "make(\nfor: x)")
        let c = CheckFinding(rule: .unresolvedRoute, severity: .warning, message: "m", module: "Login", file: "a.swift", line: 3, target: "make(for: x)")
        #expect(a.fingerprint == b.fingerprint)
        #expect(a.fingerprint != c.fingerprint)
        #expect(a.fingerprint.count == 16)
        // FNV-1a 64 of "" is its offset basis: the hash function itself is pinned.
        #expect(CheckFinding.fingerprint(rule: .maxFanOut, module: "M", target: "") == CheckFinding.fingerprint(rule: .maxFanOut, module: "M", target: "  "))
    }

    @Test func modulePatterns() {
        #expect(ModulePattern("Auth*").matches(id: "AuthLogin", domain: nil))
        #expect(!ModulePattern("Auth*").matches(id: "Login", domain: "Auth"))
        #expect(ModulePattern("domain:Au?h").matches(id: "Login", domain: "Auth"))
        #expect(!ModulePattern("domain:Auth").matches(id: "Login", domain: nil))
        #expect(ModulePattern("!domain:Auth").matches(id: "Login", domain: nil))
        #expect(ModulePattern("Viper-Demo/*").matches(id: "Viper-Demo/Login", domain: nil))
        #expect(ModulePattern("*").matches(id: "", domain: nil))
        #expect(!ModulePattern("a*b").matches(id: "acbd", domain: nil))
    }
}
