import Testing
import VipermapModel

/// Name rules that must not fire (issue 30, found on apps outside the repository): each test is the shape that once
/// misled the link, written for it in a neutral domain (a library), with the exact module, component and route sets.
@Suite struct NameRuleNegativeTests {
    /// `class EditNoteRouter: NoteRouterProtocol` beside `EditNoteViewController`: a conformance adds the router to
    /// the module its own name says (EditNote); it never moves it into the protocol's module (Note).
    @Test func conformanceNeverRenamesAModule() throws {
        let fixture = try Fixture([
            "Library/Note/Note.swift": """
            import UIKit
            protocol NoteRouterProtocol: AnyObject { func close() }
            final class NoteViewController: UIViewController { var presenter: NotePresenter? }
            final class NotePresenter { var router: NoteRouterProtocol? }
            final class NoteRouter: NoteRouterProtocol {
                weak var view: UIViewController?
                func close() { view?.dismiss(animated: true) }
                func edit() { view?.present(EditNoteViewController(), animated: true) }
            }
            """,
            "Library/EditNote/EditNote.swift": """
            import UIKit
            final class EditNoteViewController: UIViewController { var presenter: EditNotePresenter? }
            final class EditNotePresenter { var router: NoteRouterProtocol? }
            final class EditNoteRouter: NoteRouterProtocol {
                weak var view: UIViewController?
                func close() { view?.dismiss(animated: true) }
            }
            """,
        ])
        defer { fixture.remove() }
        let map = try fixture.map()
        #expect(map.moduleIDs == ["EditNote", "Note"])
        #expect(Set(map.module(id: "EditNote")?.components.map(\.type) ?? [])
                == ["EditNotePresenter", "EditNoteRouter", "EditNoteViewController"])
        #expect(map.module(id: "Note")?.components.contains { $0.type == "EditNoteRouter" } == false)
        #expect(map.routeSet == ["Note -[present: edit]-> EditNote", "Note -[dismiss: close]-> ∅", "EditNote -[dismiss: close]-> ∅"])
    }

    /// The other side of the rule: parts whose names only wrap the protocols' module (`DefaultShelfPresenter:
    /// ShelfPresenter`, every part adopting Shelf's protocols) are Shelf's parts, not a module `DefaultShelf`.
    @Test func wrapperNamesJoinTheProtocolsModule() throws {
        let fixture = try Fixture([
            "Library/Shelf/Shelf.swift": """
            import UIKit
            protocol ShelfView: AnyObject {}
            protocol ShelfPresenter: AnyObject { func present() }
            protocol ShelfInteractor: AnyObject {}
            final class ShelfViewController: UIViewController, ShelfView { var presenter: ShelfPresenter? }
            final class DefaultShelfPresenter: ShelfPresenter {
                weak var view: ShelfView?
                func present() {}
            }
            final class DefaultShelfInteractor: ShelfInteractor {}
            """,
        ])
        defer { fixture.remove() }
        let map = try fixture.map()
        #expect(map.moduleIDs == ["Shelf"])
        #expect(Set(map.module(id: "Shelf")?.components.filter { $0.role != .moduleAPI }.map(\.type) ?? [])
                == ["DefaultShelfInteractor", "DefaultShelfPresenter", "ShelfViewController"])
    }

    /// A service adopting a helper protocol whose name ends in `Builder` (`ShelfQueryBuilder`) is no module's
    /// builder: calling it shows nothing.
    @Test func serviceAdoptingABuilderNamedProtocolIsNoBuilder() throws {
        let fixture = try Fixture([
            "Library/Services/ShelfService.swift": """
            import Foundation
            protocol ShelfQueryBuilder { func query(for title: String) -> URLRequest }
            final class ShelfService: ShelfQueryBuilder {
                func query(for title: String) -> URLRequest { URLRequest(url: URL(string: "https://example.org/" + title)!) }
                func load(_ title: String) { _ = URLSession.shared.dataTask(with: query(for: title)) }
            }
            """,
            "Library/Shelf/Shelf.swift": """
            import UIKit
            final class ShelfViewController: UIViewController { var presenter: ShelfPresenter? }
            final class ShelfPresenter {}
            final class ShelfRouter {
                static func build() -> UIViewController { ShelfViewController() }
            }
            """,
            "Library/Hall/Hall.swift": """
            import UIKit
            final class HallViewController: UIViewController { var presenter: HallPresenter? }
            final class HallPresenter {
                let service = ShelfService()
                var router: HallRouter?
                func refresh() { service.load("new") }
                func openShelf() { router?.openShelf() }
            }
            final class HallRouter {
                weak var view: UIViewController?
                func openShelf() { view?.navigationController?.pushViewController(ShelfRouter.build(), animated: true) }
            }
            """,
        ])
        defer { fixture.remove() }
        let map = try fixture.map()
        #expect(map.moduleIDs == ["Hall", "Shelf"])
        #expect(map.routeSet == ["Hall -[push: openShelf]-> Shelf"])
    }

    /// An alert helper built with the screen it shows on (`Banner(text:host:)`, a struct's memberwise initializer) is
    /// not that screen: showing the banner is no route to its host's module.
    @Test func helperConstructorArgumentsAreNotTheHelper() throws {
        let fixture = try Fixture([
            "Library/Banner.swift": """
            import UIKit
            struct Banner {
                let text: String
                let host: UIViewController
                func launch(from window: UIWindow?) {
                    let alert = UIAlertController(title: text, message: nil, preferredStyle: .alert)
                    host.present(alert, animated: true)
                }
            }
            """,
            "Library/Reading/Reading.swift": """
            import UIKit
            final class ReadingViewController: UIViewController { var presenter: ReadingPresenter? }
            final class ReadingPresenter {}
            enum ReadingBuilder { static func build() -> ReadingViewController { ReadingViewController() } }
            """,
            "Library/Hall/Hall.swift": """
            import UIKit
            final class HallViewController: UIViewController { var presenter: HallPresenter? }
            final class HallPresenter { var router: HallRouter? }
            final class HallRouter {
                weak var view: UIViewController?
                let reading = ReadingBuilder.build()
                func warn() { Banner(text: "Saved", host: reading).launch(from: view?.view.window) }
            }
            """,
        ])
        defer { fixture.remove() }
        let map = try fixture.map()
        #expect(map.moduleIDs == ["Hall", "Reading"])
        #expect(!map.routeSet.contains { $0.hasPrefix("Hall ") && $0.hasSuffix("-> Reading") })
    }
}
