import Testing
import VipermapModel
@testable import VipermapIndexer

/// What makes a module (issue 20, "What is a module"): a type that conforms to a protocol named `X<Role>` is a
/// component of X whatever its own name; a factory of X's screen is X's builder; an interactor, a service's
/// assembler or a builder with no view, presenter or router of its own is no screen.
@Suite struct ModuleFormationTests {
    @Test func conformanceToARoleProtocolNamesTheModule() throws {
        let fixture = try Fixture([
            "Garden/Modules/Orchard/OrchardContracts.swift": """
            import UIKit
            protocol OrchardPresenter: AnyObject { func viewDidLoad() }
            protocol OrchardInteractor: AnyObject { func load() }
            protocol OrchardWireframe: AnyObject { func present() }
            protocol OrchardView: AnyObject { func update() }
            protocol OrchardWireframeFactory { func make(_ parent: UIViewController?) -> OrchardWireframe }
            """,
            "Garden/Modules/Orchard/DefaultOrchardPresenter.swift": """
            final class DefaultOrchardPresenter { weak var view: OrchardView? }
            extension DefaultOrchardPresenter: OrchardPresenter { func viewDidLoad() {} }
            """,
            "Garden/Modules/Orchard/OrchardLogic.swift": """
            final class OrchardLogicImpl: OrchardInteractor { func load() {} }
            """,
            "Garden/Modules/Orchard/OrchardWireframe.swift": """
            import UIKit
            final class DefaultOrchardWireframe: OrchardWireframe {
                weak var parent: UIViewController?
                func present() {}
            }
            final class DefaultOrchardWireframeFactory: OrchardWireframeFactory {
                func make(_ parent: UIViewController?) -> OrchardWireframe { DefaultOrchardWireframe() }
            }
            final class OrchardWireframeFactoryAssembler {
                func register() {}
            }
            """,
            "Garden/Modules/Orchard/OrchardViewController.swift": """
            import UIKit
            final class OrchardViewController: UIViewController, OrchardView { func update() {} }
            """,
        ])
        defer { fixture.remove() }
        let map = try fixture.map()
        #expect(map.moduleIDs == ["Orchard"])
        #expect(Set(map.module(id: "Orchard")?.components.map { "\($0.role.rawValue) \($0.type)" } ?? []) == [
            "presenter DefaultOrchardPresenter", "interactor OrchardLogicImpl", "wireframe DefaultOrchardWireframe",
            "view OrchardViewController", "builder DefaultOrchardWireframeFactory", "builder OrchardWireframeFactoryAssembler",
            "moduleAPI OrchardPresenter", "moduleAPI OrchardInteractor", "moduleAPI OrchardWireframe", "moduleAPI OrchardView",
            "moduleAPI OrchardWireframeFactory",
        ])
    }

    @Test func ownNameWinsOverAnotherModulesProtocol() throws {
        // `MeadowPresenter` conforms to a protocol of Orchard's: its own name names another module, so it stays Meadow's.
        let fixture = try Fixture([
            "Garden/Orchard.swift": """
            protocol OrchardPresenter: AnyObject {}
            final class OrchardRouter { func open() {} }
            """,
            "Garden/Meadow.swift": """
            final class MeadowPresenter: OrchardPresenter {}
            final class MeadowRouter { func open() {} }
            """,
        ])
        defer { fixture.remove() }
        let map = try fixture.map()
        #expect(map.moduleIDs == ["Orchard", "Meadow"])
        #expect(map.componentSet("Meadow").map { $0.components(separatedBy: " ")[1] }.sorted() == ["MeadowPresenter", "MeadowRouter"])
    }

    @Test func partsWithoutAScreenAreNoModule() throws {
        let fixture = try Fixture([
            "Garden/Services/WeatherServiceAssembler.swift": """
            final class WeatherServiceAssembler { func register() {} }
            """,
            "Garden/Support/EverythingBuilder.swift": """
            import UIKit
            final class EverythingBuilder {
                func makeLawn() -> UIViewController { LawnViewController() }
            }
            """,
            "Garden/UseCases/FetchSeedsInteractor.swift": """
            protocol FetchSeedsInteractorInput { func fetch() }
            protocol FetchSeedsInteractorOutput: AnyObject { func fetched() }
            final class FetchSeedsInteractor: FetchSeedsInteractorInput { func fetch() {} }
            """,
            "Garden/Lawn/LawnViewController.swift": """
            import UIKit
            final class LawnViewController: UIViewController { var presenter: LawnPresenter? }
            final class LawnPresenter { func mow() {} }
            """,
        ])
        defer { fixture.remove() }
        let map = try fixture.map()
        #expect(map.moduleIDs == ["Lawn"])
    }

    /// A presenter with nothing but its own protocol presents the SDK's screens for others (`AlertPresenter`,
    /// `PhotoPickerPresenter`): a service, no screen. With a view, an interactor or a router it is a module's.
    @Test func aPresenterOfNothingButItsProtocolIsAServiceNotAModule() throws {
        let fixture = try Fixture([
            "Garden/Presenters/AlertPresenter.swift": """
            import UIKit
            protocol AlertPresenter { func showAlert(_ text: String, from controller: UIViewController) }
            final class AlertPresenterImpl: AlertPresenter {
                func showAlert(_ text: String, from controller: UIViewController) {
                    controller.present(UIAlertController(title: text, message: nil, preferredStyle: .alert), animated: true)
                }
            }
            """,
            "Garden/Modules/Ledger/LedgerPresenter.swift": """
            protocol LedgerPresenterInput { func load() }
            final class LedgerPresenter: LedgerPresenterInput { var interactor: LedgerInteractor?; func load() {} }
            final class LedgerInteractor { func fetch() {} }
            """,
            "Garden/Modules/Toast/Toast.swift": """
            import UIKit
            protocol ToastPresenterInput { func show() }
            final class ToastPresenter: ToastPresenterInput { func show() {} }
            final class ToastViewController: UIViewController {}
            """,
        ])
        defer { fixture.remove() }
        let map = try fixture.map()
        #expect(map.moduleIDs == ["Ledger", "Toast"])
        #expect(map.routes.allSatisfy { $0.from != "Alert" })
    }

    /// `PlayerViewModel` joins the module Player as its view model, which does the presenter's work: no "missing
    /// presenter" (issue 21). A view model of no module (`ProfileViewModel`) makes none.
    @Test func aViewModelJoinsItsModuleAndStandsInForThePresenter() throws {
        let fixture = try Fixture([
            "Cinema/Modules/Player/PlayerAssembly.swift": """
            import UIKit
            final class PlayerAssembly {
                static func createModule() -> UIViewController { PlayerViewController() }
            }
            """,
            "Cinema/Modules/Player/PlayerRouter.swift": """
            final class PlayerRouter { func close() {} }
            """,
            "Cinema/Modules/Player/PlayerViewController.swift": """
            import UIKit
            final class PlayerViewController: UIViewController { var viewModel: PlayerViewModel! }
            """,
            "Cinema/Modules/Player/PlayerViewModel.swift": """
            final class PlayerViewModel { var router: PlayerRouter!; func play() {} }
            """,
            "Cinema/Models/ProfileViewModel.swift": """
            struct ProfileViewModel { let name: String }
            """,
            "Cinema/Modules/Trailer/TrailerRouter.swift": """
            final class TrailerRouter { func close() {} }
            """,
            "Cinema/Modules/Trailer/TrailerViewController.swift": """
            import UIKit
            final class TrailerViewController: UIViewController { var router: TrailerRouter! }
            """,
        ])
        defer { fixture.remove() }
        let map = try fixture.map()
        #expect(map.moduleIDs == ["Player", "Trailer"])
        #expect(map.componentSet("Player").contains("viewModel PlayerViewModel Cinema/Modules/Player/PlayerViewModel.swift:1"))
        #expect(map.module(id: "Player")?.status == .done)
        #expect(map.module(id: "Player")?.evidence.map(\.kind) == [])
        // Without a view model the dialect of a router and a view still asks for a presenter.
        #expect(map.module(id: "Trailer")?.status == .inProgress)
        #expect(map.module(id: "Trailer")?.evidence.map(\.message) == ["Trailer has no presenter (its dialect expects one)"])
    }

    /// A router or wireframe alone under the app's prefix and `Base` (`KilnBaseWireframe`, the class the others
    /// were meant to inherit from) is infrastructure; `DatabaseRouter` is a module's (no word `Base`).
    @Test func aLoneBaseWireframeUnderAnAppPrefixIsNoModule() throws {
        let fixture = try Fixture([
            "Kiln/Base/KilnBaseWireframe.swift": """
            import UIKit
            class KilnBaseWireframe {
                weak var navigationController: UINavigationController!
                func show(_ controller: UIViewController) { navigationController.pushViewController(controller, animated: true) }
            }
            """,
            "Kiln/Database/DatabaseRouter.swift": """
            final class DatabaseRouter { func close() {} }
            """,
        ])
        defer { fixture.remove() }
        #expect(try fixture.map().moduleIDs == ["Database"])
        #expect(ModuleNaming.endsWithBaseWord("KamuBase") && ModuleNaming.endsWithBaseWord("V2Base"))
        #expect(!ModuleNaming.endsWithBaseWord("Database") && !ModuleNaming.endsWithBaseWord("Base"))
    }

    /// A variant of a module's view (Generamba's `MenuTableViewController` holding Menu's presenter, put together by
    /// `MenuTableConfigurator`, which builds Menu's presenter and router) is Menu's view and its configurator
    /// Menu's: one module, done — not a "MenuTable" with no presenter. A screen with parts of its own stays apart.
    @Test func aVariantOfAModulesViewIsThatModules() throws {
        let fixture = try Fixture([
            "Orchard/Modules/Menu/Presenter/MenuPresenter.swift": """
            protocol MenuViewOutput: AnyObject { func viewDidLoad() }
            protocol MenuViewInput: AnyObject { func show() }
            final class MenuPresenter: MenuViewOutput {
                weak var view: MenuViewInput?
                var router: MenuRouter!
                func viewDidLoad() { view?.show() }
            }
            """,
            "Orchard/Modules/Menu/Router/MenuRouter.swift": """
            import UIKit
            final class MenuRouter { weak var transitionHandler: UIViewController?; func close() {} }
            """,
            "Orchard/Modules/Menu/View/Table/MenuTableViewController.swift": """
            import UIKit
            final class MenuTableViewController: UITableViewController, MenuViewInput {
                var output: MenuViewOutput!
                func show() {}
            }
            """,
            "Orchard/Modules/Menu/Assembly/Table/MenuTableConfigurator.swift": """
            final class MenuTableConfigurator {
                func configure(view: MenuTableViewController) {
                    let router = MenuRouter()
                    router.transitionHandler = view
                    let presenter = MenuPresenter()
                    presenter.view = view
                    presenter.router = router
                    view.output = presenter
                }
            }
            """,
            "Orchard/Modules/Search/SearchPresenter.swift": """
            protocol SearchViewOutput: AnyObject { func search() }
            final class SearchPresenter: SearchViewOutput { var router: SearchRouter!; func search() {} }
            final class SearchRouter { func close() {} }
            """,
            "Orchard/Modules/Search/Results/SearchResults.swift": """
            import UIKit
            final class SearchResultsViewController: UIViewController { var output: SearchViewOutput! }
            final class SearchResultsPresenter { func reload() {} }
            final class SearchResultsConfigurator { func configure() {} }
            """,
        ])
        defer { fixture.remove() }
        let map = try fixture.map()
        #expect(map.moduleIDs == ["Menu", "Search", "SearchResults"])
        #expect(map.componentSet("Menu") == [
            "configurator MenuTableConfigurator Orchard/Modules/Menu/Assembly/Table/MenuTableConfigurator.swift:1",
            "moduleAPI MenuViewInput Orchard/Modules/Menu/Presenter/MenuPresenter.swift:2",
            "moduleAPI MenuViewOutput Orchard/Modules/Menu/Presenter/MenuPresenter.swift:1",
            "presenter MenuPresenter Orchard/Modules/Menu/Presenter/MenuPresenter.swift:3",
            "router MenuRouter Orchard/Modules/Menu/Router/MenuRouter.swift:2",
            "view MenuTableViewController Orchard/Modules/Menu/View/Table/MenuTableViewController.swift:2",
        ])
        #expect(map.module(id: "Menu")?.status == .done)
        #expect(map.componentSet("SearchResults").contains("view SearchResultsViewController Orchard/Modules/Search/Results/SearchResults.swift:2"))
    }

    /// `ForgettPasswortPresenter: ForgettPasswordPresenterProtocol` (a typo, one letter off, its name shared by no
    /// other part) is ForgettPassword's presenter, extension and all; a router named by a transition
    /// (`PushRouter: ChaperoneRouter`) or a view with a name of its own keeps its own name.
    @Test func aPresenterWhoseNameIsOneLetterOffItsProtocolsModuleIsThatModules() throws {
        let fixture = try Fixture([
            "Todo/Scenes/Login/Forgotten/Protocols.swift": """
            import UIKit
            protocol ForgettPasswordPresenterProtocol: AnyObject { func reset() }
            protocol ForgettPasswordRouterProtocol: AnyObject { func close() }
            protocol ForgettPasswordInteractorOutputProtocol: AnyObject { func done() }
            """,
            "Todo/Scenes/Login/Forgotten/Presenter/ForgettPasswortPresenter.swift": """
            final class ForgettPasswortPresenter: ForgettPasswordPresenterProtocol {
                var router: ForgettPasswordRouterProtocol?
                func reset() {}
            }
            extension ForgettPasswortPresenter: ForgettPasswordInteractorOutputProtocol { func done() {} }
            """,
            "Todo/Scenes/Login/Forgotten/Router/ForgettPasswordRouter.swift": """
            final class ForgettPasswordRouter: ForgettPasswordRouterProtocol { func close() {} }
            """,
            "Todo/Scenes/Login/Forgotten/View/ForgettPasswordViewController.swift": """
            import UIKit
            final class ForgettPasswordViewController: UIViewController { var presenter: ForgettPasswordPresenterProtocol? }
            """,
            "Todo/Routing/Routers.swift": """
            import UIKit
            protocol ChaperoneRouter { func perform() }
            final class PushRouter: ChaperoneRouter { func perform() {} }
            """,
        ])
        defer { fixture.remove() }
        let map = try fixture.map()
        #expect(map.moduleIDs == ["ForgettPassword"])
        #expect(map.componentSet("ForgettPassword").contains(
            "presenter ForgettPasswortPresenter Todo/Scenes/Login/Forgotten/Presenter/ForgettPasswortPresenter.swift:1"))
        #expect(map.module(id: "ForgettPassword")?.status == .done)
        #expect(Linker.oneLetterOff("ForgettPasswort", "ForgettPassword") && Linker.oneLetterOff("Prefrences", "Preferences"))
        #expect(!Linker.oneLetterOff("Push", "Chaperone") && !Linker.oneLetterOff("CircleAnnotation", "StationAnnotation"))
        #expect(!Linker.oneLetterOff("Cart", "Card") && !Linker.oneLetterOff("Settings", "Settings"))
    }

    /// An SDK class prefix rules out views only: `AVPlayerViewController` is the SDK's, an `ASPickerPresenter` is
    /// the app's, and its module is reached like any other.
    @Test func sdkPrefixRulesOutViewsOnly() throws {
        let fixture = try Fixture([
            "Studio/Picker/ASPicker.swift": """
            import UIKit
            final class ASPickerPresenter {}
            final class ASPickerModuleFactory { func create() -> UIViewController { ASPickerTableViewController() } }
            final class ASPickerTableViewController: UITableViewController { var presenter: ASPickerPresenter? }
            """,
            "Studio/Stage/StageRouter.swift": """
            import UIKit
            import AVKit
            final class StageRouter {
                weak var view: UIViewController?
                func pick() {
                    let factory = ASPickerModuleFactory()
                    view?.navigationController?.pushViewController(factory.create(), animated: true)
                }
                func play() { view?.present(AVPlayerViewController(), animated: true) }
            }
            final class StagePresenter {}
            """,
        ])
        defer { fixture.remove() }
        let map = try fixture.map()
        #expect(map.moduleIDs == ["ASPicker", "Stage"])
        // Presenting an SDK controller is no route to a module: a route to a system screen, known by its type.
        #expect(map.routeSet == ["Stage -[push: pick]-> ASPicker", "Stage -[present: play]-> ∅"])
        let play = try #require(map.routes.first { $0.trigger == "play" })
        #expect(play.kind == .system)
        #expect(play.targetType == "AVPlayerViewController")
        #expect(play.targetFile == nil)
    }
}
