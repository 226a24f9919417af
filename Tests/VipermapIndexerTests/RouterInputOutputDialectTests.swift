import Testing
import VipermapModel

/// Seed 003: `struct XRouterInput` builds X and is its entry; `final class XRouterOutput: Routerable` holds
/// the routes out of X; `YRouterInput().push(from: view, …)` is a push X → Y.
@Suite struct RouterInputOutputDialectTests {
    static let sources: [String: String] = [
        "SwiftVIPER/Application/AppDelegate.swift": """
        import UIKit
        @UIApplicationMain
        class AppDelegate: UIResponder, UIApplicationDelegate {
            var window: UIWindow?
            func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                window = UIWindow(frame: UIScreen.main.bounds)
                window?.rootViewController = ListRouterInput().navigationController(entryEntity: ListEntryEntity())1️⃣
                window?.makeKeyAndVisible()
                return true
            }
        }
        """,
        "SwiftVIPER/Common/VIPER.swift": """
        import UIKit
        protocol Viewable: AnyObject {
            func push(_ vc: UIViewController, animated: Bool)
            func present(_ vc: UIViewController, animated: Bool)
            func pop(animated: Bool)
        }
        extension Viewable where Self: UIViewController {
            func push(_ vc: UIViewController, animated: Bool) {
                self.navigationController?.pushViewController(vc, animated: animated)
            }
            func present(_ vc: UIViewController, animated: Bool) {
                self.present(vc, animated: animated, completion: nil)
            }
            func pop(animated: Bool) {
                self.navigationController?.popViewController(animated: animated)
            }
        }
        protocol Interactorable {}
        protocol Presenterable {
            associatedtype I: Interactorable
            associatedtype R: Routerable
            var dependencies: (interactor: I, router: R) { get }
        }
        protocol Routerable {
            var view: Viewable! { get }
            func dismiss(animated: Bool)
            func pop(animated: Bool)
        }
        extension Routerable {
            func dismiss(animated: Bool) { view.dismiss(animated: animated) }
            func pop(animated: Bool) { view.pop(animated: animated) }
        }
        """,
        "SwiftVIPER/Modules/List/ListRouter.swift": """
        import UIKit
        struct ListRouterInput {
            private func view(entryEntity: ListEntryEntity) -> ListViewController {
                let view = ListViewController()
                let interactor = ListInteractor()
                let dependencies = ListPresenterDependencies(interactor: interactor, router: ListRouterOutput(view))
                let presenter = ListPresenter(entities: ListEntities(entryEntity: entryEntity), view: view, dependencies: dependencies)
                view.presenter = presenter
                interactor.presenter = presenter
                return view
            }
            func navigationController(entryEntity: ListEntryEntity) -> UINavigationController {
                UINavigationController(rootViewController: view(entryEntity: entryEntity))
            }
            func push(from: Viewable, entryEntity: ListEntryEntity) {
                let view = self.view(entryEntity: entryEntity)
                from.push(view, animated: true)
            }
        }

        final class ListRouterOutput: Routerable {
            private(set) weak var view: Viewable!
            init(_ view: Viewable) { self.view = view }

            func transitionToDetail(item: Item) {
                DetailRouterInput().push(from: view, entryEntity: DetailEntryEntity(item: item))2️⃣
            }

            func transitionToSearch() {
                SearchRouterInput().present(from: view, entryEntity: SearchEntryEntity())3️⃣
            }
        }
        """,
        "SwiftVIPER/Modules/List/ListPresenter.swift": """
        typealias ListPresenterDependencies = (interactor: ListInteractor, router: ListRouterOutput)
        final class ListPresenter: Presenterable {
            let dependencies: ListPresenterDependencies
            init(entities: ListEntities, view: ListViewInputs, dependencies: ListPresenterDependencies) { self.dependencies = dependencies }
            func didSelectRow(at index: Int) {
                dependencies.router.transitionToDetail(item: Item(index: index))4️⃣
            }
            func didTapSearch() { dependencies.router.transitionToSearch() }
        }
        """,
        "SwiftVIPER/Modules/List/ListViewController.swift": """
        import UIKit
        final class ListViewController: UIViewController, Viewable { var presenter: ListPresenter? }
        """,
        "SwiftVIPER/Modules/List/ListInteractor.swift": """
        final class ListInteractor: Interactorable { weak var presenter: ListPresenter? }
        """,
        "SwiftVIPER/Modules/List/ListEntities.swift": """
        struct ListEntryEntity {}
        final class ListEntities {
            let entryEntity: ListEntryEntity
            init(entryEntity: ListEntryEntity) { self.entryEntity = entryEntity }
        }
        """,
        "SwiftVIPER/Modules/Detail/DetailRouter.swift": """
        struct DetailEntryEntity { let item: Item }
        struct DetailRouterInput {
            func push(from: Viewable, entryEntity: DetailEntryEntity) {
                let view = DetailViewController()
                view.presenter = DetailPresenter(dependencies: (DetailInteractor(), DetailRouterOutput(view)))
                from.push(view, animated: true)
            }
        }
        final class DetailRouterOutput: Routerable {
            private(set) weak var view: Viewable!
            init(_ view: Viewable) { self.view = view }
            func close() {
                view.pop(animated: true)5️⃣
            }
        }
        final class DetailPresenter: Presenterable { let dependencies: (DetailInteractor, DetailRouterOutput); init(dependencies: (DetailInteractor, DetailRouterOutput)) { self.dependencies = dependencies } }
        final class DetailInteractor: Interactorable { var item: Item? }
        final class DetailViewController: UIViewController, Viewable { var presenter: DetailPresenter? }
        """,
        "SwiftVIPER/Modules/Search/SearchRouter.swift": """
        struct SearchEntryEntity {}
        struct SearchRouterInput {
            func present(from: Viewable, entryEntity: SearchEntryEntity) {
                let view = SearchViewController()
                from.present(UINavigationController(rootViewController: view), animated: true)
            }
        }
        final class SearchViewController: UIViewController, Viewable { var query = "" }
        """,
    ]

