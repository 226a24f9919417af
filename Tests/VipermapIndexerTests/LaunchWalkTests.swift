import Testing
import VipermapModel

/// Launch followed through the app's own code (``ValueFlow``, issue 28): each test is one shape of launch, written for
/// it in a neutral domain (a garden), and asserts the exact entry points.
@Suite struct LaunchWalkTests {
    /// Modules of the garden: each a view with a presenter and a router that builds it.
    static func module(_ name: String) -> String {
        """
        import UIKit
        final class \(name)ViewController: UIViewController { var presenter: \(name)Presenter? }
        final class \(name)Presenter {}
        final class \(name)Router {
            static func build() -> UIViewController {
                let view = \(name)ViewController()
                view.presenter = \(name)Presenter()
                return view
            }
        }
        """
    }

    static let appDelegateHead = """
    import UIKit
    @main final class AppDelegate: UIResponder, UIApplicationDelegate {
        var window: UIWindow?
    """

    /// The delegate stores a builder chain's result in a property whose `didSet` runs each step; one of the steps
    /// (a type conforming to the steps' protocol) sets the window's root. The other step shows nothing.
    @Test func stepsStoredInAPropertyRunFromItsDidSet() throws {
        let fixture = try Fixture([
            "Garden/Beds.swift": Self.module("Beds"),
            "Garden/Startup.swift": """
            import UIKit
            protocol StartupStep { func run() }
            final class LoggingStep: StartupStep { func run() { print("started") } }
            final class RootStep: StartupStep {
                weak var window: UIWindow?
                init(window: UIWindow?) { self.window = window }
                func run() { 1️⃣window?.rootViewController = BedsRouter.build() }
            }
            final class StartupSteps {
                private var window: UIWindow?
                func with(window: UIWindow?) -> Self { self.window = window; return self }
                func build(_ options: [String: Any]?) -> [StartupStep] { [LoggingStep(), RootStep(window: window)] }
            }
            """,
            "Garden/AppDelegate.swift": Self.appDelegateHead + """
                var steps: [StartupStep] = [] { didSet { steps.forEach { $0.run() } } }
                func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    window = UIWindow()
                    steps = StartupSteps().with(window: window).build(nil)
                    return true
                }
            }
            """,
        ])
        defer { fixture.remove() }
        let map = try fixture.map()
        #expect(map.entryPoints == [EntryPoint(module: "Beds", file: "Garden/Startup.swift", line: fixture.line("1️⃣"), kind: "appDelegate")])
        #expect(map.routeSet == ["∅ -[setRoot: ∅]-> Beds"])
    }

    /// RIBs: the root builder, reached through a property typed by its protocol, builds the launch router;
    /// `launch(from:)` (the library's) puts the router's view up. Root is the entry; what its router attaches later
    /// (a child built by an injected builder) is its route, not an entry.
    @Test func launchRouterOfARootRIB() throws {
        let fixture = try Fixture([
            "Garden/Root.swift": """
            import UIKit
            import RIBs
            protocol RootDependency {}
            protocol RootBuildable { func build() -> LaunchRouting }
            final class RootViewController: UITabBarController {}
            final class RootInteractor: PresentableInteractor<RootViewController> {
                weak var router: RootRouter?
                override func didBecomeActive() { router?.attachGreenhouse() }
            }
            final class RootRouter: LaunchRouter<RootInteractor, RootViewController> {
                let greenhouseBuilder: GreenhouseBuildable
                init(interactor: RootInteractor, viewController: RootViewController, greenhouseBuilder: GreenhouseBuildable) {
                    self.greenhouseBuilder = greenhouseBuilder
                    super.init(interactor: interactor, viewController: viewController)
                }
                func attachGreenhouse() {
                    let child = greenhouseBuilder.build()
                    attachChild(child)
                    viewController.setViewControllers([child.viewControllable.uiviewController], animated: false)
                }
            }
            final class RootBuilder: Builder<RootDependency>, RootBuildable {
                func build() -> LaunchRouting {
                    let viewController = RootViewController()
                    let interactor = RootInteractor(presenter: viewController)
                    return RootRouter(interactor: interactor, viewController: viewController, greenhouseBuilder: GreenhouseBuilder(dependency: dependency))
                }
            }
            """,
            "Garden/Greenhouse.swift": """
            import UIKit
            import RIBs
            protocol GreenhouseBuildable { func build() -> ViewableRouting }
            final class GreenhouseViewController: UIViewController {}
            final class GreenhouseInteractor: PresentableInteractor<GreenhouseViewController> {}
            final class GreenhouseRouter: ViewableRouter<GreenhouseInteractor, GreenhouseViewController> {}
            final class GreenhouseBuilder: Builder<RootDependency>, GreenhouseBuildable {
                func build() -> ViewableRouting {
                    let viewController = GreenhouseViewController()
                    return GreenhouseRouter(interactor: GreenhouseInteractor(presenter: viewController), viewController: viewController)
                }
            }
            """,
            "Garden/AppComponent.swift": """
            import RIBs
            final class AppComponent: Component<EmptyDependency>, RootDependency {
                var rootBuilder: RootBuildable { RootBuilder(dependency: self) }
            }
            """,
            "Garden/AppDelegate.swift": Self.appDelegateHead + """
                private var launchRouter: LaunchRouting?
                func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    let window = UIWindow(frame: UIScreen.main.bounds)
                    self.window = window
                    let launchRouter = AppComponent().rootBuilder.build()
                    self.launchRouter = launchRouter
                    2️⃣launchRouter.launch(from: window)
                    return true
                }
            }
            """,
        ])
        defer { fixture.remove() }
        let map = try fixture.map()
        #expect(map.entryPoints == [EntryPoint(module: "Root", file: "Garden/AppDelegate.swift", line: fixture.line("2️⃣"), kind: "appDelegate")])
        #expect(map.routes(from: nil, to: "Root").map(\.transition) == [.setRoot])
        #expect(map.routes(from: nil, to: "Greenhouse").isEmpty)
    }

