import Testing
import VipermapIndexer
import VipermapModel

/// `super.init(…)` and `super.method(…)` run the superclass's code on the same object: what a base class's initializer
/// stores is the subclass object's, so a mover whose subclass hands its screen up the chain presents that screen. A
/// `super` call into the SDK's class (`super.viewDidLoad()`) runs nothing of the app's and invents nothing.
@Suite struct SuperCallTests {
    static func files(openPier: String) -> [String: String] {
        [
            "Port/Movers.swift": """
            import UIKit
            class ModalMover: NSObject {
                fileprivate weak var target: UIViewController!
                fileprivate weak var parent: UIViewController?
                init(target: UIViewController, parent: UIViewController?) {
                    self.target = target
                    self.parent = parent
                }
                func move() {
                    if let parent = parent {
                        parent.present(target, animated: true)
                    } else {
                        UIApplication.shared.keyWindow?.rootViewController?.present(target, animated: true)
                    }
                }
            }
            final class SheetMover<T: UIPresentationController>: ModalMover {
                let presentation: T.Type
                init(target: UIViewController, from parent: UIViewController?, use presentation: T.Type) {
                    self.presentation = presentation
                    super.init(target: target, parent: parent)
                }
            }
            class FadeMover: ModalMover {
                init(screen: UIViewController) {
                    super.init(target: screen, parent: nil)
                }
            }
            final class SlowFadeMover: FadeMover {
                init(slow screen: UIViewController) {
                    super.init(screen: screen)
                }
            }
            """,
            "Port/Screens.swift": """
            import UIKit
            final class PierViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                }
            }
            final class PierPresenter {}
            final class PierRouter {}
            final class HubViewController: UIViewController {
                var presenter: HubPresenter!
                override func viewDidLoad() {
                    super.viewDidLoad()
                }
                @objc func tap() { presenter.didTap() }
            }
            final class HubPresenter {
                var router: HubRouter!
                func didTap() { router.openPier() }
            }
            final class HubRouter {
                func openPier() {
                    \(openPier)
                }
            }
            """,
        ]
    }

    @Test(arguments: [
        "SheetMover(target: PierViewController(), from: nil, use: UIPresentationController.self).move()",
        "SlowFadeMover(slow: PierViewController()).move()",
    ])
    func aScreenHandedToTheSuperclassInitializerIsTheObjects(openPier: String) throws {
        let map = try Fixture.map(Self.files(openPier: openPier))
        #expect(map.moduleIDs == ["Hub", "Pier"])
        #expect(map.routeSet == ["Hub -[present: openPier]-> Pier"])
    }
}
