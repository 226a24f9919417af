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

    /// A module's route walk that runs out of steps keeps the routes it found by then and says so in a finding at the
    /// module, naming it; a walk that needed fewer steps leaves none. (The share is set small here; an app's walks get
    /// at least 1,000 steps each, then further rounds from the app's pool.)
    @Test func aRouteWalkThatRunsOutSaysSoAtItsModule() {
        var chain = ""
        for level in 0..<40 { chain += "    func step\(level)() -> UIViewController { step\(level + 1)() }\n" }
        chain += "    func step40() -> UIViewController { DockRouter.build() }\n"
        var sources = Self.sources
        sources["Ferry/Lighthouse.swift"] = Self.module("Lighthouse") + """

        extension LighthouseRouter {
            func openDock() { viewController?.present(step0(), animated: true) }
        \(chain)}
        """
        var harness = PassHarness(sources)
        harness.linker.routeWalkShare = 30
        harness.run(through: "routeWalk")
        let budget = harness.linker.findings.filter { $0.rule == "resolutionBudget" }
        #expect(budget.map { "\($0.module ?? "-") \($0.file ?? "-"):\($0.line ?? 0)" } == ["Lighthouse Ferry/Lighthouse.swift:2"])
        #expect(budget.first?.message.hasPrefix("The route walk of Lighthouse ran out of steps (") == true)
        #expect(!harness.routes.contains("Lighthouse -[present]-> Dock"))
        #expect(harness.routes.contains("Pier -[push]-> Dock"))
    }
}
