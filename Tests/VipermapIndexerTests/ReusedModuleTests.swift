import Testing
import VipermapIndexer
import VipermapModel

/// A module whose builder subclasses another module's and builds that module's view, presenter and router with an
/// interactor of its own (`ArchiveModule: ShelfModule`): its screen is the shelf's view, so what the user does there —
/// the shelf router's `openBook()` — is the archive's route too. The reused router showing the shelf's own screen is the
/// archive's screen, no route to the shelf.
@Suite struct ReusedModuleTests {
    static let files: [String: String] = [
        "Library/Shelf.swift": """
        import UIKit
        final class ShelfViewController: UIViewController {
            var interactor: ShelfInteracting?
            var router: ShelfRouter!
            @objc func tapBook() { router.openBook() }
        }
        protocol ShelfInteracting {}
        final class ShelfInteractor: ShelfInteracting {}
        final class ShelfPresenter {
            weak var view: ShelfViewController?
            init(view: ShelfViewController) { self.view = view }
        }
        final class ShelfRouter {
            var view: ShelfViewController!
            weak var host: UIViewController?
            func create() -> ShelfViewController {
                view.router = self
                return view
            }
            func presentShelf() { host?.present(create(), animated: true) }
            func openBook() {
                view.present(BookModule().createView(), animated: true)
            }
        }
        class ShelfModule {
            let router = ShelfRouter()
            func createView() -> UIViewController {
                let view = ShelfViewController()
                _ = ShelfPresenter(view: view)
                view.interactor = ShelfInteractor()
                router.view = view
                return router.create()
            }
        }
        """,
        "Library/Book.swift": """
        import UIKit
        final class BookViewController: UIViewController {}
        final class BookPresenter {}
        final class BookModule {
            func createView() -> UIViewController { BookViewController() }
        }
        """,
        "Library/Archive.swift": """
        import UIKit
        final class ArchiveInteractor: ShelfInteracting {}
        final class ArchiveModule: ShelfModule {
            override func createView() -> UIViewController {
                let view = ShelfViewController()
                _ = ShelfPresenter(view: view)
                view.interactor = ArchiveInteractor()
                router.view = view
                return router.create()
            }
        }
        """,
    ]

    @Test func theWalkAloneGivesTheReusingModuleTheReusedRoutersRoutes() throws {
        let map = try Fixture.map(Self.files)
        #expect(map.moduleIDs == ["Shelf", "Book", "Archive"])
        #expect(map.routeSet == ["Shelf -[present: openBook]-> Book", "Archive -[present: openBook]-> Book"])
    }
}
