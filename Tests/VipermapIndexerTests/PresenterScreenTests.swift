import Testing
import VipermapIndexer
import VipermapModel

/// A module's factory returns its presenter, typed by the module's input protocol; the presenter's `viewController`
/// getter builds a hosting controller for the module's SwiftUI view, whose name has no role of its own
/// (`KilnCanvas`). The hub's router presents `module.viewController`: a screen read off a module's presenter is that
/// module's screen, so the hub routes to the kiln. A screen read off an object of no module (a theme's preview) is
/// no module's.
@Suite struct PresenterScreenTests {
    static func files(shown: String) -> [String: String] {
        [
            "Works/Kiln.swift": """
            import SwiftUI
            import UIKit
            protocol KilnModuleInput: AnyObject {
                var viewController: UIViewController { get }
            }
            final class KilnViewModel: ObservableObject {}
            struct KilnCanvas: View {
                @ObservedObject var model: KilnViewModel
                var body: some View { Text("kiln") }
            }
            final class KilnPresenter: KilnModuleInput {
                private weak var shownView: UIViewController?
                private let model = KilnViewModel()
                var viewController: UIViewController {
                    if let view = shownView { return view }
                    let view = UIHostingController(rootView: KilnCanvas(model: model))
                    shownView = view
                    return view
                }
            }
            protocol KilnModuleFactory {
                func create() -> KilnModuleInput
            }
            final class KilnModuleFactoryImpl: KilnModuleFactory {
                func create() -> KilnModuleInput { KilnPresenter() }
            }
            final class GlazeTheme {
                var preview: UIViewController { UIHostingController(rootView: Text("glaze")) }
            }
            """,
            "Works/Hub.swift": """
            import UIKit
            final class HubViewController: UIViewController {
                var output: HubPresenter!
                @objc func tapKiln() { output.didTapKiln() }
            }
            final class HubPresenter {
                var router: HubRouter!
                func didTapKiln() { router.openKiln() }
            }
            final class HubRouter {
                weak var transitionHandler: UIViewController!
                func openKiln() {
                    let factory: KilnModuleFactory = KilnModuleFactoryImpl()
                    let module = factory.create()
                    transitionHandler.present(\(shown), animated: true)
                }
            }
            """,
        ]
    }

    @Test func aScreenReadOffAModulesPresenterIsThatModules() throws {
        let map = try Fixture.map(Self.files(shown: "module.viewController"))
        #expect(map.moduleIDs == ["Hub", "Kiln"])
        #expect(map.routeSet == ["Hub -[present: openKiln]-> Kiln"])
    }

    @Test func aScreenReadOffAnObjectOfNoModuleIsNoModules() throws {
        let map = try Fixture.map(Self.files(shown: "GlazeTheme().preview"))
        #expect(map.moduleIDs == ["Hub", "Kiln"])
        #expect(!map.routeSet.contains { $0.hasSuffix("-> Kiln") })
    }
}
