import Testing
import VipermapIndexer
import VipermapModel

/// A module's value stands for the module: a method called on it — what a factory returns, typed by the module's own
/// wireframe protocol (`factory.make(parent).present()`), or a Viperit catalog module's `router` with a method the
/// app adds to the library's `Router` — runs on the module's router or wireframe. The route is the calling module's.
/// Launch does not take this way (the object it would run on is one it did not see built), so it invents no entry.
@Suite struct ModulePartsTests {
    static let files: [String: String] = [
        "Port/Pier.swift": """
        import UIKit
        final class PierViewController: UIViewController {}
        final class PierPresenter {}
        protocol PierWireframe {
            func present()
        }
        final class DefaultPierWireframe {
            private weak var parent: UIViewController?
            init(_ parent: UIViewController?) { self.parent = parent }
        }
        extension DefaultPierWireframe: PierWireframe {
            func present() {
                parent?.show(PierViewController(), sender: nil)
            }
        }
        protocol PierWireframeFactory {
            func make(_ parent: UIViewController?) -> PierWireframe
        }
        final class DefaultPierWireframeFactory {}
        extension DefaultPierWireframeFactory: PierWireframeFactory {
            func make(_ parent: UIViewController?) -> PierWireframe { DefaultPierWireframe(parent) }
        }
        """,
        "Port/Hub.swift": """
        import UIKit
        final class HubViewController: UIViewController {
            var presenter: HubPresenter!
            @objc func tapPier() { presenter.didTapPier() }
        }
        final class HubPresenter {
            let wireframe: HubWireframe
            init(wireframe: HubWireframe) { self.wireframe = wireframe }
            func didTapPier() { wireframe.openPier() }
        }
        final class HubWireframe {
            weak var screen: UIViewController?
            private let pierFactory: PierWireframeFactory
            init(pierFactory: PierWireframeFactory) { self.pierFactory = pierFactory }
            func openPier() {
                pierFactory.make(screen).present()
            }
        }
        """,
    ]

    static let launch = """
        import UIKit
        @main
        final class AppDelegate: UIResponder, UIApplicationDelegate {
            var window: UIWindow?
            var pierFactory: PierWireframeFactory!
            func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                let window = UIWindow(frame: UIScreen.main.bounds)
                self.window = window
                let hub = HubViewController()
                window.rootViewController = hub
                pierFactory.make(hub).present()
                window.makeKeyAndVisible()
                return true
            }
        }
        """

    @Test func launchDoesNotRunAModulesWireframeItDidNotSeeBuilt() throws {
        var files = Self.files
        files["Port/AppDelegate.swift"] = Self.launch
        let map = try Fixture.walkOnlyMap(files)
        #expect(map.entryPoints.map(\.module) == ["Hub"])
        #expect(map.routeSet.contains("Hub -[show: openPier]-> Pier"))
    }

    @Test func aMethodCalledOnAModulesValueRunsOnItsWireframe() throws {
        let map = try Fixture.walkOnlyMap(Self.files)
        #expect(map.moduleIDs == ["Hub", "Pier"])
        #expect(map.routeSet == ["Hub -[show: openPier]-> Pier"])
        #expect(map.entryPoints.isEmpty)
    }
}
