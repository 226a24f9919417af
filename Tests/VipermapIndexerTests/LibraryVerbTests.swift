import Testing
import VipermapIndexer
import VipermapModel

/// A wireframe base class kept in a library (the app declares `BaseWireframe` nowhere): each module's wireframe shows
/// its screen through the base class's `show(viewController:with:animated:)`, handed the transition its caller chose
/// (`.root`, `.push`). The walk shows the screen with the transition the enum case names, from launch and from
/// the module whose wireframe asked; a case that names none (`.stack`) shows nothing.
@Suite struct LibraryVerbTests {
    static func files(lighthouse: String) -> [String: String] {
        [
            "Port/Transition.swift": """
            import UIKit
            enum Transition {
                case root
                case push
                case stack(screens: [UIViewController])
            }
            """,
            "Port/AppDelegate.swift": """
            import UIKit
            @main
            final class AppDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
                var router: AppRouter?
                func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    let window = UIWindow(frame: UIScreen.main.bounds)
                    self.window = window
                    router = AppRouter(window: window)
                    router?.start()
                    window.makeKeyAndVisible()
                    return true
                }
            }
            """,
            "Port/AppRouter.swift": """
            import UIKit
            final class AppRouter {
                let window: UIWindow
                let navigation = UINavigationController()
                init(window: UIWindow) { self.window = window }
                func start() {
                    window.rootViewController = navigation
                    HarborWireframe(navigationController: navigation).show(with: .root)
                }
            }
            """,
            "Port/Harbor.swift": """
            import UIKit
            final class HarborViewController: UIViewController {
                var presenter: HarborPresenter!
                @objc func tapPier() { presenter.didTapPier() }
                @objc func tapLight() { presenter.didTapLight() }
            }
            final class HarborPresenter {
                let wireframe: HarborWireframe
                init(wireframe: HarborWireframe) { self.wireframe = wireframe }
                func didTapPier() { wireframe.openPier() }
                func didTapLight() { wireframe.openLighthouse() }
            }
            final class HarborWireframe: BaseWireframe {
                func show(with transition: Transition, animated: Bool = true) {
                    let screen = HarborViewController()
                    screen.presenter = HarborPresenter(wireframe: self)
                    show(viewController: screen, with: transition, animated: animated)
                }
                func openPier() {
                    PierWireframe(navigationController: navigationController).show(with: .push)
                }
                func openLighthouse() {
                    \(lighthouse)
                }
            }
            """,
            "Port/Pier.swift": """
            import UIKit
            final class PierViewController: UIViewController {}
            final class PierPresenter {}
            final class PierWireframe: BaseWireframe {
                func show(with transition: Transition, animated: Bool = true) {
                    show(viewController: PierViewController(), with: transition, animated: animated)
                }
            }
            """,
            "Port/Lighthouse.swift": """
            import UIKit
            final class LighthouseViewController: UIViewController {}
            final class LighthousePresenter {}
            final class LighthouseWireframe: BaseWireframe {
                func show(with transition: Transition, animated: Bool = true) {
                    self.show(viewController: LighthouseViewController(), with: transition, animated: animated)
                }
            }
            """,
        ]
    }

    @Test func aLibrarysNavigationVerbShowsItsScreenWithTheTransitionItsCaseNames() throws {
        let map = try Fixture.map(Self.files(lighthouse: "LighthouseWireframe(navigationController: navigationController).show(with: .root)"))
        #expect(map.moduleIDs == ["Harbor", "Pier", "Lighthouse"])
        #expect(map.routeSet == [
            "∅ -[setRoot: ∅]-> Harbor", "Harbor -[push: openPier]-> Pier", "Harbor -[setRoot: openLighthouse]-> Lighthouse",
        ])
        #expect(map.entryPoints.map(\.module) == ["Harbor"])
    }

    @Test func aCaseThatNamesNoTransitionShowsNothing() throws {
        let map = try Fixture.map(Self.files(lighthouse: "LighthouseWireframe(navigationController: navigationController).show(with: .stack(screens: []))"))
        #expect(!map.routeSet.contains { $0.hasSuffix("Lighthouse") })
        #expect(map.routeSet.contains("Harbor -[push: openPier]-> Pier"))
    }
}
