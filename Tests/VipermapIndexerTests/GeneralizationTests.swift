import Testing
import VipermapModel

/// VIPER as public apps write it beyond the seeds: tutorial `WireFrame`s with `…Protocol` protocols,
/// Clean Swift routers that hand a destination to a `navigateToX(source:destination:)` wrapper, tab bars.
@Suite struct GeneralizationTests {
    @Test func tutorialWireFramesWithProtocolSuffixes() throws {
        let fixture = try Fixture([
            "PostList/PostListProtocols.swift": """
            protocol PostListViewProtocol: AnyObject { var presenter: PostListPresenterProtocol? { get set } }
            protocol PostListWireFrameProtocol: AnyObject {
                static func createPostListModule() -> UIViewController
                func presentPostDetailScreen(from view: PostListViewProtocol, forPost post: PostModel)
            }
            protocol PostListPresenterProtocol: AnyObject { func showPostDetail(forPost post: PostModel) }
            protocol PostListInteractorInputProtocol: AnyObject {}
            protocol PostListInteractorOutputProtocol: AnyObject {}
            """,
            "PostList/PostListWireFrame.swift": """
            class PostListWireFrame: PostListWireFrameProtocol {
                class func createPostListModule() -> UIViewController {
                    let view = PostListView()
                    let presenter = PostListPresenter()
                    view.presenter = presenter
                    presenter.wireFrame = PostListWireFrame()
                    return UINavigationController(rootViewController: view)
                }
                func presentPostDetailScreen(from view: PostListViewProtocol, forPost post: PostModel) {
                    let postDetailViewController = PostDetailWireFrame.createPostDetailModule(forPost: post)
                    if let sourceView = view as? UIViewController {
                        sourceView.navigationController?.pushViewController(postDetailViewController, animated: true)1️⃣
                    }
                }
            }
            class PostListPresenter: PostListPresenterProtocol {
                weak var view: PostListViewProtocol?
                var wireFrame: PostListWireFrameProtocol?
                func showPostDetail(forPost post: PostModel) {
                    wireFrame?.presentPostDetailScreen(from: view!, forPost: post)2️⃣
                }
            }
            class PostListView: UIViewController, PostListViewProtocol { var presenter: PostListPresenterProtocol? }
            """,
            "PostDetail/PostDetailWireFrame.swift": """
            protocol PostDetailViewProtocol: AnyObject {}
            class PostDetailWireFrame {
                class func createPostDetailModule(forPost post: PostModel) -> UIViewController {
                    let view = PostDetailView()
                    view.presenter = PostDetailPresenter(post: post)
                    return view
                }
            }
            class PostDetailPresenter { let post: PostModel; init(post: PostModel) { self.post = post } }
            class PostDetailView: UIViewController, PostDetailViewProtocol { var presenter: PostDetailPresenter? }
            """,
            "Common/HeaderView.swift": """
            protocol HeaderViewDelegate: AnyObject { func didTapHeader() }
            final class HeaderView: UIView { weak var delegate: HeaderViewDelegate? }
            """,
            "AppDelegate.swift": """
            final class AppDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
                func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    let postList = PostListWireFrame.createPostListModule()
                    window?.rootViewController = postList
                    return true
                }
            }
            """,
        ])
        defer { fixture.remove() }
        let map = try fixture.map()
        #expect(map.moduleSummary == ["PostList - done", "PostDetail - done"])
        #expect(Set(map.module(id: "PostList")?.components.map { "\($0.role.rawValue) \($0.type)" } ?? []) == [
            "moduleAPI PostListViewProtocol", "moduleAPI PostListWireFrameProtocol", "moduleAPI PostListPresenterProtocol",
            "moduleAPI PostListInteractorInputProtocol", "moduleAPI PostListInteractorOutputProtocol",
            "wireframe PostListWireFrame", "presenter PostListPresenter", "view PostListView",
        ])
        #expect(map.routeSet == ["∅ -[setRoot: ∅]-> PostList", "PostList -[push: presentPostDetailScreen]-> PostDetail"])
        let route = try #require(map.routes(from: "PostList", to: "PostDetail").first)
        #expect(route.line == fixture.line("1️⃣"))
        #expect(route.triggeredBy.map { "\($0.type).\($0.method):\($0.line)" } == ["PostListPresenter.showPostDetail(forPost:):\(fixture.line("2️⃣"))"])
    }

    @Test func cleanSwiftRoutersLearnTheirWrappersTransition() throws {
        let fixture = try Fixture([
            "ListOrders/ListOrdersRouter.swift": """
            @objc protocol ListOrdersRoutingLogic { func routeToShowOrder(segue: UIStoryboardSegue?) }
            class ListOrdersRouter: NSObject, ListOrdersRoutingLogic {
                weak var viewController: ListOrdersViewController?
                func routeToShowOrder(segue: UIStoryboardSegue?) {
                    let storyboard = UIStoryboard(name: "Main", bundle: nil)
                    let destinationVC = storyboard.instantiateViewController(withIdentifier: "ShowOrderViewController") as! ShowOrderViewController
                    navigateToShowOrder(source: viewController!, destination: destinationVC)1️⃣
                }
                func navigateToShowOrder(source: ListOrdersViewController, destination: ShowOrderViewController) {
                    source.show(destination, sender: nil)
                }
            }
            class ListOrdersInteractor { var orders: [String] = [] }
            class ListOrdersPresenter { weak var viewController: ListOrdersViewController? }
            class ListOrdersViewController: UIViewController { var router: ListOrdersRouter? }
            """,
            "ShowOrder/ShowOrderRouter.swift": """
            class ShowOrderRouter: NSObject { weak var viewController: ShowOrderViewController? }
            class ShowOrderPresenter { weak var viewController: ShowOrderViewController? }
            class ShowOrderViewController: UIViewController { var router: ShowOrderRouter? }
            """,
        ])
        defer { fixture.remove() }
        let map = try fixture.map()
        #expect(map.routeSet == ["ListOrders -[show: routeToShowOrder]-> ShowOrder"])
        #expect(map.routes.first?.line == fixture.line("1️⃣"))
        #expect(map.moduleIDs == ["ListOrders", "ShowOrder"])
        #expect(map.module(id: "ListOrders")?.components.contains { $0.role == .contract && $0.type == "ListOrdersRoutingLogic" } == true)
    }

    @Test func tabBarChildrenAreEmbedded() throws {
        let fixture = try Fixture([
            "Tabs.swift": """
            final class MainTabsRouter {
                weak var tabBarController: UITabBarController?
                func setUpTabs() {
                    tabBarController?.viewControllers = [FeedRouter.createModule(), ProfileRouter.createModule()]
                }
            }
            final class MainTabsPresenter { var router: MainTabsRouter? }
            final class MainTabsViewController: UITabBarController { var presenter: MainTabsPresenter? }
            final class FeedRouter { static func createModule() -> UIViewController { FeedViewController() } }
            final class FeedViewController: UIViewController { var items: [Int] = [] }
            final class ProfileRouter { static func createModule() -> UIViewController { ProfileViewController() } }
            final class ProfileViewController: UIViewController { var name = "" }
            """,
        ])
        defer { fixture.remove() }
        #expect(try fixture.map().routeSet == ["MainTabs -[embed: setUpTabs]-> Feed", "MainTabs -[embed: setUpTabs]-> Profile"])
    }
}

