import Testing
import VipermapIndexer
import VipermapModel

/// Swift picks an overload by its full name, labels included: a call `router.open(pier:)` runs the `open(pier:)` its
/// receiver's type reaches, even where a nearer protocol the type adopts declares only `open(quay:)`. Each route
/// protocol here gives its own `open` in a constrained extension; the hub's router adopts both, the quay's first.
/// The route protocol's default runs as the hub router's own method: `open` is the trigger.
@Suite struct OverloadLookupTests {
    static let files: [String: String] = [
        "Port/Routing.swift": """
        import UIKit
        protocol Routing: AnyObject {
            var controller: UIViewController! { get }
        }
        class BaseRouter: Routing {
            weak var controller: UIViewController!
            init(view: UIViewController) { controller = view }
        }
        """,
        "Port/Pier.swift": """
        import UIKit
        final class PierViewController: UIViewController {}
        final class PierPresenter {}
        final class PierRouter: BaseRouter {}
        enum PierAssembly {
            static func createModule() -> UIViewController {
                let view = PierViewController()
                _ = PierRouter(view: view)
                return view
            }
        }
        protocol PierRoute {
            func open(pier: Int)
        }
        extension PierRoute where Self: Routing {
            func open(pier: Int) {
                controller.navigationController?.pushViewController(PierAssembly.createModule(), animated: true)
            }
        }
        """,
        "Port/Quay.swift": """
        import UIKit
        final class QuayViewController: UIViewController {}
        final class QuayPresenter {}
        final class QuayRouter: BaseRouter {}
        enum QuayAssembly {
            static func createModule() -> UIViewController {
                let view = QuayViewController()
                _ = QuayRouter(view: view)
                return view
            }
        }
        protocol QuayRoute {
            func open(quay: String)
        }
        extension QuayRoute where Self: Routing {
            func open(quay: String) {
                controller.present(QuayAssembly.createModule(), animated: true)
            }
        }
        """,
        "Port/Hub.swift": """
        import UIKit
        protocol HubRoutable: Routing, QuayRoute, PierRoute {}
        final class HubRouter: BaseRouter, HubRoutable {}
        final class HubViewController: UIViewController {
            var presenter: HubPresenter!
            @objc func tapPier() { presenter.selectPier() }
        }
        final class HubPresenter {
            private var router: HubRoutable!
            func bind(router: HubRoutable) { self.router = router }
            func selectPier() { router.open(pier: 1) }
        }
        """,
    ]

    @Test func aCallRunsTheOverloadItsLabelsNameThoughANearerProtocolDeclaresAnother() throws {
        let map = try Fixture.map(Self.files)
        #expect(map.moduleIDs == ["Hub", "Pier", "Quay"])
        #expect(map.routeSet == ["Hub -[push: open]-> Pier"])
    }
}
