import Testing
import VipermapModel

/// A module value is built, flows, and becomes a route where it reaches a sink (issue 20). Each test is one
/// mechanism, written for it with invented names.
@Suite struct ValueFlowTests {
    /// The receiver is the target: a module built in one statement and shown through its own router in a later
    /// one, inside a closure, with labelled arguments saying where it is shown from.
    @Test func builtModuleShownThroughItsRouter() throws {
        let fixture = try Fixture([
            "Ferry/Catalog.swift": """
            enum AppModules: String { case harbor, pier, dock }
            """,
            "Ferry/Harbor/HarborRouter.swift": """
            import UIKit
            final class HarborRouter {
                weak var viewController: UIViewController?
                func showPier(id: Int) {
                    let module = AppModules.pier.build()
                    loader.fetch { items in
                        1️⃣module.router.show(from: self.viewController, embedInNavController: true, setupData: items)
                    }
                }
                func openDock() {
                    guard let dockRouter = AppModules.dock.build().router as? DockRouter, let vc = viewController else { return }
                    dockRouter.presentDock(over: vc)
                }
                func showOther() {
                    presenter.showSpinner(over: viewController)   // a collaborator, not a module built here
                }
            }
            final class HarborPresenter { var router: HarborRouter? }
            """,
            "Ferry/Pier/PierRouter.swift": """
            import UIKit
            final class PierRouter { weak var viewController: UIViewController? }
            final class PierPresenter { var router: PierRouter? }
            """,
            "Ferry/Dock/DockRouter.swift": """
            import UIKit
            final class DockRouter {
                weak var viewController: UIViewController?
                func presentDock(over parent: UIViewController) {
                    guard let vc = viewController else { return }
                    parent.navigationController?.pushViewController(vc, animated: true)
                }
            }
            final class DockPresenter { var router: DockRouter? }
            """,
        ])
        defer { fixture.remove() }
        let map = try fixture.map()
        #expect(map.moduleIDs == ["Harbor", "Pier", "Dock"])
        // `presentDock` pushes the dock router's `viewController`, which no code of the app's sets (the catalog's
        // library would): nothing the walk can name, so no route to Dock — never one guessed from the router's name.
        #expect(Set(map.routeSet.filter { $0.hasPrefix("Harbor") }) == [
            "Harbor -[show: showPier]-> Pier",
        ])
        #expect(map.routes(from: "Harbor", to: "Pier").map(\.line) == [fixture.line("1️⃣")])
    }

    /// An injected factory typed by a protocol: `factory.make(parent).present()` shows the factory's module, with
    /// the transition of the wireframe's own `present()`.
    @Test func injectedFactoryMakesTheWireframeThatPresentsItself() throws {
        let fixture = try Fixture([
            "Mill/Modules/Grain/GrainContracts.swift": """
            import UIKit
            protocol GrainWireframe { func present() }
            protocol GrainWireframeFactory { func make(_ parent: UIViewController?) -> GrainWireframe }
            final class DefaultGrainWireframe: GrainWireframe {
                weak var parent: UIViewController?
                func present() { parent?.show(GrainViewController(), sender: self) }
            }
            final class DefaultGrainWireframeFactory: GrainWireframeFactory {
                func make(_ parent: UIViewController?) -> GrainWireframe { DefaultGrainWireframe() }
            }
            final class GrainViewController: UIViewController {}
            final class DefaultGrainPresenter: GrainPresenter {}
            protocol GrainPresenter {}
            """,
            "Mill/Modules/Stone/StoneWireframe.swift": """
            import UIKit
            protocol StoneWireframe { func navigate(to destination: StoneDestination) }
            enum StoneDestination { case grain }
            final class DefaultStoneWireframe: StoneWireframe {
                private let grainWireframeFactory: GrainWireframeFactory
                weak var vc: UIViewController?
                init(grainWireframeFactory: GrainWireframeFactory) { self.grainWireframeFactory = grainWireframeFactory }
                func navigate(to destination: StoneDestination) {
                    switch destination {
                    case .grain:
                        grainWireframeFactory.make(vc).present()
                    }
                }
            }
            """,
        ])
        defer { fixture.remove() }
        let map = try fixture.map()
        #expect(map.moduleIDs == ["Grain", "Stone"])
        #expect(Set(map.routeSet.filter { $0.hasPrefix("Stone") }) == ["Stone -[show: grain]-> Grain"])
    }

    /// An app's own transition helper (`SlideTransition(target:from:).perform()`) is a sink like UIKit's: the
    /// route leads to the module handed to it, with the transition its `perform()` makes; the helper is no module.
    @Test func appTransitionHelperIsASink() throws {
        let fixture = try Fixture([
            "Kiln/Transitions.swift": """
            import UIKit
            protocol TransitionRouter { func perform() }
            final class PushRouter: TransitionRouter {
                let target: UIViewController
                let parent: UIViewController
                init(target: UIViewController, parent: UIViewController) { self.target = target; self.parent = parent }
                func perform() { parent.navigationController?.pushViewController(target, animated: true) }
            }
            """,
            "Kiln/Glaze/GlazeAssembly.swift": """
            import UIKit
            final class GlazeAssembly {
                static func createModule() -> GlazeViewController { GlazeViewController() }
            }
            final class GlazeViewController: UIViewController { var presenter: GlazePresenter? }
            final class GlazePresenter {}
            """,
            "Kiln/Clay/ClayRouter.swift": """
            import UIKit
            final class ClayRouter {
                weak var controller: UIViewController!
                func openGlaze() {
                    let module = GlazeAssembly.createModule()
                    PushRouter(target: module, parent: controller).perform()
                }
            }
            final class ClayPresenter { var router: ClayRouter? }
            """,
        ])
        defer { fixture.remove() }
        let map = try fixture.map()
        #expect(map.moduleIDs == ["Glaze", "Clay"])
        #expect(map.routeSet == ["Clay -[push: openGlaze]-> Glaze"])
    }

    /// A catalog without domains (`enum AppModules { case harbor }`): `AppModules.harbor.build()` names Harbor.
    @Test func flatCatalogNamesTheCase() throws {
        let fixture = try Fixture([
            "Ferry/Catalog.swift": """
            enum AppModules: String { case harbor, pier }
            """,
            "Ferry/Harbor/HarborRouter.swift": """
            import UIKit
            final class HarborRouter {
                weak var viewController: UIViewController?
                func openPier() {
                    viewController?.navigationController?.pushViewController(AppModules.pier.build().view, animated: true)
                }
            }
            final class HarborPresenter {}
            """,
            "Ferry/Pier/PierRouter.swift": """
            final class PierRouter {}
            final class PierPresenter {}
            """,
        ])
        defer { fixture.remove() }
        let map = try fixture.map()
        #expect(map.routeSet == ["Harbor -[push: openPier]-> Pier"])
    }

    /// One shared builder makes every screen: the method called on it (on a property or a local) decides the
    /// module, through the property's protocol type and its conformer. The builder is no module of its own; the
    /// dependencies a wireframe's initializer takes (factories held in properties) are not screens it shows.
    @Test func sharedBuilderMethodNamesTheScreen() throws {
        let fixture = try Fixture([
            "Atlas/Support/ScreenBuilder.swift": """
            import UIKit
            protocol ScreenBuilding { func makeMap() -> UIViewController; func makeLegend() -> UIViewController }
            final class ScreenBuilder: ScreenBuilding {
                func makeMap() -> UIViewController { MapViewController() }
                func makeLegend() -> UIViewController { LegendViewController() }
            }
            """,
            "Atlas/Map/MapRouter.swift": """
            import UIKit
            final class MapRouter {
                private let builder: ScreenBuilding
                weak var view: UIViewController?
                init(builder: ScreenBuilding) { self.builder = builder }
                func openLegend() {
                    let legend = builder.makeLegend()
                    view?.navigationController?.pushViewController(legend, animated: true)
                }
            }
            final class MapViewController: UIViewController { var presenter: MapPresenter? }
            final class MapPresenter {}
            """,
            "Atlas/Legend/LegendRouter.swift": """
            import UIKit
            final class LegendRouter {
                weak var view: UIViewController?
                func backToMap() {
                    let builder = ScreenBuilder()
                    view?.present(builder.makeMap(), animated: true)
                }
            }
            final class LegendViewController: UIViewController { var presenter: LegendPresenter? }
            final class LegendPresenter {}
            """,
        ])
        defer { fixture.remove() }
        let map = try fixture.map()
        #expect(map.moduleIDs == ["Map", "Legend"])
        #expect(map.routeSet == ["Map -[push: openLegend]-> Legend", "Legend -[present: backToMap]-> Map"])
    }

    @Test func aWireframesDependenciesAreNotItsScreens() throws {
        let fixture = try Fixture([
            "Atlas/Legend/LegendWireframe.swift": """
            import UIKit
            protocol LegendWireframeFactory { func make(_ parent: UIViewController?) -> LegendWireframe }
            protocol LegendWireframe { func present() }
            final class DefaultLegendWireframeFactory: LegendWireframeFactory {
                private let compassWireframeFactory: CompassWireframeFactory
                init(compassWireframeFactory: CompassWireframeFactory) { self.compassWireframeFactory = compassWireframeFactory }
                func make(_ parent: UIViewController?) -> LegendWireframe {
                    DefaultLegendWireframe(parent: parent, compassWireframeFactory: compassWireframeFactory)
                }
            }
            final class DefaultLegendWireframe: LegendWireframe {
                init(parent: UIViewController?, compassWireframeFactory: CompassWireframeFactory) {}
                func present() {}
            }
            final class LegendPresenter {}
            """,
            "Atlas/Compass/CompassWireframe.swift": """
            import UIKit
            protocol CompassWireframeFactory { func make(_ parent: UIViewController?) -> CompassWireframe }
            protocol CompassWireframe { func present() }
            final class DefaultCompassWireframe: CompassWireframe {
                private let legendWireframeFactory: LegendWireframeFactory
                weak var vc: UIViewController?
                init(legendWireframeFactory: LegendWireframeFactory) { self.legendWireframeFactory = legendWireframeFactory }
                func present() {}
                func openLegend() { legendWireframeFactory.make(vc).present() }
            }
            final class CompassPresenter {}
            """,
        ])
        defer { fixture.remove() }
        let map = try fixture.map()
        #expect(map.moduleIDs == ["Legend", "Compass"])
        // Not also Compass → Compass: the legend's wireframe takes a compass factory, it does not show a compass.
        #expect(map.routeSet == ["Compass -[present: openLegend]-> Legend"])
    }

    /// A wireframe's `present()` puts up its own screen (no route, not even an unresolved one) and may show other
    /// modules (routes); a module adding its own content through a helper is no route to itself, a new instance
    /// built by its wireframe's constructor is.
    @Test func aModuleShowingItselfIsNoRoute() throws {
        let fixture = try Fixture([
            "Deck/Modules/Hull/HullWireframe.swift": """
            import UIKit
            protocol HullWireframe { func present() }
            final class DefaultHullWireframe: HullWireframe {
                weak var parent: UIViewController?
                weak var window: UIWindow?
                private let mastWireframeFactory: MastWireframeFactory
                init(mastWireframeFactory: MastWireframeFactory) { self.mastWireframeFactory = mastWireframeFactory }
                func present() {
                    let vc = wireUp()
                    mastWireframeFactory.make(vc).present()
                    window?.rootViewController = vc
                    parent?.dismiss(animated: true)
                }
                private func wireUp() -> UIViewController { UIStoryboard(name: "Hull", bundle: nil).instantiateInitialViewController()! }
            }
            final class HullPresenter {}
            """,
            "Deck/Modules/Mast/MastWireframe.swift": """
            import UIKit
            protocol MastWireframe { func present() }
            protocol MastWireframeFactory { func make(_ parent: UIViewController?) -> MastWireframe }
            final class DefaultMastWireframe: MastWireframe {
                weak var parent: UIViewController?
                func present() {
                    if let tabs = parent as? UITabBarController {
                        tabs.addChild(MastViewController())
                    }
                }
                func showAnother() { parent?.show(DefaultMastWireframe().viewController, sender: nil) }
                var viewController: UIViewController { MastViewController() }
            }
            final class DefaultMastWireframeFactory: MastWireframeFactory {
                func make(_ parent: UIViewController?) -> MastWireframe { DefaultMastWireframe() }
            }
            final class MastViewController: UIViewController {
                override func viewDidLoad() { addChild(makeContent()) }
                private func makeContent() -> UIViewController { MastViewController() }
            }
            """,
        ])
        defer { fixture.remove() }
        let map = try fixture.map()
        #expect(map.moduleIDs == ["Hull", "Mast"])
        #expect(map.routeSet == ["Hull -[embed: present]-> Mast", "Mast -[show: showAnother]-> Mast"])
    }

    /// A tab bar subclass sets its children through a helper of an extension of UIKit's tab bar controller that
    /// returns what it was handed, wrapped: each child module is embedded.
    @Test func tabChildrenThroughAHelperThatReturnsItsParameter() throws {
        let fixture = try Fixture([
            "Bazaar/Support/UITabBarController+Wrap.swift": """
            import UIKit
            extension UITabBarController {
                func wrap(screen: UIViewController, title: String) -> UINavigationController {
                    screen.title = title
                    return UINavigationController(rootViewController: screen)
                }
            }
            """,
            "Bazaar/Tabs/TabsViewController.swift": """
            import UIKit
            final class TabsViewController: UITabBarController {
                private let stallsModule = StallsRouter.makeModule()
                private let cartModule = CartRouter.makeModule()
                var presenter: TabsPresenter?
            }
            extension TabsViewController: TabsView {
                func setUpTabs() {
                    setViewControllers([wrap(screen: stallsModule, title: "Stalls"), wrap(screen: cartModule, title: "Cart")], animated: false)
                }
            }
            protocol TabsView: AnyObject {}
            final class TabsPresenter {}
            """,
            "Bazaar/Stalls/StallsRouter.swift": """
            import UIKit
            final class StallsRouter { static func makeModule() -> UIViewController { StallsViewController() } }
            final class StallsViewController: UIViewController {}
            """,
            "Bazaar/Cart/CartRouter.swift": """
            import UIKit
            final class CartRouter { static func makeModule() -> UIViewController { CartViewController() } }
            final class CartViewController: UIViewController {}
            """,
        ])
        defer { fixture.remove() }
        let map = try fixture.map()
        #expect(map.moduleIDs == ["Tabs", "Stalls", "Cart"])
        #expect(map.routeSet == ["Tabs -[embed: setUpTabs]-> Stalls", "Tabs -[embed: setUpTabs]-> Cart"])
    }

    /// A builder wires a view controller whose name names no module (`PagesController`) to a module's presenter:
    /// the controller is that module's view, and a screen built by the builder leads to the module, through a
    /// configurator's private helper (several calls deep).
    @Test func aControllerHoldingAModulesPresenterIsItsView() throws {
        let fixture = try Fixture([
            "Quay/Modules/Welcome/WelcomeParts.swift": """
            import UIKit
            protocol WelcomePresenterProtocol: AnyObject {}
            final class WelcomePresenter: WelcomePresenterProtocol {}
            final class WelcomeRouter {}
            final class PagesController: UIPageViewController { var presenter: WelcomePresenterProtocol? }
            """,
            "Quay/Support/ScreenAssembly.swift": """
            import UIKit
            final class ScreenAssembly {
                func makeWelcome() -> UIViewController {
                    let view = PagesController()
                    let presenter = WelcomePresenter()
                    view.presenter = presenter
                    let navigation = UINavigationController(rootViewController: view)
                    return navigation
                }
            }
            final class Launcher {
                private let assembly = ScreenAssembly()
                func firstScreen() -> UIViewController { self.pick() }
                private func pick() -> UIViewController { assembly.makeWelcome() }
            }
            """,
            "Quay/Modules/Splash/SplashRouter.swift": """
            import UIKit
            final class SplashRouter {
                weak var view: UIViewController?
                func leave() {
                    let next = Launcher().firstScreen()
                    view?.present(next, animated: true)
                }
            }
            final class SplashPresenter {}
            """,
        ])
        defer { fixture.remove() }
        let map = try fixture.map()
        #expect(map.moduleIDs == ["Welcome", "Splash"])
        #expect(map.componentSet("Welcome").contains { $0.hasPrefix("view PagesController ") })
        #expect(map.routeSet == ["Splash -[present: leave]-> Welcome"])
    }

    /// A routing library's verb names the target by its module input protocol (`to: XModuleInput.self`); the calls
    /// chained after it choose the transition (`.to(preferred: .navigation(style: .push))`), present otherwise.
    @Test func routingLibraryTargetsByModuleInput() throws {
        let fixture = try Fixture([
            "Reef/Coral/CoralRouter.swift": """
            import UIKit
            final class CoralRouter {
                weak var transitionHandler: UIViewController!
                func openTide() {
                    let factory = StoryboardFactory(storyboardName: "Tide")
                    try! transitionHandler
                        .forStoryboard(factory: factory, to: TideModuleInput.self)
                        .to(preferred: .navigation(style: .push))
                        .then { module in module.configure() }
                }
                func openKelp() {
                    try! transitionHandler.forStoryboard(factory: StoryboardFactory(storyboardName: "Kelp"), to: KelpModuleInput.self).perform()
                }
            }
            final class CoralPresenter {}
            """,
            "Reef/Tide/Tide.swift": """
            protocol TideModuleInput: AnyObject { func configure() }
            final class TidePresenter: TideModuleInput { func configure() {} }
            final class TideRouter {}
            """,
            "Reef/Kelp/Kelp.swift": """
            protocol KelpModuleInput: AnyObject {}
            final class KelpPresenter: KelpModuleInput {}
            final class KelpRouter {}
            """,
        ])
        defer { fixture.remove() }
        let map = try fixture.map()
        #expect(map.moduleIDs == ["Coral", "Tide", "Kelp"])
        #expect(map.routeSet == ["Coral -[push: openTide]-> Tide", "Coral -[present: openKelp]-> Kelp"])
    }

    /// A local declared first and assigned in each branch holds either value: both are routes.
    @Test func aLocalAssignedInBranchesHoldsEitherModule() throws {
        let fixture = try Fixture([
            "Loom/Thread/ThreadRouter.swift": """
            import UIKit
            final class ThreadRouter {
                weak var view: UIViewController?
                func open(kind: Int) {
                    var next: UIViewController
                    switch kind {
                    case 0: next = NeedleAssembly.createModule()
                    default: next = SpoolAssembly.createModule()
                    }
                    view?.navigationController?.pushViewController(next, animated: true)
                }
            }
            final class ThreadPresenter {}
            """,
            "Loom/Needle/Needle.swift": """
            import UIKit
            final class NeedleAssembly { static func createModule() -> UIViewController { NeedleViewController() } }
            final class NeedleViewController: UIViewController {}
            final class NeedlePresenter {}
            """,
            "Loom/Spool/Spool.swift": """
            import UIKit
            final class SpoolAssembly { static func createModule() -> UIViewController { SpoolViewController() } }
            final class SpoolViewController: UIViewController {}
            final class SpoolPresenter {}
            """,
        ])
        defer { fixture.remove() }
        let map = try fixture.map()
        #expect(map.routeSet == ["Thread -[push: open]-> Needle", "Thread -[push: open]-> Spool"])
    }

    /// Screens a module's view builds and keeps in its own property are its children (a pager's pages), through a
    /// page factory that maps a helper over the items and returns tuples. A router keeping a module it never shows is
    /// no route; a view keeping a screen it later presents has the presenting route only; a view keeping its own
    /// presenter is no route at all.
    @Test func screensKeptByAViewAreItsChildren() throws {
        let fixture = try Fixture([
            "Desk/Shelf/ShelfView.swift": """
            import UIKit
            typealias Page = (kind: Int, controller: UIViewController)
            enum PageFactory {
                static func make(for kinds: [Int]) -> [Page] { kinds.map(page(for:)) }
                private static func page(for kind: Int) -> Page {
                    var screen: UIViewController
                    switch kind {
                    case 0: screen = BookBuilder.build()
                    default: screen = PenBuilder.build()
                    }
                    screen = UINavigationController(rootViewController: screen)
                    return (kind, screen)
                }
            }
            final class ShelfViewController: UIViewController {
                var presenter: ShelfPresenter!
                private var pages: [Page] = []
                private var lamp: UIViewController?
                override func viewDidLoad() {
                    super.viewDidLoad()
                    self.presenter = ShelfPresenter(router: ShelfRouter())
                }
                func show(kinds: [Int]) {
                    1️⃣self.pages = PageFactory.make(for: kinds)
                }
                func page(at index: Int) -> UIViewController { pages[index].controller }
                func prepareLamp() { lamp = LampBuilder.build() }
                func openLamp() {
                    guard let lamp else { return }
                    2️⃣present(lamp, animated: true)
                }
            }
            final class ShelfPresenter { let router: ShelfRouter; init(router: ShelfRouter) { self.router = router } }
            final class ShelfRouter {
                private var cached: UIViewController?
                func warmUp() { cached = InkBuilder.build() }
            }
            """,
            "Desk/Book/Book.swift": Self.builtModule("Book"),
            "Desk/Pen/Pen.swift": Self.builtModule("Pen"),
            "Desk/Lamp/Lamp.swift": Self.builtModule("Lamp"),
            "Desk/Ink/Ink.swift": Self.builtModule("Ink"),
        ])
        defer { fixture.remove() }
        let map = try fixture.map()
        #expect(map.moduleIDs == ["Shelf", "Book", "Pen", "Lamp", "Ink"])
        #expect(map.routeSet == [
            "Shelf -[embed: show]-> Book",
            "Shelf -[embed: show]-> Pen",
            "Shelf -[present: openLamp]-> Lamp",
        ])
        #expect(map.routes(from: "Shelf", to: "Book").map(\.line) == [fixture.line("1️⃣")])
        #expect(map.routes(from: "Shelf", to: "Lamp").map(\.line) == [fixture.line("2️⃣")])
    }

    /// Screens built by launch code and handed to a factory, which embeds them in a module's screen it returns
    /// (`tabs.viewControllers = [first, second]` on its parameters): routes from that module to theirs, at the
    /// factory's line, once however many callers hand them — not entry points. A builder that only keeps what it is
    /// handed makes none.
    @Test func screensHandedToABuilderAreEmbeddedByIt() throws {
        let fixture = try Fixture([
            "Port/Launch/AppDelegate.swift": """
            import UIKit
            @main
            final class AppDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
                func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    let window = UIWindow(frame: UIScreen.main.bounds)
                    Launcher().start(in: window)
                    self.window = window
                    return true
                }
            }
            """,
            "Port/Support/ScreenFactory.swift": """
            import UIKit
            final class ScreenFactory {
                func makeDocks() -> UIViewController { DocksViewController() }
                func makeCranes() -> UIViewController { CranesViewController() }
                func makeHarbor(first: UIViewController, second: UIViewController, title: String = "") -> UIViewController {
                    let tabs = HarborTabBarController()
                    let left = first
                    left.tabBarItem = UITabBarItem(title: "Docks", image: nil, tag: 0)
                    1️⃣tabs.viewControllers = [left, second]
                    tabs.presenter = HarborPresenter()
                    return tabs
                }
                func makeLog(attaching note: UIViewController) -> UIViewController {
                    let log = LogViewController()
                    log.note = note
                    return log
                }
            }
            """,
            "Port/Launch/Launcher.swift": """
            import UIKit
            final class Launcher {
                let factory = ScreenFactory()
                func start(in window: UIWindow) {
                    let docks = UINavigationController(rootViewController: factory.makeDocks())
                    let harbor = factory.makeHarbor(first: docks, second: factory.makeCranes())
                    window.rootViewController = harbor
                }
                func again() -> UIViewController {
                    factory.makeHarbor(first: factory.makeDocks(), second: factory.makeCranes(), title: "Again")
                }
                func log() -> UIViewController { factory.makeLog(attaching: factory.makeDocks()) }
            }
            """,
            "Port/Harbor/Harbor.swift": """
            import UIKit
            final class HarborTabBarController: UITabBarController { var presenter: HarborPresenter? }
            final class HarborPresenter {}
            """,
            "Port/Docks/Docks.swift": """
            import UIKit
            final class DocksViewController: UIViewController { var presenter: DocksPresenter? }
            final class DocksPresenter {}
            """,
            "Port/Cranes/Cranes.swift": """
            import UIKit
            final class CranesViewController: UIViewController { var presenter: CranesPresenter? }
            final class CranesPresenter {}
            """,
            "Port/Log/Log.swift": """
            import UIKit
            final class LogViewController: UIViewController { var presenter: LogPresenter?; var note: UIViewController? }
            final class LogPresenter {}
            """,
        ])
        defer { fixture.remove() }
        let map = try fixture.map()
        #expect(map.moduleIDs == ["Harbor", "Docks", "Cranes", "Log"])
        #expect(map.routeSet == ["∅ -[setRoot: ∅]-> Harbor", "Harbor -[embed: ∅]-> Docks", "Harbor -[embed: ∅]-> Cranes"])
        #expect(map.entryPoints.map(\.module) == ["Harbor"])
        #expect(map.routes(from: "Harbor", to: "Docks").map(\.line) == [fixture.line("1️⃣")])
        #expect(map.routes(from: "Harbor", to: "Docks").map(\.file) == ["Port/Support/ScreenFactory.swift"])
    }

    /// A route protocol's default implementation belongs to the adopters whose code calls it, by name and labels:
    /// from a presenter through its router, from a view model through a property typed by a protocol the router
    /// adopts, from the router itself. An adopter that calls another method of the same base name (`open(menu:)`)
    /// or none gets no route.
    @Test func defaultImplementationsBelongToTheAdoptersThatCallThem() throws {
        let fixture = try Fixture([
            "Reef/Routes/ShellRoute.swift": """
            import UIKit
            protocol ShellRoute { func open(shell: Int) }
            extension ShellRoute where Self: BaseRouter {
                func open(shell: Int) {
                    1️⃣controller?.navigationController?.pushViewController(ShellAssembly.createModule(shell), animated: true)
                }
            }
            class BaseRouter { weak var controller: UIViewController? }
            """,
            "Reef/Shell/Shell.swift": """
            import UIKit
            enum ShellAssembly { static func createModule(_ shell: Int) -> UIViewController { ShellViewController() } }
            final class ShellViewController: UIViewController { var presenter: ShellPresenter? }
            final class ShellPresenter {}
            final class ShellRouter: BaseRouter {}
            """,
            "Reef/Coral/Coral.swift": """
            import UIKit
            protocol CoralRoutable: ShellRoute {}
            final class CoralRouter: BaseRouter, CoralRoutable {}
            final class CoralPresenter {
                var router: CoralRoutable!
                func didSelect(_ shell: Int) { router.open(shell: shell) }
            }
            final class CoralViewController: UIViewController { var presenter: CoralPresenter? }
            """,
            "Reef/Tide/Tide.swift": """
            import UIKit
            protocol TideRoutable: ShellRoute {}
            final class TideRouter: BaseRouter, TideRoutable {}
            final class TidePresenter { var router: TideRoutable? }
            final class TideViewController: UIViewController { var presenter: TidePresenter? }
            final class TideListModel {
                var router: TideRoutable?
                func select(_ shell: Int) { router?.open(shell: shell) }
            }
            """,
            "Reef/Lagoon/Lagoon.swift": """
            import UIKit
            protocol LagoonRoutable: ShellRoute { func open(menu: Int) }
            final class LagoonRouter: BaseRouter, LagoonRoutable {
                func open(menu: Int) {}
                func openFirst() { open(menu: 0) }
            }
            final class LagoonPresenter {
                var router: LagoonRoutable?
                func tap() { router?.open(menu: 1) }
            }
            final class LagoonViewController: UIViewController { var presenter: LagoonPresenter? }
            """,
            "Reef/Sand/Sand.swift": """
            import UIKit
            final class SandRouter: BaseRouter, ShellRoute {
                func openLast() { 2️⃣open(shell: -1) }
            }
            final class SandPresenter { var router: SandRouter? }
            final class SandViewController: UIViewController { var presenter: SandPresenter? }
            """,
        ])
        defer { fixture.remove() }
        let map = try fixture.map()
        #expect(map.moduleIDs == ["Shell", "Coral", "Tide", "Lagoon", "Sand"])
        #expect(map.routeSet == [
            "Coral -[push: open]-> Shell",
            "Tide -[push: open]-> Shell",
            // The router's own method calling the default implementation is the trigger, located at its call.
            "Sand -[push: openLast]-> Shell",
        ])
        #expect(Set(map.routes.map(\.line)) == [fixture.line("1️⃣"), fixture.line("2️⃣")])
    }

    /// A target is followed within a budget of steps, not a depth: a recursive helper is followed once and resolves;
    /// a chain that doubles at every level (2^16 paths) costs the walk one run per helper and argument (what a call
    /// gave is reused), so it resolves within the budget, with no finding.
    @Test func aChainOfHelpersThatDoublesIsFollowedOncePerHelper() throws {
        var chain = ""
        for level in 0..<16 {
            chain += "    func step\(level)(_ flag: Bool) -> UIViewController { flag ? step\(level + 1)(flag) : step\(level + 1)(!flag) }\n"
        }
        chain += "    func step16(_ flag: Bool) -> UIViewController { WellBuilder.build() }\n"
        let fixture = try Fixture([
            "Spa/Spring/SpringRouter.swift": """
            import UIKit
            final class SpringRouter {
                weak var viewController: UIViewController?
                func openWell() {
                    viewController?.navigationController?.pushViewController(step0(true), animated: true)
                }
                func openPool(tries: Int) {
                    2️⃣viewController?.present(again(tries), animated: true)
                }
                private func again(_ tries: Int) -> UIViewController { tries > 0 ? again(tries - 1) : PoolBuilder.build() }
            \(chain)}
            final class SpringPresenter { var router: SpringRouter? }
            """,
            "Spa/Well/Well.swift": Self.builtModule("Well"),
            "Spa/Pool/Pool.swift": Self.builtModule("Pool"),
        ])
        defer { fixture.remove() }
        let map = try fixture.map()
        #expect(map.routeSet == ["Spring -[push: openWell]-> Well", "Spring -[present: openPool]-> Pool"])
        #expect(map.findings.filter { $0.rule == "resolutionBudget" } == [])
        #expect(map.routes(from: "Spring", to: "Pool").map(\.line) == [fixture.line("2️⃣")])
    }

    /// A module built by a static builder (`XBuilder.build()`), with a view, presenter and router.
    static func builtModule(_ name: String) -> String {
        """
        import UIKit
        enum \(name)Builder {
            static func build() -> UIViewController {
                let view = \(name)ViewController()
                view.presenter = \(name)Presenter(router: \(name)Router())
                return view
            }
        }
        final class \(name)ViewController: UIViewController { var presenter: \(name)Presenter! }
        final class \(name)Presenter { let router: \(name)Router; init(router: \(name)Router) { self.router = router } }
        final class \(name)Router { weak var view: UIViewController? }
        """
    }
}
