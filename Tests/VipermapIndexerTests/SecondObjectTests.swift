import Testing
import VipermapIndexer
import VipermapModel

/// The walk knows an object by its type, not by identity: what `Mover(target: a)` stores in `target` and what a second
/// `Mover(target: b)` stores there are both what `target` holds. A method of the type that the walk already ran
/// (`move()`, reading `self.target`) runs again once the property it read holds more, so the second object's screen is
/// shown too — and only from the module whose code made that object.
@Suite struct SecondObjectTests {
    static let files: [String: String] = [
        "Ferry/Mover.swift": """
        import UIKit
        final class Mover {
            let target: UIViewController
            let parent: UIViewController
            init(target: UIViewController, parent: UIViewController) { self.target = target; self.parent = parent }
            func move() {
                if let nc = parent.navigationController { 1️⃣nc.pushViewController(target, animated: true) }
            }
        }
        """,
        "Ferry/Modules.swift": """
        import UIKit
        final class PierViewController: UIViewController {}
        final class PierRouter { static func build() -> UIViewController { PierViewController() } }
        final class QuayViewController: UIViewController {}
        final class QuayRouter { static func build() -> UIViewController { QuayViewController() } }
        final class DockViewController: UIViewController {}
        final class DockRouter { static func build() -> UIViewController { DockViewController() } }
        """,
        "Ferry/Harbor.swift": """
        import UIKit
        final class HarborViewController: UIViewController { var presenter: HarborPresenter? }
        final class HarborPresenter { var router: HarborRouter? }
        final class HarborRouter {
            weak var viewController: UIViewController?
            func openPier() { Mover(target: PierRouter.build(), parent: viewController!).move() }
            func openQuay() { Mover(target: QuayRouter.build(), parent: viewController!).move() }
        }
        """,
        "Ferry/Wharf.swift": """
        import UIKit
        final class WharfViewController: UIViewController { var presenter: WharfPresenter? }
        final class WharfPresenter { var router: WharfRouter? }
        final class WharfRouter {
            weak var viewController: UIViewController?
            func openDock() { Mover(target: DockRouter.build(), parent: viewController!).move() }
        }
        """,
    ]

    @Test func aMethodReadingWhatItsObjectWasMadeWithRunsForEachObject() throws {
        let fixture = try Fixture(Self.files)
        defer { fixture.remove() }
        let map = try fixture.map()
        #expect(map.moduleIDs == ["Harbor", "Wharf", "Pier", "Quay", "Dock"])
        #expect(map.routeSet == [
            "Harbor -[push: openPier]-> Pier", "Harbor -[push: openQuay]-> Quay", "Wharf -[push: openDock]-> Dock",
        ])
    }
}
