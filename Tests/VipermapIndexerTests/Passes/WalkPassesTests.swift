import Testing
import VipermapModel
@testable import VipermapIndexer

/// The passes that run the app's code: `containerScreens` (a tab bar controller that embeds two modules becomes a
/// module), `routeWalk` (each module's routes) and `launchWalk` (entry points), each seen on its own.
@Suite struct WalkPassesTests {
    static func module(_ name: String) -> String {
        """
        import UIKit
        final class \(name)ViewController: UIViewController { var presenter: \(name)Presenter? }
        final class \(name)Presenter { var router: \(name)Router? }
        final class \(name)Router {
            weak var viewController: UIViewController?
            static func build() -> UIViewController { \(name)ViewController() }
        }
        """
    }

    static let sources = [
        "Ferry/Pier.swift": module("Pier") + """

        extension PierRouter {
            func openDock() { viewController?.navigationController?.pushViewController(DockRouter.build(), animated: true) }
        }
        """,
        "Ferry/Dock.swift": module("Dock"),
        "Ferry/HarborTabsViewController.swift": """
        import UIKit
        final class HarborTabsViewController: UITabBarController {
            override func viewDidLoad() {
                super.viewDidLoad()
                setViewControllers([PierRouter.build(), DockRouter.build()], animated: false)
            }
        }
        """,
        "Ferry/AppDelegate.swift": """
        import UIKit
        @main final class AppDelegate: UIResponder, UIApplicationDelegate {
            var window: UIWindow?
            func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                window = UIWindow()
                window?.rootViewController = HarborTabsViewController()
                return true
            }
        }
        """,
    ]

    @Test func containerScreensMakeTheTabBarAModule() {
        var harness = PassHarness(Self.sources)
        harness.run(through: PassHarness.before("containerScreens"))
        #expect(harness.linker.modules.byName["HarborTabs"] == nil)
        let generation = harness.linker.modules.generation
        harness.run(through: "containerScreens")
        #expect(harness.modules.contains("HarborTabs: view HarborTabsViewController"))
        #expect(harness.linker.modules.generation > generation)
        #expect(harness.routes.isEmpty)
    }

    @Test func theRouteWalkAddsEachModulesRoutesAndNoEntryPoint() {
        var harness = PassHarness(Self.sources)
        harness.run(through: "routeWalk")
        #expect(harness.routes == ["Pier -[push]-> Dock", "HarborTabs -[embed]-> Pier", "HarborTabs -[embed]-> Dock"])
        #expect(harness.linker.entryPoints.isEmpty)
    }

    @Test func theLaunchWalkAddsTheEntryPoint() {
        var harness = PassHarness(Self.sources)
        harness.run(through: "launchWalk")
        #expect(harness.linker.entryPoints.map(\.module) == ["HarborTabs"])
        #expect(harness.routes.contains("∅ -[setRoot]-> HarborTabs"))
    }
}
