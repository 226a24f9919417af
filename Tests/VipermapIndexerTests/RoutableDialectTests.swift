import Testing
import VipermapModel

/// Seed 004: associated-type `Routable`, `XPresenterToRouter`-style protocols, `static func createModule(…)`,
/// routers that push, present or set as root `YRouter.createModule(…)`.
@Suite struct RoutableDialectTests {
    static func module(_ name: String, routes: String = "") -> String {
        """
        import UIKit
        protocol \(name)PresenterToView: AnyObject {}
        protocol \(name)ViewToPresenter: AnyObject {}
        protocol \(name)InteractorToPresenter: AnyObject {}
        protocol \(name)PresenterToInteractor: AnyObject {}
        protocol \(name)PresenterToRouter: AnyObject {}

        final class \(name)View: UIViewController, Viewable {
            typealias Presenter = \(name)ViewToPresenter
            var presenter: Presenter?
        }
        final class \(name)Presenter: Presentable {
            typealias View = \(name)PresenterToView
            typealias Interactor = \(name)PresenterToInteractor
            typealias Router = \(name)PresenterToRouter
            weak var view: View?
            var interactor: Interactor?
            var router: Router?
        }
        final class \(name)Interactor: Interactable {
            typealias Presenter = \(name)InteractorToPresenter
            weak var presenter: Presenter?
        }
        final class \(name)Router: Routable {
            typealias View = \(name)View
            typealias Presenter = \(name)Presenter
            typealias Interactor = \(name)Interactor
            typealias Router = \(name)Router
            weak var view: View?
            static func createModule(view: View, presenter: Presenter, interactor: Interactor, router: Router) -> View {
                view.presenter = presenter
                presenter.view = view
                presenter.interactor = interactor
                presenter.router = router
                interactor.presenter = presenter
                router.view = view
                return view
            }
        }
        extension \(name)Router: \(name)PresenterToRouter {
        \(routes)
        }
        """
    }

    static let sources: [String: String] = [
        "Notes/Basic/Routable.swift": """
        import UIKit
        protocol Viewable: AnyObject { associatedtype Presenter; var presenter: Presenter? { get set } }
        protocol Presentable: AnyObject { associatedtype View; associatedtype Interactor; associatedtype Router }
        protocol Interactable: AnyObject { associatedtype Presenter }
        protocol Routable: AnyObject {
            associatedtype View: UIViewController & Viewable
            associatedtype Presenter: Presentable
            associatedtype Interactor: Interactable
            associatedtype Router: Routable
            var view: View? { get set }
            static func createModule(view: View, presenter: Presenter, interactor: Interactor, router: Router) -> View
        }
        """,
        "Notes/Modules/NoteList/NoteList.swift": module("NoteList", routes: """
            func openNote() {
                let module = NoteDetailRouter.createModule(view: NoteDetailView(), presenter: NoteDetailPresenter(), interactor: NoteDetailInteractor(), router: NoteDetailRouter())
                view?.navigationController?.pushViewController(module, animated: true)1️⃣
            }
            func openSettings() {
                view?.present(SettingsRouter.createModule(view: SettingsView(), presenter: SettingsPresenter(), interactor: SettingsInteractor(), router: SettingsRouter()), animated: true)2️⃣
            }
        """),
        "Notes/Modules/NoteDetail/NoteDetail.swift": module("NoteDetail"),
        "Notes/Modules/Settings/Settings.swift": module("Settings", routes: """
            func logout() {
                view?.view.window?.rootViewController = NoteListRouter.createModule(view: NoteListView(), presenter: NoteListPresenter(), interactor: NoteListInteractor(), router: NoteListRouter())3️⃣
            }
        """),
        "Notes/SceneDelegate.swift": """
        import UIKit
        final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?
            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                guard let windowScene = scene as? UIWindowScene else { return }
                let window = UIWindow(windowScene: windowScene)
                let root = NoteListRouter.createModule(view: NoteListView(), presenter: NoteListPresenter(), interactor: NoteListInteractor(), router: NoteListRouter())
                window.rootViewController = UINavigationController(rootViewController: root)4️⃣
                self.window = window
                window.makeKeyAndVisible()
            }
        }
        """,
    ]

    @Test func routableModules() throws {
        let fixture = try Fixture(Self.sources)
        defer { fixture.remove() }
        let map = try fixture.map()
        #expect(map.moduleSummary == ["NoteList - done", "NoteDetail - done", "Settings - done"])
        #expect(Set(map.module(id: "NoteDetail")?.components.map { "\($0.role.rawValue) \($0.type)" } ?? []) == [
            "contract NoteDetailPresenterToView", "contract NoteDetailViewToPresenter", "contract NoteDetailInteractorToPresenter",
            "contract NoteDetailPresenterToInteractor", "contract NoteDetailPresenterToRouter",
            "view NoteDetailView", "presenter NoteDetailPresenter", "interactor NoteDetailInteractor", "router NoteDetailRouter",
        ])
    }

    @Test func createModuleRoutes() throws {
        let fixture = try Fixture(Self.sources)
        defer { fixture.remove() }
        let map = try fixture.map()
        #expect(map.routeSet == [
            "∅ -[setRoot: ∅]-> NoteList",
            "NoteList -[push: openNote]-> NoteDetail",
            "NoteList -[present: openSettings]-> Settings",
            "Settings -[setRoot: logout]-> NoteList",
        ])
        #expect(map.routes(from: "NoteList", to: "NoteDetail").first?.line == fixture.line("1️⃣"))
        #expect(map.routes(from: "NoteList", to: "Settings").first?.line == fixture.line("2️⃣"))
        #expect(map.routes(from: "Settings", to: "NoteList").first?.line == fixture.line("3️⃣"))
        #expect(map.entryPoints.map { "\($0.module) \($0.line) \($0.kind)" } == ["NoteList \(fixture.line("4️⃣")) sceneDelegate"])
        #expect(map.module(id: "Settings")?.breadcrumb == ["NoteList", "Settings"])
    }
}
