import Testing
import VipermapIndexer
import VipermapModel

/// A generic function's type parameter (`T` of `func instantiate<T: UIViewController>() -> T`) is whatever each caller
/// asks for, not a type named `T`: `let screen: PierViewController = storyboard.instantiate()` holds a pier screen, so
/// showing it is the hub's route to the pier.
@Suite struct GenericReturnTests {
    static let files: [String: String] = [
        "Port/Storyboard.swift": """
        import UIKit
        extension UIStoryboard {
            func instantiate<T: UIViewController>() -> T {
                let id = "\\(T.self)"
                if let screen = instantiateViewController(withIdentifier: id) as? T {
                    return screen
                }
                fatalError("no \\(id)")
            }
        }
        """,
        "Port/Pier.swift": """
        import UIKit
        final class PierViewController: UIViewController {}
        final class PierPresenter {}
        final class PierRouter {}
        """,
        "Port/Hub.swift": """
        import UIKit
        final class HubViewController: UIViewController {
            var presenter: HubPresenter!
            @objc func tapPier() { presenter.didTapPier() }
        }
        final class HubPresenter {
            var router: HubRouter!
            func didTapPier() { router.openPier() }
        }
        final class HubRouter {
            weak var screen: UIViewController?
            func openPier() {
                let pier: PierViewController = UIStoryboard(name: "Port", bundle: nil).instantiate()
                screen?.show(pier, sender: nil)
            }
        }
        """,
    ]

    @Test func aGenericReturnIsWhatTheCallerAsksFor() throws {
        let map = try Fixture.map(Self.files)
        #expect(map.moduleIDs == ["Hub", "Pier"])
        #expect(map.routeSet == ["Hub -[show: openPier]-> Pier"])
    }
}
