import Testing
import VipermapIndexer
import VipermapModel

/// A module whose shown screen builds a new screen of the same module and shows it (a folder opening a subfolder
/// through its builder) routes to itself. Where it must not fire: a router that makes its own module's screen in an
/// instance method and presents it for its caller (`presentSelf()` → `create()`), and a screen already shown, shown
/// again (`view` read off the router).
@Suite struct SelfRouteTests {
    static let files: [String: String] = [
        "Drive/Folder.swift": """
        import UIKit
        final class FolderViewController: UIViewController {
            var presenter: FolderPresenter!
            @objc func tapChild() { presenter.didSelectChild() }
        }
        final class FolderPresenter {
            var router: FolderRouter!
            func didSelectChild() { router.openSubfolder() }
        }
        final class FolderRouter {
            weak var view: UIViewController?
            func openSubfolder() {
                let next = FolderBuilder.build()
                view?.navigationController?.pushViewController(next, animated: true)
            }
            func showAgain() {
                guard let view else { return }
                view.navigationController?.pushViewController(view, animated: false)
            }
        }
        enum FolderBuilder {
            static func build() -> UIViewController {
                let view = FolderViewController()
                let presenter = FolderPresenter()
                let router = FolderRouter()
                router.view = view
                presenter.router = router
                view.presenter = presenter
                return view
            }
        }
        """,
        "Drive/Note.swift": """
        import UIKit
        final class NoteViewController: UIViewController {
            var router: NoteRouter!
        }
        final class NotePresenter {}
        final class NoteRouter {
            weak var host: UIViewController?
            func presentSelf() {
                host?.present(create(), animated: true)
            }
            func create() -> NoteViewController {
                let view = NoteViewController()
                view.router = self
                return view
            }
        }
        """,
    ]

    @Test func aNewScreenOfItsOwnBuiltByItsBuilderIsARouteToItself() throws {
        let map = try Fixture.map(Self.files)
        #expect(map.moduleIDs == ["Folder", "Note"])
        // The router's `view`, typed `UIViewController`, shown again: no route to Folder, a target the map cannot name
        // (as in the whole map).
        #expect(map.routeSet == ["Folder -[push: openSubfolder]-> Folder", "Folder -[push: showAgain]-> ∅"])
        #expect(map.routes.first { $0.trigger == "showAgain" }.map { "\($0.kind.rawValue) \($0.target ?? "-")" } == "unresolved view")
    }
}
