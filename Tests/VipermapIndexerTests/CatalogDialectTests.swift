import Testing
import VipermapModel

/// Seed 001: `enum AppModules` catalog with domains, routers that build `AppModules.Domain.case.build()`,
/// ModuleConfigurator, ModuleAPI protocols and ModuleScope extensions.
@Suite struct CatalogDialectTests {
    static let sources: [String: String] = [
        "App/AppModules.swift": """
        enum AppModules {
            static let servicesContainer = ServicesContainer()
            enum Posts {
                case postsFeed(PostsFeed.FeedType)
                case comments(PostProtocol)
            }
            enum Wallet {
                case walletHome
                case walletActivity
                case walletPreview
                case walletPayBill
            }
        }
        """,
        "App/SceneDelegate.swift": """
        import UIKit
        final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?
            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                window?.rootViewController = AppModules.Wallet.walletHome.build()?.view1️⃣
            }
        }
        """,
        "Modules/Wallet/WalletHome/WalletHomeRouter.swift": """
        import UIKit
        final class WalletHomeRouter {
            weak var viewController: UIViewController?

            func routeToWalletActivity() {
                2️⃣AppModules
                    .Wallet
                    .walletActivity
                    .build()?
                    .router.present(withPushfrom: self)
            }

            func routeToWalletPreview(in container: UIView) {
                let module = AppModules.Wallet.walletPreview.build()
                module?.router.present(from: self, insideView: container)3️⃣
            }

            func routeToPostEditFor(_ post: PostProtocol) {
                let configurator = PostsFeedModuleConfigurator.editPostConfig(AppModules.servicesContainer, editPost: post)
                let module = AppModules.Posts.postsFeed(.singlePost(post)).build(configurator: configurator)
                module?.router.present(withPushFrom: self)
            }

            func routeToPayBill() {
                AppModules.Wallet.walletPayBill.build()?.router.present(from: self)
            }
        }
        """,
        "Modules/Wallet/WalletHome/WalletHomePresenter.swift": """
        final class WalletHomePresenter {
            let router: WalletHomeRouterProtocol
            init(router: WalletHomeRouterProtocol) { self.router = router }
            func handleShowActivity() {
                router.routeToWalletActivity()4️⃣
            }
        }
        """,
        "Modules/Wallet/WalletHome/WalletHomeViewController.swift": """
        import UIKit
        final class WalletHomeViewController: UIViewController {
            var presenter: WalletHomePresenterProtocol!
        }
        """,
        "Modules/Wallet/WalletHome/WalletHomeModuleAPI.swift": """
        protocol WalletHomeRouterProtocol: AnyObject {
            func routeToWalletActivity()
        }
        protocol WalletHomePresenterProtocol: AnyObject {
            func handleShowActivity()
        }
        """,
        "Modules/Wallet/WalletActivity/WalletActivity.swift": """
        final class WalletActivityRouter { weak var viewController: UIViewController? }
        final class WalletActivityPresenter { var items: [String] = [] }
        final class WalletActivityViewController: UIViewController { var presenter: WalletActivityPresenter! }
        """,
        "Modules/Wallet/WalletPreview/WalletPreviewRouter.swift": """
        final class WalletPreviewRouter {
            // TODO: route to the full wallet
            weak var viewController: UIViewController?
        }
        final class WalletPreviewPresenter { var balance = 0 }
        final class WalletPreviewViewController: UIViewController { var presenter: WalletPreviewPresenter! }
        """,
        "Modules/Posts/PostsFeed/PostsFeedRouter.swift": """
        final class PostsFeedRouter { weak var viewController: UIViewController? }
        """,
        "Modules/Posts/PostsFeed/PostsFeedPresenter.swift": """
        final class PostsFeedPresenter { var posts: [String] = [] }
        """,
        "Modules/Posts/PostsFeed/PostsFeedViewController.swift": """
        final class PostsFeedViewController: UIViewController { var presenter: PostsFeedPresenter! }
        """,
        "Modules/Posts/PostsFeed/PostsFeedModuleConfigurator.swift": """
        enum PostsFeedModuleConfigurator {
            case defaultConfig(ServicesContainer)
            case editPostConfig(ServicesContainer, editPost: PostProtocol)
        }
        """,
        "Modules/Posts/PostsFeed/PostsFeedModuleAPI.swift": """
        protocol PostsFeedViewProtocol: AnyObject {}
        protocol PostsFeedPresenterProtocol: AnyObject {}
        """,
        "Modules/Posts/PostsFeed/PostsFeedScope.swift": """
        extension PostsFeed {
            enum FeedType {
                case all
                case singlePost(PostProtocol)
            }
            enum Strings: String {
                case followActionTitle = "Follow"
            }
        }
        """,
    ]

