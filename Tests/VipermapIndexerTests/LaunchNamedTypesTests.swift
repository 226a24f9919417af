import Testing
import VipermapModel

/// A type named like app-level launch infrastructure (`…AppRouter`) is launch infrastructure only when nothing makes it
/// a module's part: a router wired to its module's view and presenter belongs to that module like any other router.
@Suite struct LaunchNamedTypesTests {
    /// A module whose router's `openSettings()` pushes Settings; the same code whatever the module's name.
    static func module(_ name: String) -> String {
        """
        import UIKit
        final class \(name)ViewController: UIViewController { var presenter: \(name)Presenter? }
        final class \(name)Presenter {
            var router: \(name)Router?
            func didTapSettings() { router?.openSettings() }
        }
        final class \(name)Router {
            weak var viewController: UIViewController?
            func openSettings() { viewController?.navigationController?.pushViewController(SettingsRouter.build(), animated: true) }
            static func build() -> UIViewController {
                let view = \(name)ViewController()
                let presenter = \(name)Presenter()
                let router = \(name)Router()
                view.presenter = presenter
                presenter.router = router
                router.viewController = view
                return view
            }
        }
        """
    }

    static func map(of name: String) throws -> AppMap {
        let fixture = try Fixture([
            "Chat/\(name).swift": Self.module(name),
            "Chat/Settings.swift": LaunchWalkTests.module("Settings"),
        ])
        defer { fixture.remove() }
        return try fixture.map()
    }

    /// `ChatAppRouter` and `InboxRouter` of identical code: the same modules (with their routers) and the same routes.
    @Test(arguments: ["ChatApp", "Inbox", "ShopApplication"])
    func aRouterNamedForAnAppStaysInItsModule(_ name: String) throws {
        let map = try Self.map(of: name)
        #expect(map.moduleIDs == [name, "Settings"])
        #expect(map.routeSet == ["\(name) -[push: openSettings]-> Settings"])
        #expect(map.componentSet(name).map { $0.split(separator: " ").prefix(2).joined(separator: " ") }.sorted() == [
            "presenter \(name)Presenter", "router \(name)Router", "view \(name)ViewController",
        ])
    }

    /// Where it must not fire: a lone `ShopAppRouter` (no view, presenter or interactor of a `ShopApp` module) that
    /// launch hands the window to is launch infrastructure, and what it sets as the root is the entry point.
    @Test func aLoneAppRouterStaysLaunchInfrastructure() throws {
        let fixture = try Fixture([
            "Chat/Inbox.swift": LaunchWalkTests.module("Inbox"),
            "Chat/ShopAppRouter.swift": """
            import UIKit
            final class ShopAppRouter {
                func start(in window: UIWindow) { 1️⃣window.rootViewController = InboxRouter.build() }
            }
            """,
            "Chat/AppDelegate.swift": LaunchWalkTests.appDelegateHead + """
                func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    let window = UIWindow()
                    self.window = window
                    ShopAppRouter().start(in: window)
                    return true
                }
            }
            """,
        ])
        defer { fixture.remove() }
        let map = try fixture.map()
        #expect(map.moduleIDs == ["Inbox"])
        #expect(map.entryPoints == [EntryPoint(module: "Inbox", file: "Chat/ShopAppRouter.swift", line: fixture.line("1️⃣"), kind: "appDelegate")])
    }
}
