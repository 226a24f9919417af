import Foundation
import Testing
import VipermapAnalysis
import VipermapIndexer
import VipermapModel

/// The Social sample (seed 001: `AppModules` catalog, ModuleAPI/ModuleConfigurator/ModuleScope, routers that
/// build `AppModules.Domain.case.build()?.router.present(…)`) mapped end to end. Expectations are read off
/// the sample's code by docs/indexing.md, not recorded from the indexer.
@Suite struct SampleSocialTests: SampleSuite {
    static let sampleName = "Social"

    @Test func catalogGivesEveryModuleItsDomainAndStatus() throws {
        let map = try Self.map()
        let modules = Set(map.modules.map { "\($0.id) \($0.domain ?? "-") \($0.status.rawValue)" })
        #expect(modules == [
            // Onboarding
            "Welcome Onboarding done",
            "SignIn Onboarding done",
            "SignUp Onboarding planned",
            "PasswordReset Onboarding planned",
            // Main
            "MainTabs Main done",
            // Feed
            "PostsFeed Feed done",
            "PostDetails Feed done",
            "Comments Feed done",
            "Composer Feed inProgress",
            "Stories Feed scaffolded",
            "UpvotedUsers Feed planned",
            "ReportPost Feed planned",
            // Messages
            "Inbox Messages done",
            "ChatThread Messages done",
            "GroupInfo Messages planned",
            // Account
            "MyProfile Account done",
            "UserProfile Account done",
            "Settings Account done",
            "DebugMenu Account done",
            "HelpCenter Account planned",
            // Discover
            "Search Discover inProgress",
            "Trending Discover planned",
            // Wallet
            "WalletHome Wallet done",
            "WalletActivity Wallet done",
            "WalletActivityContent Wallet planned",
            "WalletPayBill Wallet planned",
        ])
        #expect(map.modules.count == 26)
    }

    @Test func routes() throws {
        let map = try Self.map()
        #expect(Set(map.routes.map(Self.describe)) == [
            // SceneDelegate: signed in or not
            "∅ -[setRoot: ∅]-> MainTabs",
            "∅ -[setRoot: ∅]-> Welcome",
            "Welcome -[present: routeToSignIn]-> SignIn",
            "Welcome -[push: routeToSignUp]-> SignUp",
            "SignIn -[setRoot: routeToMainTabs]-> MainTabs",
            "SignIn -[present: routeToPasswordReset]-> PasswordReset",
            // present(from:insideView:) embeds each tab
            // `routeToTab(_:)` switches on the tab it is asked for: one action per case
            "MainTabs -[embed: feed]-> PostsFeed",
            "MainTabs -[embed: inbox]-> Inbox",
            "MainTabs -[embed: profile]-> MyProfile",
            "PostsFeed -[push: routeToPostDetails]-> PostDetails",
            "PostsFeed -[present: routeToComposer]-> Composer",
            "PostsFeed -[embed: routeToStories]-> Stories",
            // through the private helper pushProfile(of:)
            "PostsFeed -[push: routeToProfile]-> UserProfile",
            "PostsFeed -[push: routeToSearch]-> Search",
            "PostsFeed -[push: routeToUpvotedUsers]-> UpvotedUsers",
            "PostDetails -[push: routeToComments]-> Comments",
            "PostDetails -[present: routeToReport]-> ReportPost",
            // custom configurator: `let module = ….build(configurator:)` then `module?.router.present(withPushfrom:)`
            "PostDetails -[push: routeToPostEditFor]-> PostsFeed",
            "Comments -[push: routeToProfile]-> UserProfile",
            "Comments -[push: routeToUpvotedUsersWith]-> UpvotedUsers",
            "Composer -[dismiss: routeBack]-> ∅",
            // inside a DispatchQueue.main.asyncAfter closure
            "Inbox -[push: routeToThread]-> ChatThread",
            "ChatThread -[push: routeToGroupInfo]-> GroupInfo",
            "ChatThread -[push: routeToProfile]-> UserProfile",
            "UserProfile -[push: routeToChat]-> ChatThread",
            "MyProfile -[push: routeToSettings]-> Settings",
            "MyProfile -[push: routeToWallet]-> WalletHome",
            // #if DEBUG / #else
            "Settings -[push: routeToSupport]-> DebugMenu",
            "Settings -[push: routeToSupport]-> HelpCenter",
            // window.rootViewController inside a UIView.transition animations closure
            "Settings -[setRoot: routeToWelcome]-> Welcome",
            "DebugMenu -[push: routeToStories]-> Stories",
            "Search -[push: routeToProfile]-> UserProfile",
            "WalletHome -[push: routeToWalletAcivity]-> WalletActivity",
            "WalletHome -[present: routeToPayBill]-> WalletPayBill",
            "WalletActivity -[pop: routeBack]-> ∅",
            // Signing out asks first: a system screen (see noRouteIsUnresolved).
            "Settings -[present: signOut]-> ∅",
        ])
        // One route per call: the three tabs are three calls, nothing is counted twice.
        #expect(map.routes.count == 36)
    }

    @Test func entryPointsAreTheSceneDelegateBranches() throws {
        let map = try Self.map()
        #expect(Set(map.entryPoints) == [
            EntryPoint(module: "MainTabs", file: "App/SceneDelegate.swift", line: 18, kind: "sceneDelegate", branch: "self.session.isSignedIn"),
            EntryPoint(module: "Welcome", file: "App/SceneDelegate.swift", line: 20, kind: "sceneDelegate", branch: "else: self.session.isSignedIn"),
        ])
        let launch = try Self.route("∅ -[setRoot: ∅]-> Welcome", in: map)
        #expect(launch.file == "App/SceneDelegate.swift")
        #expect(launch.line == 20)
    }

    @Test func routeInsideCompletionClosureKeepsItsCallSite() throws {
        let map = try Self.map()
        let route = try Self.route("Inbox -[push: routeToThread]-> ChatThread", in: map)
        #expect(route.file == "Modules/Messages/Inbox/InboxRouter.swift")
        #expect(route.line == 15)
        #expect(route.target == nil)
        #expect(route.condition == nil)
        #expect(route.triggeredBy == [CallSite(type: "InboxPresenter", method: "didSelectRow(at:)", file: "Modules/Messages/Inbox/InboxPresenter.swift", line: 29)])
    }

    @Test func routeThroughPrivateHelperIsTriggeredByThePublicRouterMethod() throws {
        let map = try Self.map()
        let route = try Self.route("PostsFeed -[push: routeToProfile]-> UserProfile", in: map)
        #expect(route.file == "Modules/Feed/PostsFeed/PostsFeedRouter.swift")
        #expect(route.line == 45)
        #expect(Set(route.triggeredBy.map { "\($0.type).\($0.method) \($0.file):\($0.line)" }) == [
            "PostsFeedPresenter.didTapAuthor(at:) Modules/Feed/PostsFeed/PostsFeedPresenter.swift:36",
            "PostsFeedPresenter.didPick(user:) Modules/Feed/PostsFeed/PostsFeedPresenter.swift:65",
        ])
    }

    @Test func viewCanTriggerARouteWhenThereIsNoPresenter() throws {
        let map = try Self.map()
        let route = try Self.route("Search -[push: routeToProfile]-> UserProfile", in: map)
        #expect(route.file == "Modules/Discover/Search/SearchRouter.swift")
        #expect(route.line == 11)
        #expect(route.triggeredBy.map { "\($0.type).\($0.method)" } == ["SearchViewController.tableView(_:didSelectRowAt:)"])
    }

    @Test func debugBranchesRecordTheirCondition() throws {
        let map = try Self.map()
        let debug = try Self.route("Settings -[push: routeToSupport]-> DebugMenu", in: map)
        #expect(debug.condition == "DEBUG")
        #expect(debug.file == "Modules/Account/Settings/SettingsRouter.swift")
        #expect(debug.line == 12)
        let release = try Self.route("Settings -[push: routeToSupport]-> HelpCenter", in: map)
        #expect(release.condition == "!DEBUG")
        #expect(release.line == 14)
        #expect(map.routes.filter { $0.condition != nil }.count == 2)
    }

    @Test func setRootComesFromTheWindowAssignment() throws {
        let map = try Self.map()
        let signOut = try Self.route("Settings -[setRoot: routeToWelcome]-> Welcome", in: map)
        #expect(signOut.line == 21)
        let signIn = try Self.route("SignIn -[setRoot: routeToMainTabs]-> MainTabs", in: map)
        #expect(signIn.file == "Modules/Onboarding/SignIn/SignInRouter.swift")
        #expect(signIn.line == 11)
    }

    @Test func noRouteIsUnresolved() throws {
        let map = try Self.map()
        // Every module target is a catalog case; the one other forward route presents a UIAlertController, a system
        // screen known by its type, which is resolved (no module, no doubt).
        #expect(map.routes.filter(\.isUnresolved).map(Self.describe) == [])
        let screens = map.routes.filter { $0.to == nil && !$0.isBack }
        #expect(screens.map { "\($0.kind.rawValue) \($0.targetType ?? "-") \($0.target ?? "-") \($0.file):\($0.line)" }
            == ["system UIAlertController alert Modules/Account/Settings/SettingsViewController.swift:32"])
        #expect(map.module(id: "Settings")?.resolution == RouteResolution(resolved: 4, total: 4))
    }

    @Test func postsFeedOwnsItsApiConfiguratorAndScope() throws {
        let map = try Self.map()
        let feed = try #require(map.module(id: "PostsFeed"))
        #expect(Set(feed.components.map { "\($0.role.rawValue) \($0.type)" }) == [
            "router PostsFeedRouter",
            "presenter PostsFeedPresenter",
            "interactor PostsFeedInteractor",
            "view PostsFeedViewController",
            "configurator PostsFeedModuleConfigurator",
            "moduleAPI PostsFeedViewProtocol",
            "moduleAPI PostsFeedPresenterProtocol",
            "moduleAPI PostsFeedInteractorProtocol",
            "moduleAPI PostsFeedRouterProtocol",
            "scope PostsFeed",
        ])
        #expect(feed.components.contains(Component(role: .router, type: "PostsFeedRouter", file: "Modules/Feed/PostsFeed/PostsFeedRouter.swift", line: 8)))
        #expect(feed.components.contains(Component(role: .scope, type: "PostsFeed", file: "Modules/Feed/PostsFeed/PostsFeedScope.swift", line: 10)))
        #expect(feed.declaration == SourceLocation(file: "Catalog/AppModules.swift", line: 27))
        #expect(feed.evidence.filter { $0.status != .done }.isEmpty)
    }

    @Test func statusEvidence() throws {
        let map = try Self.map()
        let composer = try #require(map.module(id: "Composer"))
        #expect(composer.evidence.contains { $0.kind == "fixme" && $0.status == .inProgress && $0.file == "Modules/Feed/Composer/ComposerInteractor.swift" && $0.line == 24 })

        let stories = try #require(map.module(id: "Stories"))
        #expect(stories.evidence.contains { $0.kind == "implementationPending" && $0.status == .scaffolded && $0.file == "Modules/Feed/Stories/StoriesPresenter.swift" && $0.line == 23 })
        #expect(stories.evidence.contains { $0.kind == "placeholder" && $0.status == .scaffolded && $0.file == "Modules/Feed/Stories/StoriesInteractor.swift" && $0.line == 12 })

        let search = try #require(map.module(id: "Search"))
        #expect(!search.roles.contains(.presenter))
        #expect(search.evidence.contains { $0.kind == "missingComponent" && $0.status == .inProgress && $0.message.lowercased().contains("presenter") })

        let trending = try #require(map.module(id: "Trending"))
        #expect(trending.components.isEmpty)
        #expect(trending.declaration == SourceLocation(file: "Catalog/AppModules.swift", line: 52))
        #expect(trending.evidence.contains { $0.kind == "catalogOnly" && $0.status == .planned && $0.file == "Catalog/AppModules.swift" && $0.line == 52 })
    }

    @Test func notModules() throws {
        let map = try Self.map()
        let names = Set(map.modules.map(\.name))
        // A plain UIView named like a view, a view subclass, base types, the catalog's domain enums.
        for name in ["UnreadBadge", "EditablePostsFeed", "Base", "AppModules", "Onboarding", "Feed", "Wallet", "Module", "VIPERModule"] {
            #expect(!names.contains(name), "\(name) must not be a module")
        }
        #expect(!map.modules.flatMap(\.components).contains { $0.type == "UnreadBadgeView" || $0.type == "BaseRouter" || $0.type == "EditablePostsFeedViewController" })
    }

    @Test func reachabilityAndBreadcrumbs() throws {
        let map = try Self.map()
        let unreachable = Set(map.modules.filter { $0.reachable != true }.map(\.id))
        #expect(unreachable == ["Trending", "WalletActivityContent"])
        #expect(map.module(id: "DebugMenu")?.breadcrumb == ["MainTabs", "MyProfile", "Settings", "DebugMenu"])
        #expect(map.module(id: "ChatThread")?.breadcrumb == ["MainTabs", "Inbox", "ChatThread"])
        #expect(map.module(id: "Comments")?.breadcrumb == ["MainTabs", "PostsFeed", "PostDetails", "Comments"])
        #expect(map.module(id: "WalletActivity")?.breadcrumb == ["MainTabs", "MyProfile", "WalletHome", "WalletActivity"])
        #expect(map.module(id: "Welcome")?.breadcrumb == ["Welcome"])
        #expect(map.module(id: "Trending")?.breadcrumb == nil)
    }
}