    /// A dependency container: the loader resolves each tab's module by its input protocol (the factory registered
    /// for it builds the module) and sets a plain tab bar's children; the tab bar is then the window's root.
    @Test func tabsResolvedFromADependencyContainer() throws {
        let fixture = try Fixture([
            "Garden/Seeds.swift": Self.module("Seeds"),
            "Garden/Tools.swift": Self.module("Tools"),
            "Garden/Assemblies.swift": """
            import UIKit
            import Swinject
            protocol SeedsViewInput: AnyObject { func controller() -> UIViewController }
            protocol ToolsViewInput: AnyObject { func controller() -> UIViewController }
            extension SeedsViewController: SeedsViewInput { func controller() -> UIViewController { self } }
            extension ToolsViewController: ToolsViewInput { func controller() -> UIViewController { self } }
            final class GardenAssembly: Assembly {
                func assemble(container: Container) {
                    container.register(SeedsViewInput.self) { _ in
                        let view = SeedsViewController()
                        view.presenter = SeedsPresenter()
                        return view
                    }
                    container.register(ToolsViewInput.self) { _ in ToolsViewController() }
                    container.register(StartupLoaderInput.self) { resolver in StartupLoader(resolver: resolver) }
                }
            }
            """,
            "Garden/StartupLoader.swift": """
            import UIKit
            import Swinject
            protocol StartupLoaderInput { func start() -> UIViewController }
            final class StartupLoader: StartupLoaderInput {
                private let resolver: Resolver
                init(resolver: Resolver) { self.resolver = resolver }
                func start() -> UIViewController {
                    let tabs = UITabBarController()
                    var screens: [UIViewController] = []
                    if let seeds = resolver.resolve(SeedsViewInput.self) {
                        screens.append(UINavigationController(rootViewController: seeds.controller()))
                    }
                    if let tools = resolver.resolve(ToolsViewInput.self) { screens.append(tools.controller()) }
                    3️⃣tabs.viewControllers = screens
                    return tabs
                }
            }
            """,
            "Garden/AppDelegate.swift": Self.appDelegateHead + """
                let resolver = Assembler([GardenAssembly()]).resolver
                func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    window = UIWindow()
                    if let root = resolver.resolve(StartupLoaderInput.self)?.start() { window?.rootViewController = root }
                    return true
                }
            }
            """,
        ])
        defer { fixture.remove() }
        let map = try fixture.map()
        let line = fixture.line("3️⃣")
        #expect(map.entryPoints == [
            EntryPoint(module: "Seeds", file: "Garden/StartupLoader.swift", line: line, kind: "appDelegate"),
            EntryPoint(module: "Tools", file: "Garden/StartupLoader.swift", line: line, kind: "appDelegate"),
        ])
        #expect(map.routeSet == ["∅ -[embed: ∅]-> Seeds", "∅ -[embed: ∅]-> Tools"])
    }

    /// SwiftUI in a hosting controller: the root view is no module and chooses by observable state; each module its
    /// `body` shows, in either branch, is an entry point.
    @Test func rootViewChoosingByStateShowsEachBranch() throws {
        let fixture = try Fixture([
            "Garden/SignIn.swift": """
            import SwiftUI
            struct SignInView: View { let presenter: SignInPresenter; var body: some View { Text("Sign in") } }
            final class SignInPresenter: ObservableObject {}
            """,
            "Garden/Plots.swift": """
            import SwiftUI
            struct PlotsView: View { let presenter: PlotsPresenter; var body: some View { Text("Plots") } }
            final class PlotsPresenter: ObservableObject {}
            """,
            "Garden/RootView.swift": """
            import SwiftUI
            final class Session: ObservableObject { @Published var gardener: String? }
            struct RootView: View {
                @EnvironmentObject var session: Session
                var body: some View {
                    Group {
                        if session.gardener == nil {
                            SignInView(presenter: SignInPresenter())
                        } else {
                            PlotsView(presenter: PlotsPresenter())
                        }
                    }
                }
            }
            """,
            "Garden/SceneDelegate.swift": """
            import UIKit
            import SwiftUI
            final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                    guard let windowScene = scene as? UIWindowScene else { return }
                    let window = UIWindow(windowScene: windowScene)
                    let rootView = RootView().environmentObject(Session())
                    4️⃣window.rootViewController = UIHostingController(rootView: rootView)
                    self.window = window
                    window.makeKeyAndVisible()
                }
            }
            """,
        ])
        defer { fixture.remove() }
        let map = try fixture.map()
        let line = fixture.line("4️⃣")
        #expect(map.entryPoints == [
            EntryPoint(module: "Plots", file: "Garden/SceneDelegate.swift", line: line, kind: "sceneDelegate"),
            EntryPoint(module: "SignIn", file: "Garden/SceneDelegate.swift", line: line, kind: "sceneDelegate"),
        ])
    }

    /// A window helper of the app's (`replaceRoot(with:)` in an extension of `UIWindow`) reached through the delegate's
    /// own helper, in a launch branch on stored state: each branch's module is an entry, with the condition of its
    /// branch.
    @Test func windowHelperInEachBranch() throws {
        let fixture = try Fixture([
            "Garden/Beds.swift": Self.module("Beds"),
            "Garden/Welcome.swift": Self.module("Welcome"),
            "Garden/UIWindow+Root.swift": """
            import UIKit
            extension UIWindow {
                func replaceRoot(with screen: UIViewController) {
                    rootViewController = screen
                    makeKeyAndVisible()
                }
            }
            """,
            "Garden/AppDelegate.swift": Self.appDelegateHead + """
                let settings = UserDefaults.standard
                func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    let window = UIWindow()
                    self.window = window
                    if settings.bool(forKey: "welcomed") {
                        1️⃣install(BedsRouter.build(), in: window)
                    } else {
                        2️⃣install(WelcomeRouter.build(), in: window)
                    }
                    return true
                }
                private func install(_ first: UIViewController, in window: UIWindow) { window.replaceRoot(with: first) }
            }
            """,
        ])
        defer { fixture.remove() }
        let map = try fixture.map()
        // A call handing a built module on reads as a navigation where it is made: each entry is located there.
        #expect(map.entryPoints == [
            EntryPoint(module: "Beds", file: "Garden/AppDelegate.swift", line: fixture.line("1️⃣"), kind: "appDelegate",
                       branch: "settings.bool(forKey: \"welcomed\")"),
            EntryPoint(module: "Welcome", file: "Garden/AppDelegate.swift", line: fixture.line("2️⃣"), kind: "appDelegate",
                       branch: "else: settings.bool(forKey: \"welcomed\")"),
        ])
    }

    /// A facade handed the window calls a coordinator, which hands a module's screen and the window to a container
    /// type whose initializer sets the root.
    @Test func facadeCoordinatorAndContainerInitializer() throws {
        let fixture = try Fixture([
            "Garden/Hub.swift": Self.module("Hub"),
            "Garden/Kit.swift": """
            import UIKit
            struct KitConfig { let window: UIWindow }
            final class Kit {
                static let shared = Kit()
                private var coordinator: KitCoordinator?
                func start(config: KitConfig) {
                    let coordinator = KitCoordinator(window: config.window)
                    self.coordinator = coordinator
                    coordinator.begin()
                }
            }
            final class KitCoordinator {
                let window: UIWindow
                init(window: UIWindow) { self.window = window }
                func begin() { 7️⃣_ = ScreenContainer(screen: HubRouter.build(), window: window) }
            }
            final class ScreenContainer {
                init(screen: UIViewController, window: UIWindow) {
                    6️⃣window.rootViewController = screen
                }
            }
            """,
            "Garden/AppDelegate.swift": Self.appDelegateHead + """
                func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    let window = UIWindow()
                    self.window = window
                    Kit.shared.start(config: .init(window: window))
                    return true
                }
            }
            """,
        ])
        defer { fixture.remove() }
        let map = try fixture.map()
        // Located where launch hands the module's screen on (to the container), not in the container's initializer.
        #expect(map.entryPoints == [EntryPoint(module: "Hub", file: "Garden/Kit.swift", line: fixture.line("7️⃣"), kind: "appDelegate")])
    }

    /// Negative: a launch object named as such whose methods only module routers call (after launch) shows no entry
    /// point; the delegate's own root is the one.
    @Test func launchObjectCalledOnlyByAModuleIsNoEntry() throws {
        let fixture = try Fixture([
            "Garden/Beds.swift": Self.module("Beds"),
            "Garden/Splash.swift": """
            import UIKit
            final class SplashViewController: UIViewController { var presenter: SplashPresenter? }
            final class SplashPresenter { var router: SplashRouter? }
            final class SplashRouter {
                static func build() -> UIViewController { SplashViewController() }
                func finish() { AppConfigurator.shared.showGarden() }
            }
            """,
            "Garden/AppConfigurator.swift": """
            import UIKit
            final class AppConfigurator {
                static let shared = AppConfigurator()
                var window: UIWindow?
                func showGarden() { window?.rootViewController = BedsRouter.build() }
            }
            """,
            "Garden/AppDelegate.swift": Self.appDelegateHead + """
                func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    window = UIWindow()
                    7️⃣window?.rootViewController = SplashRouter.build()
                    return true
                }
            }
            """,
        ])
        defer { fixture.remove() }
        let map = try fixture.map()
        #expect(map.entryPoints == [EntryPoint(module: "Splash", file: "Garden/AppDelegate.swift", line: fixture.line("7️⃣"), kind: "appDelegate")])
    }

    /// A launch decider built as a module (builder, interactor, router named for the app's root) is a module and the
    /// entry point; a launch object with no module part stays launch infrastructure (the previous test).
    @Test func launchDeciderBuiltAsAModuleIsTheEntry() throws {
        let fixture = try Fixture([
            "Garden/Beds.swift": Self.module("Beds"),
            "Garden/AppRoot.swift": """
            import UIKit
            final class AppRootViewController: UINavigationController {}
            final class AppRootInteractor { weak var router: AppRootRouter? }
            final class AppRootRouter {
                let viewController: AppRootViewController
                init(viewController: AppRootViewController) { self.viewController = viewController }
                func showBeds() { viewController.setViewControllers([BedsRouter.build()], animated: false) }
                func start(in window: UIWindow) { window.rootViewController = viewController }
            }
            final class AppRootBuilder {
                func build() -> AppRootRouter {
                    let router = AppRootRouter(viewController: AppRootViewController())
                    AppRootInteractor().router = router
                    return router
                }
            }
            """,
            "Garden/AppDelegate.swift": Self.appDelegateHead + """
                func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    let window = UIWindow()
                    self.window = window
                    8️⃣AppRootBuilder().build().start(in: window)
                    return true
                }
            }
            """,
        ])
        defer { fixture.remove() }
        let map = try fixture.map()
        #expect(map.moduleIDs == ["AppRoot", "Beds"])
        #expect(map.entryPoints == [EntryPoint(module: "AppRoot", file: "Garden/AppDelegate.swift", line: fixture.line("8️⃣"), kind: "appDelegate")])
        #expect(map.routes(from: "AppRoot", to: "Beds").count == 1)
    }

    /// A registry of routes as an enum: `Route.beds.module` runs the `module` getter on that case, whose `switch self`
    /// returns a method reference for each case; only the case's branch runs, so only its module is built and handed
    /// to the app router's generic `present(module:)`, which asks the module object to put its screen up through a
    /// window helper (located where the module object hands its screen on). Every other case's module is registered but
    /// never shown at launch.
    @Test func enumCaseOfARouteRegistryRunsItsOwnBranch() throws {
        let fixture = try Fixture([
            "Garden/Beds.swift": Self.module("Beds"),
            "Garden/Tools.swift": Self.module("Tools"),
            "Garden/Modules.swift": """
            import UIKit
            protocol ScreenModule { func show(on navigator: Navigator) }
            final class BedsModule: ScreenModule { func show(on navigator: Navigator) { 1️⃣navigator.install(BedsRouter.build()) } }
            final class ToolsModule: ScreenModule { func show(on navigator: Navigator) { navigator.install(ToolsRouter.build()) } }
            enum Route {
                case beds, tools
                var factory: (Navigator) -> ScreenModule {
                    switch self {
                    case .beds: return makeBeds
                    case .tools: return makeTools
                    }
                }
                var module: ScreenModule { factory(Navigator.shared) }
                private func makeBeds(_ navigator: Navigator) -> ScreenModule { BedsModule() }
                private func makeTools(_ navigator: Navigator) -> ScreenModule { ToolsModule() }
            }
            final class Navigator {
                static let shared = Navigator()
                var window: UIWindow?
                var registered: [Route: (Navigator) -> ScreenModule] = [:]
                func present(module: ScreenModule) { module.show(on: self) }
                func install(_ screen: UIViewController) { window?.rootViewController = screen }
            }
            """,
            "Garden/AppDelegate.swift": Self.appDelegateHead + """
                func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    Navigator.shared.window = UIWindow()
                    Navigator.shared.registered = [.beds: Route.beds.factory, .tools: Route.tools.factory]
                    Navigator.shared.present(module: Route.beds.module)
                    return true
                }
            }
            """,
        ])
        defer { fixture.remove() }
        let map = try fixture.map()
        #expect(map.entryPoints == [EntryPoint(module: "Beds", file: "Garden/Modules.swift", line: fixture.line("1️⃣"), kind: "appDelegate")])
    }

    /// A library's facade handed the window (its code is not in the sources): the map has no entry point, and one
    /// finding names the call where the walk stopped. A call carrying no window or screen is named nowhere.
    @Test func aLibraryHandedTheWindowIsNamedWhenLaunchShowsNothing() throws {
        let fixture = try Fixture([
            "Garden/Beds.swift": Self.module("Beds"),
            "Garden/AppDelegate.swift": Self.appDelegateHead + """
                func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    let window = UIWindow()
                    self.window = window
                    Analytics.start(key: "k")
                    1️⃣GardenKit.start(window: window)
                    return true
                }
            }
            """,
        ])
        defer { fixture.remove() }
        let map = try fixture.map()
        #expect(map.entryPoints.isEmpty)
        #expect(map.findings.filter { $0.rule == "launchWalkStopped" } == [Finding(
            rule: "launchWalkStopped",
            message: "Launch hands the window or a screen to GardenKit.start(window:), whose code is not in the indexed sources (a library's, or a value of unknown type); what it shows is not followed.",
            file: "Garden/AppDelegate.swift", line: fixture.line("1️⃣"))])
    }

    /// Hostile code: recursion, mutual recursion and a cycle through properties and closures stop within the budget,
    /// give the same map every run, and still find the root set in the cycle.
    @Test func cyclesStopAndGiveTheSameMap() throws {
        let fixture = try Fixture([
            "Garden/Beds.swift": Self.module("Beds"),
            "Garden/Loop.swift": """
            import UIKit
            final class Loop {
                var next: Loop? { Loop().again() }
                var window: UIWindow?
                lazy var handler: () -> Loop = { self.handler() }
                func again() -> Loop { other().again() }
                func other() -> Loop { self.again() }
                func spin(_ n: Int) -> UIViewController { n > 0 ? spin(n - 1) : BedsRouter.build() }
                func go() {
                    _ = next?.next?.handler()
                    9️⃣window?.rootViewController = spin(3)
                }
            }
            """,
            "Garden/AppDelegate.swift": Self.appDelegateHead + """
                func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    Loop().go()
                    return true
                }
            }
            """,
        ])
        defer { fixture.remove() }
        let first = try fixture.map()
        let second = try fixture.map()
        #expect(first == second)
        #expect(first.entryPoints == [EntryPoint(module: "Beds", file: "Garden/Loop.swift", line: fixture.line("9️⃣"), kind: "appDelegate")])
    }
}
