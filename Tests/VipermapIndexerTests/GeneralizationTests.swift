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
    @Test func appDelegateHandingTheWindowToARootRouterShowsWhatItSetsAsTheRoot() throws {
        let fixture = try Fixture([
            "AppDelegate.swift": """
            @main
            final class AppDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
                func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    let window = UIWindow(frame: UIScreen.main.bounds)
                    RootRouter.shared.start(in: window)
                    self.window = window
                    return true
                }
            }
            """,
            "Root.swift": """
            final class RootRouter {
                static let shared = RootRouter()
                func start(in window: UIWindow) {
                    1️⃣window.rootViewController = LoginRouter.createModule()
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
        // A lone router with no screen of its own is launch infrastructure: what it sets as the root is the entry point.
        #expect(map.entryPoints == [EntryPoint(module: "Login", file: "Root.swift", line: fixture.line("1️⃣"), kind: "appDelegate")])
        #expect(map.routeSet == ["∅ -[setRoot: ∅]-> Login", "Root -[setRoot: start]-> Login"])
        #expect(map.module(id: "Login")?.breadcrumb == ["Login"])
    }
}

/// Layouts with role subfolders (`Scenes/X/Router/XRouter.swift`), views named `XController`, module folders
/// named `XModule`, and a configurator that returns the first screen.
@Suite struct SceneFolderLayoutTests {
    static func module(_ name: String, folder: String, router: String = "") -> [String: String] {
        [
            "\(folder)/Router/\(name)Router.swift": """
            final class \(name)Router: \(name)RouterProtocol {
                static func create\(name)Module() -> UIViewController {
                    let view = \(name)Controller()
                    view.presenter = \(name)Presenter()
                    return UINavigationController(rootViewController: view)
                }
            \(router)
            }
            """,
            "\(folder)/Presenter/\(name)Presenter.swift": "final class \(name)Presenter: \(name)PresenterProtocol { var router: \(name)RouterProtocol? }",
            "\(folder)/View/\(name)Controller.swift": "final class \(name)Controller: UIViewController { var presenter: \(name)PresenterProtocol? }",
            "\(folder)/Protocols/\(name)Protocols.swift": """
            protocol \(name)RouterProtocol: AnyObject {}
            protocol \(name)PresenterProtocol: AnyObject {}
            """,
        ]
    }

    static var sources: [String: String] {
        var files: [String: String] = [
            "ToDo/App/SceneDelegate.swift": """
            final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                    let first = AppConfigurator.shared.configureApp()
                    window?.rootViewController = first1️⃣
                }
            }
            """,
            "ToDo/App/AppConfigurator.swift": """
            final class AppConfigurator {
                static let shared = AppConfigurator()
                func configureApp() -> UIViewController {
                    return AnimationLoadingRouter.createAnimationLoadingModule()
                }
            }
            """,
        ]
        files.merge(module("AnimationLoading", folder: "ToDo/Scenes/Loading", router: """
            func goToLogin(from view: UIViewController) {
                view.view.window?.rootViewController = LoginRouter.createLoginModule()
            }
        """)) { $1 }
        files.merge(module("Login", folder: "ToDo/Scenes/Login", router: """
            func goToRegistration(from view: UIViewController) {
                view.navigationController?.pushViewController(RegistrationRouter.createRegistrationModule(), animated: true)
            }
        """)) { $1 }
        files.merge(module("Registration", folder: "ToDo/Scenes/Login/RegistrationModule")) { $1 }
        files.merge(module("ForgotPassword", folder: "ToDo/Scenes/Login/ForgotPasswordModule")) { $1 }
        return files
    }

    @Test func domainsFromRoleSubfolderLayouts() throws {
        let fixture = try Fixture(Self.sources)
        defer { fixture.remove() }
        let map = try fixture.map()
        #expect(map.moduleSummary == [
            // Login's own folder holds Registration and ForgotPassword: Login heads that group (issue 21);
            // AnimationLoading's folder `Scenes/Loading/` sits beside that group: a feature of its own.
            "AnimationLoading Loading done", "Login Login done", "Registration Login done", "ForgotPassword Login done",
        ])
        #expect(map.module(id: "ForgotPassword")?.reachable == false)
        #expect(map.componentSet("Login").contains("view LoginController ToDo/Scenes/Login/View/LoginController.swift:1"))
        #expect(map.componentSet("Login").contains("moduleAPI LoginRouterProtocol ToDo/Scenes/Login/Protocols/LoginProtocols.swift:1"))
    }

    @Test func aConfiguratorReturningTheFirstScreenLeadsToIt() throws {
        let fixture = try Fixture(Self.sources)
        defer { fixture.remove() }
        let map = try fixture.map()
        #expect(map.entryPoints == [EntryPoint(module: "AnimationLoading", file: "ToDo/App/SceneDelegate.swift", line: fixture.line("1️⃣"), kind: "sceneDelegate")])
        #expect(map.routeSet == [
            "∅ -[setRoot: ∅]-> AnimationLoading",
            "AnimationLoading -[setRoot: goToLogin]-> Login",
            "Login -[push: goToRegistration]-> Registration",
        ])
        #expect(map.module(id: "Registration")?.breadcrumb == ["AnimationLoading", "Login", "Registration"])
    }
}

/// Screens built by generated or generic factories.
@Suite struct FactoryTargetTests {
    @Test func factoriesNameTheScreenOrStayUnresolved() throws {
        let fixture = try Fixture([
            "Home.swift": """
            final class HomeRouter {
                weak var viewController: UIViewController?
                func openDetails() {
                    viewController?.navigationController?.pushViewController(R.storyboard.main.detailsViewController()!, animated: true)
                }
                func openSettings() {
                    viewController?.present(Storyboards.main.instantiate(SettingsViewController.self), animated: true)
                }
                func openPromo() {
                    viewController?.present(Promotions.current.makeScreen(), animated: true)1️⃣
                }
                func showAlert() {
                    viewController?.present(UIAlertController(title: nil, message: "Hi", preferredStyle: .alert), animated: true)
                }
            }
            final class HomePresenter { var router: HomeRouter? }
            final class HomeViewController: UIViewController { var presenter: HomePresenter? }
            final class DetailsPresenter { var name = "" }
            final class DetailsViewController: UIViewController { var presenter: DetailsPresenter? }
            final class SettingsPresenter { var flags: [Bool] = [] }
            final class SettingsViewController: UIViewController { var presenter: SettingsPresenter? }
            """,
        ])
        defer { fixture.remove() }
        let map = try fixture.map()
        // `instantiate(SettingsViewController.self)`, a library's generic factory handed the screen's type, gives that
        // screen; R.swift's generated `detailsViewController()` is not in the sources, and its name is no evidence.
        #expect(map.routeSet == [
            "Home -[push: openDetails]-> ∅",
            "Home -[present: openSettings]-> Settings",
            "Home -[present: openPromo]-> ∅",
            "Home -[present: showAlert]-> ∅",
        ])
        #expect(map.routes.first { $0.trigger == "openPromo" }?.kind == .unresolved)
        #expect(map.routes.first { $0.trigger == "showAlert" }.map { "\($0.kind.rawValue) \($0.targetType ?? "-")" } == "system UIAlertController")
        #expect(map.routes.first { $0.trigger == "openPromo" }?.target == "Promotions.current.makeScreen()")
        #expect(map.routes.first { $0.trigger == "openPromo" }?.line == fixture.line("1️⃣"))
    }
}
