import Testing
import VipermapIndexer
import VipermapModel

/// A closure sees the variables of the call that made it. Called while that call still runs (`completion()` at the end
/// of the method, or a helper the method hands it to calling it back), a `switch` inside it over the method's parameter
/// takes only the case the caller passed: a module that asks for `.harbor` is routed to Harbor, not to every screen the
/// handler can open.
@Suite struct ClosureBranchesTests {
    static func files(callsBack: String) -> [String: String] {
        [
            "Ferry/Jumps.swift": """
            import UIKit
            enum Jump {
                case harbor
                case lighthouse
            }
            protocol JumpHandler: AnyObject {
                func handle(jump: Jump)
            }
            final class DefaultJumpHandler: JumpHandler {
                weak var parent: UIViewController?
                func handle(jump: Jump) {
                    let completion: () -> Void = { [weak self] in
                        guard let self = self else { return }
                        switch jump {
                        case .harbor:
                            self.openHarbor()
                        case .lighthouse:
                            self.openLighthouse()
                        }
                    }
                    \(callsBack)
                }
                private func closeModals(then completion: @escaping () -> Void) {
                    completion()
                }
                private func openHarbor() { parent?.present(HarborViewController(), animated: true) }
                private func openLighthouse() { parent?.present(LighthouseViewController(), animated: true) }
            }
            """,
            "Ferry/Dock.swift": """
            import UIKit
            final class DockViewController: UIViewController {
                var presenter: DockPresenter?
                @objc func tapMore() { presenter?.didTapMore() }
            }
            final class DockPresenter {
                var router: DockRouter?
                func didTapMore() { router?.openMore() }
            }
            final class DockRouter {
                let handler: JumpHandler
                init(handler: JumpHandler) { self.handler = handler }
                func openMore() { handler.handle(jump: .harbor) }
            }
            """,
            "Ferry/Quay.swift": """
            import UIKit
            final class QuayViewController: UIViewController {
                var presenter: QuayPresenter?
                @objc func tapLight() { presenter?.didTapLight() }
            }
            final class QuayPresenter {
                var router: QuayRouter?
                func didTapLight() { router?.openLight() }
            }
            final class QuayRouter {
                let handler: JumpHandler
                init(handler: JumpHandler) { self.handler = handler }
                func openLight() { handler.handle(jump: .lighthouse) }
            }
            """,
            "Ferry/Screens.swift": """
            import UIKit
            final class HarborViewController: UIViewController {}
            final class HarborPresenter {}
            final class HarborRouter {}
            final class LighthouseViewController: UIViewController {}
            final class LighthousePresenter {}
            final class LighthouseRouter {}
            """,
        ]
    }

    @Test(arguments: ["completion()", "closeModals(then: completion)"])
    func aClosureCalledWhileItsMakerRunsTakesOnlyTheCaseThatCallPassed(callsBack: String) throws {
        let map = try Fixture.map(Self.files(callsBack: callsBack))
        #expect(map.moduleIDs == ["Dock", "Quay", "Harbor", "Lighthouse"])
        #expect(map.routeSet == ["Dock -[present: openMore]-> Harbor", "Quay -[present: openLight]-> Lighthouse"])
    }
}
