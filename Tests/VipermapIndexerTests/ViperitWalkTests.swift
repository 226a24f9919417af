import Testing
import VipermapIndexer
import VipermapModel

/// Viperit's parts, as its public API wires them: `AppModules.x.build()` builds a module, whose `router` the app casts
/// to its own router type (`as? PierRouter`); a router reaches its presenter through `_presenter` and a presenter its
/// view through `_view`, properties of the library's base classes the app does not declare. The walk follows a
/// hub's router into the pier's router, which pushes the pier's own view: the hub's route to the pier.
@Suite struct ViperitWalkTests {
    static let files: [String: String] = [
        "Port/PortModules.swift": """
        import Viperit
        enum PortModules: String, ViperitModule {
            case Hub
            case Pier
        }
        """,
        "Port/Pier.swift": """
        import UIKit
        import Viperit
        final class PierView: UserInterface {}
        final class PierPresenter: Presenter {}
        final class PierInteractor: Interactor {}
        final class PierRouter: Router {
            func showPier(from source: UIViewController) {
                guard let screen = self.presenter._view else { return }
                source.navigationController?.pushViewController(screen, animated: true)
            }
        }
        private extension PierRouter {
            var presenter: PierPresenter {
                return _presenter as! PierPresenter
            }
        }
        """,
        "Port/Hub.swift": """
        import UIKit
        import Viperit
        final class HubView: UserInterface {
            @objc func tapPier() { presenter.didTapPier() }
        }
        final class HubPresenter: Presenter {
            func didTapPier() { router.openPier() }
        }
        final class HubInteractor: Interactor {}
        final class HubRouter: Router {
            func openPier() {
                guard let pierRouter = PortModules.Pier.build().router as? PierRouter,
                      let source = self.presenter._view else { return }
                pierRouter.showPier(from: source)
            }
        }
        private extension HubRouter {
            var presenter: HubPresenter {
                return _presenter as! HubPresenter
            }
        }
        private extension HubPresenter {
            var router: HubRouter {
                return _router as! HubRouter
            }
        }
        private extension HubView {
            var presenter: HubPresenter {
                return _presenter as! HubPresenter
            }
        }
        """,
    ]

    @Test func aCatalogModulesRouterCastToItsTypeShowsTheViewItsPresenterHolds() throws {
        let map = try Fixture.map(Self.files)
        #expect(map.moduleIDs == ["Hub", "Pier"])
        #expect(map.routeSet.filter { !$0.contains("∅") } == ["Hub -[push: openPier]-> Pier"])
    }
}
