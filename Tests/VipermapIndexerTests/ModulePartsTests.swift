import Testing
import VipermapIndexer
import VipermapModel

/// A module's value stands for the module: a method called on it — what a factory returns, typed by the module's own
/// wireframe protocol (`factory.make(parent).present()`), or a Viperit catalog module's `router` with a method the
/// app adds to the library's `Router` — runs on the module's router or wireframe. The route is the calling module's.
/// At launch the object it runs on is one the walk did not see built, so what it shows its screen from is unknown:
/// only setting the window's root there is an entry point, and what the root's wireframe calls other modules' code to
/// show is the root's routes, not launch.
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
        "Port/Hub.swift": Fixture.hubScreen + """
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

    /// An app delegate holding `factory` (a property of type `factoryType`) whose launch runs `statements` on `window`.
    static func launch(factory: String, _ factoryType: String, _ statements: String) -> String {
        """
        import UIKit
        @main
        final class AppDelegate: UIResponder, UIApplicationDelegate {
            var window: UIWindow?
            var \(factory): \(factoryType)!
            func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                let window = UIWindow(frame: UIScreen.main.bounds)
                self.window = window
                \(statements)
                window.makeKeyAndVisible()
                return true
            }
        }
        """
    }

    @Test func launchDoesNotRunAModulesWireframeItDidNotSeeBuilt() throws {
        var files = Self.files
        files["Port/AppDelegate.swift"] = Self.launch(factory: "pierFactory", "PierWireframeFactory", """
            let hub = HubViewController()
                    window.rootViewController = hub
                    pierFactory.make(hub).present()
            """)
        let map = try Fixture.map(files)
        #expect(map.entryPoints.map(\.module) == ["Hub"])
        #expect(map.routeSet.contains("Hub -[show: openPier]-> Pier"))
    }

    static let harbor = """
        import UIKit
        final class HarborViewController: UIViewController {}
        final class HarborPresenter {}
        protocol HarborWireframe {
            func present()
        }
        final class DefaultHarborWireframe {
            private weak var window: UIWindow?
            private let pierFactory: PierWireframeFactory
            init(_ window: UIWindow?, pierFactory: PierWireframeFactory) {
                self.window = window
                self.pierFactory = pierFactory
            }
        }
        extension DefaultHarborWireframe: HarborWireframe {
            func present() {
                let vc = HarborViewController()
                window?.rootViewController = vc
                pierFactory.make(vc).present()
            }
        }
        protocol HarborWireframeFactory {
            func make(_ window: UIWindow?) -> HarborWireframe
        }
        """

    /// Launch gets the root's wireframe from a factory it did not see built (`harborFactory.make(window).present()`):
    /// the wireframe setting the window's root is the entry point; the pier its code shows is its route, no entry.
    @Test func launchSetsTheRootARootWireframeSetsAndNoneOfWhatItShows() throws {
        var files = Self.files
        files["Port/Harbor.swift"] = Self.harbor
        files["Port/AppDelegate.swift"] = Self.launch(factory: "harborFactory", "HarborWireframeFactory", "harborFactory.make(window).present()")
        let map = try Fixture.map(files)
        #expect(map.moduleIDs == ["Harbor", "Hub", "Pier"])
        #expect(map.entryPoints.map(\.module) == ["Harbor"])
        #expect(map.routeSet == ["∅ -[setRoot: ∅]-> Harbor", "Harbor -[show: present]-> Pier", "Hub -[show: openPier]-> Pier"])
    }

    @Test func aMethodCalledOnAModulesValueRunsOnItsWireframe() throws {
        let map = try Fixture.map(Self.files)
        #expect(map.moduleIDs == ["Hub", "Pier"])
        #expect(map.routeSet == ["Hub -[show: openPier]-> Pier"])
        #expect(map.entryPoints.isEmpty)
    }
}
