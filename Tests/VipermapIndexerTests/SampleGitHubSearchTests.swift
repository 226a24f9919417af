import Foundation
import Testing
import VipermapAnalysis
import VipermapIndexer
import VipermapModel

/// The GitHubSearch sample (seed 003: `XRouterInput` builds the module, `XRouterOutput: Routerable` holds the
/// routes out; plus a Main.storyboard with show/modal/embed segues and a navigation controller as initial
/// view controller) mapped end to end. Expectations are read off the sample by docs/indexing.md.
@Suite struct SampleGitHubSearchTests: SampleSuite {
    static let sampleName = "GitHubSearch"

    static let storyboard = "GitHubSearch/Base.lproj/Main.storyboard"

    private static func routes(_ description: String, in map: AppMap) -> [Route] {
        map.routes.filter { describe($0) == description }.sorted { $0.line < $1.line }
    }

    @Test func modulesDomainsAndStatuses() throws {
        let map = try Self.map()
        #expect(Set(map.modules.map { "\($0.id) \($0.domain ?? "-") \($0.status.rawValue)" }) == [
            "Search Search done",
            "History Search done",
            "Trending Search done",
            "RepositoryDetail Detail done",
            "UserDetail Detail done",
            "Browser Detail done",
            "Settings Preferences inProgress",
        ])
    }

    @Test func routes() throws {
        let map = try Self.map()
        #expect(Set(map.routes.map(Self.describe)) == [
            // the storyboard's initial navigation controller shows Search at launch
            "∅ -[setRoot: ∅]-> Search",
            // segues
            "Search -[show: showHistory]-> History",
            "Search -[present: showSettings]-> Settings",
            "Search -[embed: ∅]-> Trending",
            // RouterOutputs
            "Search -[push: transitionToRepositoryDetail]-> RepositoryDetail",
            "Search -[present: transitionToUserDetail]-> UserDetail",
            "RepositoryDetail -[push: transitionToBrowser]-> Browser",
            "RepositoryDetail -[push: transitionToOwner]-> UserDetail",
            "UserDetail -[push: transitionToRepository]-> RepositoryDetail",
            "UserDetail -[dismiss: transitionToRepository]-> ∅",
            // `compact ? .push : .present`, handed on in a local: either
            "UserDetail -[push: transitionToBlog]-> Browser",
            "UserDetail -[present: transitionToBlog]-> Browser",
            "UserDetail -[dismiss: close]-> ∅",
            "Browser -[pop: close]-> ∅",
            "History -[push: transitionToRepositoryDetail]-> RepositoryDetail",
            "Settings -[dismiss: close]-> ∅",
            "Trending -[push: transitionToRepositoryDetail]-> RepositoryDetail",
        ])
        // RouterInputs' own `from.push(view…)` and `configure(…)` calls are not routes.
        #expect(map.routes.count == 17)
    }

    @Test func routerOutputRoutesCarryTheirCallSite() throws {
        let map = try Self.map()
        let detail = try Self.route("Search -[push: transitionToRepositoryDetail]-> RepositoryDetail", in: map)
        #expect(detail.file == "GitHubSearch/Modules/Search/Search/SearchRouter.swift")
        #expect(detail.line == 46)
        #expect(detail.triggeredBy == [CallSite(type: "SearchPresenter", method: "didSelectRow(at:)", file: "GitHubSearch/Modules/Search/Search/SearchPresenter.swift", line: 57)])
    }

    @Test func transitionPassedAsArgument() throws {
        let map = try Self.map()
        // `show(with: .push, …)`: read from the literal
        let literal = try Self.route("RepositoryDetail -[push: transitionToBrowser]-> Browser", in: map)
        #expect(literal.file == "GitHubSearch/Modules/Detail/RepositoryDetail/RepositoryDetailRouter.swift")
        #expect(literal.line == 44)
        // `show(with: transition, …)` where the local `transition` is `compact ? .push : .present`: one route per case
        for transition in ["push", "present"] {
            let variable = try Self.route("UserDetail -[\(transition): transitionToBlog]-> Browser", in: map)
            #expect(variable.file == "GitHubSearch/Modules/Detail/UserDetail/UserDetailRouter.swift")
            #expect(variable.line == 55)
            #expect(variable.target == nil)
        }
    }

    @Test func pushInsideDismissCompletion() throws {
        let map = try Self.map()
        // The guard's fallback (46) and the dismiss completion (49) call the same helper with the same values: the walk
        // runs the helper once per values and locates the route at the first call only (a known limit: one route of
        // the pair, not one per call site).
        let pushes = Self.routes("UserDetail -[push: transitionToRepository]-> RepositoryDetail", in: map)
        #expect(pushes.map { "\($0.file):\($0.line)" } == [
            "GitHubSearch/Modules/Detail/UserDetail/UserDetailRouter.swift:46",
        ])
        let dismiss = try Self.route("UserDetail -[dismiss: transitionToRepository]-> ∅", in: map)
        #expect(dismiss.line == 48)
        #expect(dismiss.target == nil)
        #expect(dismiss.triggeredBy.map { "\($0.type).\($0.method)" } == ["UserDetailPresenter.didSelectRepository(at:)"])
    }

    @Test func storyboardSeguesAreRoutes() throws {
        let map = try Self.map()
        let show = try Self.route("Search -[show: showHistory]-> History", in: map)
        #expect(show.file == Self.storyboard)
        #expect(show.line == 83)
        let modal = try Self.route("Search -[present: showSettings]-> Settings", in: map)
        #expect(modal.file == Self.storyboard)
        #expect(modal.line == 88)
        let embed = try Self.route("Search -[embed: ∅]-> Trending", in: map)
        #expect(embed.file == Self.storyboard)
        #expect(embed.line == 46)
        // The relationship segue starts at a navigation controller, which is no module.
        #expect(!map.routes.contains { $0.file == Self.storyboard && $0.line == 20 && $0.from != nil })
    }

    @Test func initialViewControllerIsTheEntryPoint() throws {
        let map = try Self.map()
        #expect(map.entryPoints.map { "\($0.module) \($0.file) \($0.kind)" } == ["Search \(Self.storyboard) storyboard"])
    }

    @Test func scenesBelongToTheirModules() throws {
        let map = try Self.map()
        let search = try #require(map.module(id: "Search"))
        #expect(search.roles == [.routerInput, .routerOutput, .presenter, .interactor, .view, .entity, .storyboardScene])
        #expect(search.storyboards == [Self.storyboard])
        #expect(search.components.contains(Component(role: .routerInput, type: "SearchRouterInput", file: "GitHubSearch/Modules/Search/Search/SearchRouter.swift", line: 8)))
        #expect(search.components.contains(Component(role: .routerOutput, type: "SearchRouterOutput", file: "GitHubSearch/Modules/Search/Search/SearchRouter.swift", line: 37)))
        for id in ["History", "Trending", "Settings"] {
            #expect(map.module(id: id)?.storyboards == [Self.storyboard], "\(id) has a scene in Main.storyboard")
            #expect(map.module(id: id)?.roles.contains(.storyboardScene) == true)
        }
        for id in ["RepositoryDetail", "UserDetail", "Browser"] {
            #expect(map.module(id: id)?.storyboards == [], "\(id) is built in code")
        }
    }

    @Test func statusEvidence() throws {
        let map = try Self.map()
        let settings = try #require(map.module(id: "Settings"))
        #expect(settings.evidence.contains { $0.kind == "fixme" && $0.status == .inProgress && $0.file == "GitHubSearch/Modules/Preferences/Settings/SettingsPresenter.swift" && $0.line == 19 })
        let browser = try #require(map.module(id: "Browser"))
        #expect(browser.evidence.filter { $0.status != .done }.isEmpty)
    }

    @Test func podsTestsAndTemplatesAreNotModules() throws {
        let map = try Self.map()
        let names = Set(map.modules.map(\.name))
        for name in ["Login", "TestHost", "MockSearch", "SearchRouterOutputSpy", "___VARIABLE_moduleName___", "Other",
                     "SearchEntry", "HistoryEntry", "BrowserEntry", "UserDetailEntry", "RepositoryDetailEntry"] {
            #expect(!names.contains(name), "\(name) must not be a module")
        }
        let files = map.modules.flatMap(\.components).map(\.file) + map.routes.map(\.file)
        #expect(!files.contains { $0.hasPrefix("Pods/") || $0.hasPrefix("GitHubSearchTests/") || $0.hasPrefix("Templates/") })
        #expect(!map.findings.contains { $0.rule == "undefinedModule" })
    }

    @Test func breadcrumbs() throws {
        let map = try Self.map()
        #expect(map.modules.allSatisfy { $0.reachable == true })
        #expect(map.module(id: "Browser")?.breadcrumb == ["Search", "RepositoryDetail", "Browser"])
        #expect(map.module(id: "UserDetail")?.breadcrumb == ["Search", "UserDetail"])
        #expect(map.module(id: "Trending")?.breadcrumb == ["Search", "Trending"])
    }
}
