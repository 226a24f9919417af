import Testing
import VipermapModel

/// A container screen the app builds as its own unit (a tab bar controller filling itself with modules) is a module and,
/// when launch shows it, the entry point — however its code spells the call that fills it, and however launch hands it
/// to the window.
@Suite struct ContainerModuleTests {
    static func module(_ name: String) -> String { LaunchWalkTests.module(name) }

    /// A tab bar controller that fills itself in `viewDidLoad` with `call` (`setViewControllers` or
    /// `self.setViewControllers`).
    static func tabBar(_ call: String) -> String {
        """
        import UIKit
        final class MainTabBarController: UITabBarController {
            override func viewDidLoad() {
                super.viewDidLoad()
                1️⃣\(call)([FeedRouter.build(), ProfileRouter.build()], animated: false)
            }
        }
        """
    }

    /// The map both apps give: the tab bar is a module and launch's entry point (set as the root at `entryLine`), and
    /// it embeds the two tabs.
    static func expectTheTabBarIsTheEntryAndEmbedsItsTabs(_ map: AppMap, entryLine: Int) {
        #expect(map.moduleIDs == ["Feed", "MainTabBar", "Profile"])
        #expect(map.entryPoints == [EntryPoint(module: "MainTabBar", file: "Shop/AppDelegate.swift", line: entryLine, kind: "appDelegate")])
        #expect(map.routeSet == [
            "∅ -[setRoot: ∅]-> MainTabBar",
            "MainTabBar -[embed: ∅]-> Feed",
            "MainTabBar -[embed: ∅]-> Profile",
        ])
    }

    /// `setViewControllers([…])` written without `self.`: the same call as `self.setViewControllers([…])`, so the tab
    /// bar is a module, its tabs are embedded in it, and launch's root is the tab bar (not each tab).
    @Test func unqualifiedSetViewControllersMakesTheTabBarAModule() throws {
        let fixture = try Fixture([
            "Shop/Feed.swift": Self.module("Feed"),
            "Shop/Profile.swift": Self.module("Profile"),
            "Shop/MainTabBarController.swift": Self.tabBar("setViewControllers"),
            "Shop/AppDelegate.swift": LaunchWalkTests.appDelegateHead + """
                func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    let window = UIWindow()
                    2️⃣window.rootViewController = MainTabBarController()
                    self.window = window
                    return true
                }
            }
            """,
        ])
        defer { fixture.remove() }
        let map = try fixture.map()
        Self.expectTheTabBarIsTheEntryAndEmbedsItsTabs(map, entryLine: fixture.line("2️⃣"))
        #expect(map.routes(from: "MainTabBar", to: "Feed").map(\.line) == [fixture.line("1️⃣")])
    }

    /// The tab bar reaches the window through a helper of the delegate's (`install(makeTabs())`): launch follows the
    /// value into the helper, and the tab bar — a module only the link's container pass finds, after the walks it ran
    /// were told the type is no module's — is the entry point.
    @Test func helperInstalledTabBarIsTheEntryPoint() throws {
        let fixture = try Fixture([
            "Shop/Feed.swift": Self.module("Feed"),
            "Shop/Profile.swift": Self.module("Profile"),
            "Shop/MainTabBarController.swift": Self.tabBar("self.setViewControllers"),
            "Shop/AppDelegate.swift": LaunchWalkTests.appDelegateHead + """
                func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    3️⃣install(makeTabs())
                    return true
                }
                private func makeTabs() -> UIViewController { MainTabBarController() }
                private func install(_ root: UIViewController) {
                    let window = UIWindow()
                    2️⃣window.rootViewController = root
                    window.makeKeyAndVisible()
                    self.window = window
                }
            }
            """,
        ])
        defer { fixture.remove() }
        let map = try fixture.map()
        // Located at the launch call that hands the tab bar on (`install(…)`), not in the helper.
        Self.expectTheTabBarIsTheEntryAndEmbedsItsTabs(map, entryLine: fixture.line("3️⃣"))
    }
}
