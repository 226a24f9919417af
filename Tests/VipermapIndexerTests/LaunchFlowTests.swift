import Testing
import VipermapModel

/// App launch is a sink: the delegate hands the window to an object of the app's that puts the first screen up
/// (issue 20). Each test is one launch shape, written for it.
@Suite struct LaunchFlowTests {
    static let screens = """
    import UIKit
    final class LobbyViewController: UIViewController { var presenter: LobbyPresenter? }
    final class LobbyPresenter {}
    final class LobbyRouter { static func build() -> UIViewController { LobbyViewController() } }
    """

    /// A singleton whose name starts like an SDK class (`UIConductor`) is still the app's own when the app declares it.
    @Test func singletonHandedTheWindowSetsTheRoot() throws {
        let fixture = try Fixture([
            "Hall/Lobby.swift": Self.screens,
            "Hall/UIConductor.swift": """
            import UIKit
            final class UIConductor {
                static let shared = UIConductor()
                func configure(with window: UIWindow) {
                    let lobby = LobbyRouter.build()
                    let navigation = UINavigationController(rootViewController: lobby)
                    1️⃣window.rootViewController = navigation
                    window.makeKeyAndVisible()
                }
            }
            """,
            "Hall/AppDelegate.swift": """
            import UIKit
            @main final class AppDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
                func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    window = UIWindow(frame: UIScreen.main.bounds)
                    UIConductor.shared.configure(with: window!)
                    return true
                }
            }
            """,
        ])
        defer { fixture.remove() }
        let map = try fixture.map()
        #expect(map.entryPoints == [EntryPoint(module: "Lobby", file: "Hall/UIConductor.swift", line: fixture.line("1️⃣"), kind: "appDelegate")])
        #expect(map.module(id: "Lobby")?.reachable == true)
    }

    /// The delegate's helper builds a launch object and starts it; the object's helper and the navigator it holds
    /// show the first module; the launch object's local is typed by a protocol its factory conforms to.
    @Test func launchObjectBuiltInADelegateHelper() throws {
        let fixture = try Fixture([
            "Hall/Lobby.swift": Self.screens,
            "Hall/Launch.swift": """
            import UIKit
            protocol LobbyWireframe { func present() }
            protocol LobbyWireframeFactory { func make(_ window: UIWindow?) -> LobbyWireframe }
            final class DefaultLobbyWireframe: LobbyWireframe {
                weak var window: UIWindow?
                func present() { window?.rootViewController = LobbyViewController() }
            }
            final class DefaultLobbyWireframeFactory: LobbyWireframeFactory {
                func make(_ window: UIWindow?) -> LobbyWireframe { DefaultLobbyWireframe() }
            }
            final class Starter {
                let window: UIWindow?
                init(window: UIWindow?) { self.window = window }
                func boot() { prepare(); showFirst() }
                private func prepare() {}
                private func showFirst() {
                    let factory: LobbyWireframeFactory = Container.resolve()
                    2️⃣factory.make(window).present()
                }
            }
            """,
            "Hall/SceneDelegate.swift": """
            import UIKit
            final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                    guard let windowScene = scene as? UIWindowScene else { return }
                    window = UIWindow(windowScene: windowScene)
                    startApp()
                }
                private func startApp() { Starter(window: window).boot() }
            }
            """,
        ])
        defer { fixture.remove() }
        let map = try fixture.map()
        #expect(map.entryPoints == [EntryPoint(module: "Lobby", file: "Hall/Launch.swift", line: fixture.line("2️⃣"), kind: "sceneDelegate")])
        #expect(map.routeSet == ["∅ -[setRoot: ∅]-> Lobby"])
    }

    /// An application router named after the app (`HallApplicationRouter`) is launch infrastructure, not the router
    /// of a screen: what it shows is the entry point.
    @Test func applicationRouterNamedAfterTheAppLaunches() throws {
        let fixture = try Fixture([
            "Hall/Lobby.swift": Self.screens,
            "Hall/HallApplicationRouter.swift": """
            import UIKit
            final class HallApplicationRouter {
                let window: UIWindow
                init(window: UIWindow) { self.window = window }
                func start() { 3️⃣window.rootViewController = LobbyRouter.build() }
            }
            """,
            "Hall/AppDelegate.swift": """
            import UIKit
            @main final class AppDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
                func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    startRouter()
                    return true
                }
                private func startRouter() { HallApplicationRouter(window: window!).start() }
            }
            """,
        ])
        defer { fixture.remove() }
        let map = try fixture.map()
        #expect(map.moduleIDs == ["Lobby"])
        #expect(map.entryPoints.map(\.module) == ["Lobby"], "\(map.entryPoints)")
        #expect(map.entryPoints.first?.line == fixture.line("3️⃣"))
    }

    /// The scene delegate builds a launcher into a local, keeps it in a property and calls `start()` on the local: the
    /// call reaches the launcher's method although `start` also reads as a navigation verb on a value built there.
    @Test func launcherHeldInALocalAndAPropertyIsFollowed() throws {
        let fixture = try Fixture([
            "Pier/App/SceneDelegate.swift": """
            import UIKit
            final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
                var launcher: PierLauncher?
                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                    guard let windowScene = scene as? UIWindowScene else { return }
                    let window = UIWindow(windowScene: windowScene)
                    let launcher = PierLauncher(window: window)
                    self.launcher = launcher
                    launcher.start()
                    self.window = window
                }
            }
            final class PierLauncher {
                let window: UIWindow
                init(window: UIWindow) { self.window = window }
                func start() {
                    1️⃣window.rootViewController = DockModuleBuilder.build()
                    window.makeKeyAndVisible()
                }
            }
            """,
            "Pier/Dock/Dock.swift": """
            import UIKit
            enum DockModuleBuilder {
                static func build() -> UIViewController {
                    let view = DockViewController()
                    view.presenter = DockPresenter(router: DockRouter())
                    return view
                }
            }
            final class DockViewController: UIViewController { var presenter: DockPresenter! }
            final class DockPresenter { let router: DockRouter; init(router: DockRouter) { self.router = router } }
            final class DockRouter {}
            """,
        ])
        defer { fixture.remove() }
        let map = try fixture.map()
        #expect(map.moduleIDs == ["Dock"])
        #expect(map.entryPoints == [EntryPoint(module: "Dock", file: "Pier/App/SceneDelegate.swift", line: fixture.line("1️⃣"), kind: "sceneDelegate")])
        #expect(map.module(id: "Dock")?.reachable == true)
        #expect(!map.findings.contains { $0.rule == "noLaunchPath" })
    }
}