    @Test func catalogDeclaresModulesWithDomainsIncludingPlannedOnes() throws {
        let fixture = try Fixture(Self.sources)
        defer { fixture.remove() }
        let map = try fixture.map()
        #expect(map.moduleSummary == [
            "Comments Posts planned",
            "PostsFeed Posts done",
            "WalletActivity Wallet done",
            "WalletHome Wallet done",
            "WalletPayBill Wallet planned",
            "WalletPreview Wallet inProgress",
        ])
        let payBill = try #require(map.module(id: "WalletPayBill"))
        #expect(payBill.components.isEmpty)
        #expect(payBill.declaration == SourceLocation(file: "App/AppModules.swift", line: 11))
        #expect(payBill.evidence.map(\.kind) == ["catalogOnly"])
    }

    @Test func routerMethodsBuildCatalogModules() throws {
        let fixture = try Fixture(Self.sources)
        defer { fixture.remove() }
        let map = try fixture.map()
        #expect(map.routeSet == [
            "∅ -[setRoot: ∅]-> WalletHome",
            "WalletHome -[push: routeToWalletActivity]-> WalletActivity",
            "WalletHome -[embed: routeToWalletPreview]-> WalletPreview",
            "WalletHome -[push: routeToPostEditFor]-> PostsFeed",
            "WalletHome -[present: routeToPayBill]-> WalletPayBill",
        ])
        let activity = try #require(map.routes(from: "WalletHome", to: "WalletActivity").first)
        // A call written over several lines is located where its statement starts.
        #expect(activity.line == fixture.line("2️⃣"))
        #expect(activity.triggeredBy == [CallSite(type: "WalletHomePresenter", method: "handleShowActivity()",
                                                  file: "Modules/Wallet/WalletHome/WalletHomePresenter.swift", line: fixture.line("4️⃣"))])
        #expect(map.routes(from: "WalletHome", to: "WalletPreview").first?.line == fixture.line("3️⃣"))
        #expect(map.entryPoints == [EntryPoint(module: "WalletHome", file: "App/SceneDelegate.swift", line: fixture.line("1️⃣"), kind: "sceneDelegate")])
    }

    @Test func configuratorModuleAPIAndScopeBelongToTheirModule() throws {
        let fixture = try Fixture(Self.sources)
        defer { fixture.remove() }
        let map = try fixture.map()
        #expect(map.componentSet("PostsFeed") == [
            "router PostsFeedRouter Modules/Posts/PostsFeed/PostsFeedRouter.swift:1",
            "presenter PostsFeedPresenter Modules/Posts/PostsFeed/PostsFeedPresenter.swift:1",
            "view PostsFeedViewController Modules/Posts/PostsFeed/PostsFeedViewController.swift:1",
            "configurator PostsFeedModuleConfigurator Modules/Posts/PostsFeed/PostsFeedModuleConfigurator.swift:1",
            "moduleAPI PostsFeedViewProtocol Modules/Posts/PostsFeed/PostsFeedModuleAPI.swift:1",
            "moduleAPI PostsFeedPresenterProtocol Modules/Posts/PostsFeed/PostsFeedModuleAPI.swift:2",
            "scope PostsFeed Modules/Posts/PostsFeed/PostsFeedScope.swift:1",
        ])
        // Nested enums of a scope are neither modules nor catalog domains.
        #expect(!map.moduleIDs.contains("FeedType"))
        #expect(!map.moduleIDs.contains("All"))
    }

    @Test func breadcrumbsReachPlannedModulesThroughRoutes() throws {
        let fixture = try Fixture(Self.sources)
        defer { fixture.remove() }
        let map = try fixture.map()
        #expect(map.module(id: "WalletPayBill")?.breadcrumb == ["WalletHome", "WalletPayBill"])
        #expect(map.module(id: "Comments")?.reachable == false)
        #expect(map.findings.contains { $0.rule == "unreachableModule" && $0.module == "Comments" })
        let preview = try #require(map.module(id: "WalletPreview"))
        #expect(preview.evidence.map(\.kind) == ["todo"])
        #expect(preview.evidence.first?.line == 2)
    }
}
