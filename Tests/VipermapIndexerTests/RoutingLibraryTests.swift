import Testing
import VipermapIndexer
import VipermapModel

/// Routing libraries built on coordinators, from their public documentation (issue 41). XCoordinator: a view model
/// calls `router.trigger(.detail(id))`; the library runs the coordinator's `prepareTransition(for:)` with that route
/// and performs the transition it returns (`.push(screen)`, `.present(screen)`, `.dismiss()`). The route is from the
/// module whose code triggers, to the screen of the case triggered only.
@Suite struct RoutingLibraryTests {
    /// The two screens a flow shows: Detail (pushed for a case) and Help (presented for another).
    static let screens = """
        import UIKit
        final class DetailPresenter {}
        final class DetailViewController: UIViewController {
            var presenter: DetailPresenter?
            init(id: Int) { super.init(nibName: nil, bundle: nil) }
            required init?(coder: NSCoder) { nil }
        }
        final class HelpPresenter {}
        final class HelpViewController: UIViewController { var presenter: HelpPresenter? }
        """

    static func xCoordinatorApp(trigger: String) -> [String: String] {
        [
            "Flow.swift": """
            import UIKit
            import XCoordinator

            enum ShopRoute: Route {
                case list
                case detail(Int)
                case help
                case close
            }

            final class ShopCoordinator: NavigationCoordinator<ShopRoute> {
                init() { super.init(initialRoute: .list) }

                override func prepareTransition(for route: ShopRoute) -> NavigationTransition {
                    switch route {
                    case .list:
                        let screen = ListViewController()
                        screen.presenter = ListPresenter(router: unownedRouter)
                        return .push(screen)
                    case .detail(let id):
                        return .push(DetailViewController(id: id))
                    case .help:
                        return .present(HelpViewController())
                    case .close:
                        return .dismiss()
                    }
                }
            }
            """,
            "List.swift": """
            import UIKit
            import XCoordinator
            final class ListPresenter {
                private let router: UnownedRouter<ShopRoute>
                init(router: UnownedRouter<ShopRoute>) { self.router = router }
                func didSelect(_ id: Int) { \(trigger) }
            }
            final class ListViewController: UIViewController {
                var presenter: ListPresenter!
                @objc func tapped() { presenter.didSelect(1) }
            }
            """,
            "Screens.swift": screens,
        ]
    }

    @Test func aTriggeredRouteShowsWhatTheCoordinatorsTransitionForItsCaseShows() throws {
        let map = try Fixture.map(Self.xCoordinatorApp(trigger: "router.trigger(.detail(id))"))
        #expect(map.moduleIDs == ["List", "Detail", "Help"])
        #expect(map.routeSet == ["List -[push: didSelect]-> Detail"])
    }

    @Test func aTriggeredCaseThatGoesBackIsAWayBack() throws {
        let map = try Fixture.map(Self.xCoordinatorApp(trigger: "router.trigger(.close)"))
        #expect(map.routeSet == ["List -[dismiss: didSelect]-> ∅"])
    }

    /// The app's own `trigger(_:)` is an ordinary method: the library's semantics are not applied to it.
    @Test func nothingTriggeredShowsNothing() throws {
        var files = Self.xCoordinatorApp(trigger: "")
        #expect(try Fixture.map(files).routeSet.isEmpty)
        files["Own.swift"] = """
        final class Signal { func trigger(_ route: ShopRoute) {} }
        """
        files["List.swift"] = Self.xCoordinatorApp(trigger: "Signal().trigger(.help)")["List.swift"]
        #expect(files["List.swift"]!.contains("Signal().trigger(.help)"))
        #expect(try Fixture.map(files).routeSet.isEmpty)
    }

    /// RxFlow: a stepper's `steps.accept(ShopStep.detail(id))` makes the flow coordinator call the app's `Flow`'s
    /// `navigate(to:)` with that step: what its case's branch shows is the route, from the module whose code accepts
    /// the step. A step no code accepts shows nothing.
    static func rxFlowApp(accept: String) -> [String: String] {
        [
            "Flow.swift": """
            import UIKit
            import RxFlow
            import RxRelay

            enum ShopStep: Step {
                case detail(Int)
                case help
            }

            final class ShopFlow: Flow {
                var root: Presentable { rootViewController }
                private let rootViewController = UINavigationController()

                func navigate(to step: Step) -> FlowContributors {
                    guard let step = step as? ShopStep else { return .none }
                    switch step {
                    case .detail(let id):
                        return showDetail(id)
                    case .help:
                        rootViewController.present(HelpViewController(), animated: true)
                        return .none
                    }
                }

                private func showDetail(_ id: Int) -> FlowContributors {
                    let screen = DetailViewController(id: id)
                    rootViewController.pushViewController(screen, animated: true)
                    return .one(flowContributor: .contribute(withNext: screen))
                }
            }
            """,
            "List.swift": """
            import UIKit
            import RxFlow
            import RxRelay
            final class ListPresenter: Stepper {
                let steps = PublishRelay<Step>()
                func didSelect(_ id: Int) { \(accept) }
            }
            final class ListViewController: UIViewController {
                var presenter: ListPresenter!
                @objc func tapped() { presenter.didSelect(1) }
            }
            """,
            "Screens.swift": screens,
        ]
    }

    @Test func aStepAcceptedShowsWhatTheFlowNavigatesToForIt() throws {
        let map = try Fixture.map(Self.rxFlowApp(accept: "steps.accept(ShopStep.detail(id))"))
        #expect(map.moduleIDs == ["List", "Detail", "Help"])
        #expect(map.routeSet == ["List -[push: didSelect]-> Detail"])
        #expect(try Fixture.map(Self.rxFlowApp(accept: "")).routeSet.isEmpty)
    }
}
