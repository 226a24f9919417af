import Testing
import VipermapIndexer
import VipermapModel

/// At launch, a screen is on screen where it is shown from: a module's code that shows its own screen from another
/// module's screen (`parent?.show(vc, sender: self)`, `parent` being the screen launch set as the window's root) puts it
/// up inside that module — that module's route, not a second entry point. Each test asserts the exact routes and entry
/// points of the map.
@Suite struct LaunchShownFromTests {

    /// A module whose wireframe, made by a factory behind a protocol, builds its screen and shows it from the
    /// view controller it was handed (`parent?.show(vc, sender: self)`).
    static func module(_ name: String) -> String {
        """
        import UIKit
        final class \(name)ViewController: UIViewController { var presenter: \(name)Presenter? }
        final class \(name)Presenter { var wireframe: \(name)Wireframe? }
        protocol \(name)WireframeFactory { func make(_ parent: UIViewController?) -> \(name)Wireframe }
        final class Default\(name)WireframeFactory: \(name)WireframeFactory {
            func make(_ parent: UIViewController?) -> \(name)Wireframe { Default\(name)Wireframe(parent) }
        }
        protocol \(name)Wireframe { func present() }
        final class Default\(name)Wireframe: \(name)Wireframe {
            private weak var parent: UIViewController?
            init(_ parent: UIViewController?) { self.parent = parent }

            func present() {
                let vc = \(name)ViewController()
                let presenter = \(name)Presenter()
                presenter.wireframe = self
                vc.presenter = presenter
                parent?.show(vc, sender: self)
            }
        }
        """
    }

    /// Launch hands the window to the harbor's wireframe (made by a factory the app delegate holds behind its
    /// protocol); the wireframe sets its own screen as the window's root and shows the pier's module from that screen.
    /// Harbor is the entry point; the pier is Harbor's route, not a second entry point.
    static let harbor: [String: String] = [
        "Ferry/Pier.swift": module("Pier"),
        "Ferry/Harbor.swift": """
        import UIKit
        final class HarborViewController: UIViewController { var presenter: HarborPresenter? }
        final class HarborPresenter { var wireframe: HarborWireframe? }
        protocol HarborWireframeFactory { func make(_ window: UIWindow?) -> HarborWireframe }
        final class DefaultHarborWireframeFactory: HarborWireframeFactory {
            private let pier: PierWireframeFactory
            init(pier: PierWireframeFactory) { self.pier = pier }

            func make(_ window: UIWindow?) -> HarborWireframe { DefaultHarborWireframe(window: window, pier: pier) }
        }
        protocol HarborWireframe { func present() }
        final class DefaultHarborWireframe: HarborWireframe {
            private weak var window: UIWindow?
            private let pier: PierWireframeFactory
            init(window: UIWindow?, pier: PierWireframeFactory) { self.window = window; self.pier = pier }

            func present() {
                let vc = HarborViewController()
                let presenter = HarborPresenter()
                presenter.wireframe = self
                vc.presenter = presenter
                1️⃣pier.make(vc).present()
                2️⃣window?.rootViewController = vc
                window?.makeKeyAndVisible()
            }
        }
        """,
        "Ferry/AppDelegate.swift": """
        import UIKit
        @main final class AppDelegate: UIResponder, UIApplicationDelegate {
            var window: UIWindow?
            let harbor: HarborWireframeFactory = DefaultHarborWireframeFactory(pier: DefaultPierWireframeFactory())
            func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                window = UIWindow()
                3️⃣harbor.make(window).present()
                return true
            }
        }
        """,
    ]

    @Test func aModuleShownFromTheRootModulesScreenIsItsRoute() throws {
        let fixture = try Fixture(Self.harbor)
        defer { fixture.remove() }
        let map = try fixture.map()
        #expect(map.moduleIDs == ["Harbor", "Pier"])
        #expect(map.routeSet == ["∅ -[setRoot: ∅]-> Harbor", "Harbor -[show: present]-> Pier"])
        #expect(map.entryPoints.map(\.module) == ["Harbor"])
        // The entry is located at the delegate's call that hands the harbor's wireframe on
        // (`harbor.make(window).present()`), not where the wireframe sets the root (2️⃣).
        #expect(map.entryPoints.map { "\($0.file):\($0.line)" } == ["Ferry/AppDelegate.swift:\(fixture.line("3️⃣"))"])
    }
}