/// Launch through a root router, and types that borrow VIPER words without being screens.
@Suite struct LaunchAndLookalikeTests {
    @Test func appDelegateHandingTheWindowToARootRouterMakesItTheEntryPoint() throws {
        let fixture = try Fixture([
            "AppDelegate.swift": """
            @main
            final class AppDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
                func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    let window = UIWindow(frame: UIScreen.main.bounds)
                    RootRouter.shared.start(in: window)1️⃣
                    self.window = window
                    return true
                }
            }
            """,
            "Root.swift": """
            final class RootRouter {
                static let shared = RootRouter()
                func start(in window: UIWindow) {
                    window.rootViewController = LoginRouter.createModule()
                    window.makeKeyAndVisible()
                }
            }
            final class LoginRouter { static func createModule() -> UIViewController { LoginViewController() } }
            final class LoginPresenter { var router: LoginRouter? }
            final class LoginViewController: UIViewController { var presenter: LoginPresenter? }
            """,
            "Networking.swift": """
            enum APIRouter: URLRequestConvertible {
                case login
                func asURLRequest() throws -> URLRequest { URLRequest(url: URL(string: "x")!) }
            }
            enum PokemonRouter: TargetType { case list }
            final class ServiceAssembly: Assembly { func assemble(container: Container) {} }
            final class NetworkRouter { func request() {} }
            """,
        ])
        defer { fixture.remove() }
        let map = try fixture.map()
        #expect(map.moduleIDs == ["Root", "Login"])
        #expect(map.entryPoints == [EntryPoint(module: "Root", file: "AppDelegate.swift", line: fixture.line("1️⃣"), kind: "appDelegate")])
        #expect(map.routeSet == ["∅ -[setRoot: ∅]-> Root", "Root -[setRoot: start]-> Login"])
        #expect(map.module(id: "Login")?.breadcrumb == ["Root", "Login"])
    }
}
