import Testing
import VipermapIndexer
import VipermapModel

/// A module's wireframe builds its screen in a static factory (`PierWireframe.prepare()`) whose view type has no
/// role suffix (`PierVC`), a view controller through its base class. What a module's part builds, when it is a screen
/// no other module owns, is that module's screen: the hub's push of it is the hub's route to the pier. A factory
/// that builds something that is no screen (`PierWireframe.makeFormatter()`) shows nothing.
@Suite struct FactoryScreenTests {
    static func files(shown: String) -> [String: String] {
        [
            "Port/Base.swift": """
            import UIKit
            class BaseVC: UIViewController {}
            enum TransitionType {
                case push
                case modal(from: UIViewController)
            }
            class BaseWireframe {
                weak var view: UIViewController!
                func forward(_ vc: UIViewController, with type: TransitionType) {
                    switch type {
                    case .push:
                        view.navigationController?.pushViewController(vc, animated: true)
                    case .modal(let from):
                        from.present(vc, animated: true)
                    }
                }
            }
            """,
            "Port/Pier.swift": """
            import UIKit
            final class PierVC: BaseVC {}
            final class PierPresenter {
                init(ui: PierVC) {}
            }
            final class PierFormatter {}
            final class PierWireframe: BaseWireframe {
                static func prepare() -> PierVC {
                    let view = PierVC(nibName: nil, bundle: nil)
                    _ = PierPresenter(ui: view)
                    return view
                }
                static func makeFormatter() -> PierFormatter { PierFormatter() }
            }
            """,
            "Port/Hub.swift": Fixture.hubScreen + """
            final class HubWireframe: BaseWireframe {
                func openPier() {
                    let shown = \(shown)
                    forward(shown, with: .push)
                }
            }
            """,
        ]
    }

    @Test func aScreenAModulesFactoryBuildsIsThatModules() throws {
        let map = try Fixture.map(Self.files(shown: "PierWireframe.prepare()"))
        #expect(map.moduleIDs == ["Hub", "Pier"])
        #expect(map.routeSet == ["Hub -[push: openPier]-> Pier"])
    }

    @Test func whatIsNoScreenShowsNothing() throws {
        let map = try Fixture.map(Self.files(shown: "PierWireframe.makeFormatter()"))
        #expect(map.moduleIDs == ["Hub", "Pier"])
        #expect(map.routeSet.isEmpty)
    }
}