    @Test func routerInputAndOutputFormModules() throws {
        let fixture = try Fixture(Self.sources)
        defer { fixture.remove() }
        let map = try fixture.map()
        #expect(map.moduleSummary == ["List - done", "Detail - done", "Search - inProgress"])
        let list = try #require(map.module(id: "List"))
        #expect(Set(list.components.map { "\($0.role.rawValue) \($0.type)" }) == [
            "routerInput ListRouterInput", "routerOutput ListRouterOutput", "presenter ListPresenter",
            "view ListViewController", "interactor ListInteractor", "entity ListEntities",
        ])
        // Search has a RouterInput and a view but no presenter yet.
        #expect(map.module(id: "Search")?.evidence.map(\.message) == ["Search has no presenter (its dialect expects one)"])
    }

    @Test func routerOutputRoutesAndBackTransitions() throws {
        let fixture = try Fixture(Self.sources)
        defer { fixture.remove() }
        let map = try fixture.map()
        #expect(map.routeSet == [
            "∅ -[setRoot: ∅]-> List",
            "List -[push: transitionToDetail]-> Detail",
            "List -[present: transitionToSearch]-> Search",
            "Detail -[pop: close]-> ∅",
        ])
        let detail = try #require(map.routes(from: "List", to: "Detail").first)
        #expect(detail.file == "SwiftVIPER/Modules/List/ListRouter.swift")
        #expect(detail.line == fixture.line("2️⃣"))
        #expect(detail.triggeredBy.map { "\($0.type).\($0.method):\($0.line)" } == ["ListPresenter.didSelectRow(at:):\(fixture.line("4️⃣"))"])
        #expect(map.routes(from: "List", to: "Search").first?.line == fixture.line("3️⃣"))
        #expect(map.routes(from: "Detail", to: nil).first?.line == fixture.line("5️⃣"))
        #expect(map.entryPoints.map(\.module) == ["List"])
    }
}
