import Testing
import VipermapIndexer
import VipermapModel

/// A coordinator builds a module, keeps a closure in the module's property (`interactor.didSendEvent = { event in … }`)
/// and shows the next module there. Swift runs the closure where the module calls the property, not where it is written:
/// the route is from the module whose code calls it, to what the closure's case shows; launch does not run it.
@Suite struct CoordinatorClosureTests {
    static func files(sends: String = ".openBasket", onClose: String = "", restores: String = "") -> [String: String] {
        [
            "App/SceneDelegate.swift": """
            import UIKit
            class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
                var flow: ShopFlow?
                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                    guard let windowScene = scene as? UIWindowScene else { return }
                    let window = UIWindow(windowScene: windowScene)
                    let navigation = UINavigationController()
                    window.rootViewController = navigation
                    window.makeKeyAndVisible()
                    self.window = window
                    flow = Assembly().makeShopFlow(stack: StackRouter(root: navigation))
                    flow?.start()
                }
            }
            """,
            "App/StackRouter.swift": """
            import UIKit
            final class StackRouter {
                private weak var root: UINavigationController?
                init(root: UINavigationController) { self.root = root }
                func setRootModule(_ module: UIViewController) { root?.setViewControllers([module], animated: false) }
                func push(_ module: UIViewController) { root?.pushViewController(module, animated: true) }
                func present(_ module: UIViewController) { root?.present(module, animated: true) }
            }
            """,
            "App/Assembly.swift": """
            import UIKit
            protocol ModuleMaking: AnyObject {
                func makeShelf() -> (UIViewController, ShelfInteracting)
                func makeBasket() -> (screen: UIViewController, BasketInteracting)
                func makeHelp() -> UIViewController
            }
            final class Assembly {
                func makeShopFlow(stack: StackRouter) -> ShopFlow {
                    ShopFlow(stack: stack, modules: self)
                }
            }
            extension Assembly: ModuleMaking {
                func makeShelf() -> (UIViewController, ShelfInteracting) {
                    let interactor = ShelfInteractor()
                    return (ShelfViewController(interactor: interactor), interactor)
                }
                func makeBasket() -> (screen: UIViewController, BasketInteracting) {
                    let interactor = BasketInteractor()
                    return (BasketViewController(interactor: interactor), interactor)
                }
                func makeHelp() -> UIViewController { HelpViewController() }
            }
            """,
            "App/ShopFlow.swift": """
            import UIKit
            final class ShopFlow {
                private let stack: StackRouter
                private let modules: ModuleMaking
                init(stack: StackRouter, modules: ModuleMaking) {
                    self.stack = stack
                    self.modules = modules
                }
                func start() { showShelf() }
                private var restore: Action?

                private func showShelf() {
                    let (screen, interactor) = modules.makeShelf()
                    interactor.didSendEvent = { [weak self] event in
                        switch event {
                        case .openBasket:
                            self?.showBasket()
                        case .openHelp:
                            self?.stack.present(self!.modules.makeHelp())
                        }
                    }
                    stack.setRootModule(screen)
                    \(restores)
                }

                // Called by no code: the closure it would keep is never stored.
                private func showShelfWithHelp() {
                    let (_, interactor) = modules.makeShelf()
                    interactor.didSendEvent = { [weak self] _ in
                        self?.stack.present(self!.modules.makeHelp())
                    }
                }

                private func showBasket() {
                    let (screen, interactor) = modules.makeBasket()
                    interactor.onClose = { [weak self] in
                        self?.stack.present(self!.modules.makeHelp())
                    }
                    stack.push(screen)
                }
            }
            """,
            "Shelf/Shelf.swift": """
            import UIKit
            enum ShelfEvent {
                case openBasket
                case openHelp
            }
            protocol ShelfInteracting: AnyObject {
                var didSendEvent: ((ShelfEvent) -> Void)? { get set }
                func didTapItem()
            }
            final class ShelfInteractor: ShelfInteracting {
                var didSendEvent: ((ShelfEvent) -> Void)?
                func didTapItem() { didSendEvent?(\(sends)) }
                func restoreLastItem() { didSendEvent?(.openBasket) }
            }
            final class ShelfViewController: UIViewController {
                private let interactor: ShelfInteracting
                init(interactor: ShelfInteracting) {
                    self.interactor = interactor
                    super.init(nibName: nil, bundle: nil)
                }
                required init?(coder: NSCoder) { nil }
                @objc func tapItem() { interactor.didTapItem() }
            }
            """,
            "Basket/Basket.swift": """
            import UIKit
            protocol BasketInteracting: AnyObject {
                var onClose: Action? { get set }
            }
            final class BasketInteractor: BasketInteracting {
                var onClose: Action?
                func didTapClose() { \(onClose) }
            }
            final class BasketViewController: UIViewController {
                private let interactor: BasketInteracting
                init(interactor: BasketInteracting) {
                    self.interactor = interactor
                    super.init(nibName: nil, bundle: nil)
                }
                required init?(coder: NSCoder) { nil }
            }
            """,
            "App/Action.swift": """
            typealias Action = () -> Void
            """,
            "Help/Help.swift": """
            import UIKit
            final class HelpViewController: UIViewController {
                var presenter: HelpPresenter?
            }
            final class HelpPresenter {}
            """,
        ]
    }

    @Test func theRouteIsFromTheModuleThatCallsTheClosureForTheCaseItSends() throws {
        let map = try Fixture.map(Self.files())
        #expect(map.moduleIDs == ["Shelf", "Basket", "Help"], "the navigation wrapper (StackRouter) is no module")
        // `.openHelp` is never sent, the basket never calls `onClose`, and no code calls `showShelfWithHelp()`: no route
        // to Help.
        #expect(map.routeSet == ["∅ -[setRoot: ∅]-> Shelf", "Shelf -[push: didTapItem]-> Basket"])
        // Launch sets the shelf as the root; the closures it keeps do not run there.
        #expect(map.entryPoints.map(\.module) == ["Shelf"])
    }

    @Test func eachCaseSentIsItsOwnRoute() throws {
        let map = try Fixture.map(Self.files(sends: "Bool.random() ? .openBasket : .openHelp", onClose: "onClose?()"))
        #expect(map.routeSet == [
            "∅ -[setRoot: ∅]-> Shelf", "Shelf -[push: didTapItem]-> Basket", "Shelf -[present: didTapItem]-> Help", "Basket -[present: didTapClose]-> Help",
        ])
        #expect(map.entryPoints.map(\.module) == ["Shelf"])
    }

    /// A closure launch keeps in a module's property and the module's own code calls while launch runs (the module restoring
    /// its last screen): what it shows is the module's route, not an entry point.
    @Test func aClosureTheModuleCallsDuringLaunchShowsForTheModule() throws {
        let map = try Fixture.map(Self.files(restores: "interactor.restoreLastItem()"))
        #expect(map.routeSet == ["∅ -[setRoot: ∅]-> Shelf", "Shelf -[push: didTapItem]-> Basket"])
        #expect(map.entryPoints.map(\.module) == ["Shelf"], "the basket is pushed by the shelf's code, not by launch")
    }

    /// A method named only where the value facts do not look — in a property's closure, or as an operator's operand —
    /// is called all the same: the closure `showShelfWithHelp()` keeps is stored, and the shelf's events present Help.
    @Test func aMethodNamedOnlyInAPropertysClosureIsCalled() throws {
        for caller in ["private lazy var helpAction: Action = { [weak self] in self?.showShelfWithHelp() }",
                       "func checkHelp() -> Bool { showShelfWithHelp() == () }"] {
            var files = Self.files()
            files["App/ShopFlow.swift"] = files["App/ShopFlow.swift"]!.replacingOccurrences(
                of: "private var restore: Action?", with: caller)
            #expect(files != Self.files())
            let map = try Fixture.map(files)
            #expect(map.routeSet == ["∅ -[setRoot: ∅]-> Shelf", "Shelf -[push: didTapItem]-> Basket", "Shelf -[present: didTapItem]-> Help"],
                    "\(caller)")
        }
    }

    /// A flow calling the closure it just kept, while it still runs: the closure's statements run there, with its
    /// parameter the case the flow passes — launch presents Help, and nothing else the closure could show.
    @Test func aClosureItsMakerCallsRunsThereForTheCasePassed() throws {
        let map = try Fixture.map(Self.files(restores: "interactor.didSendEvent?(.openHelp)"))
        #expect(map.entryPoints.map { "\($0.module)" } .sorted() == ["Help", "Shelf"])
        #expect(map.routeSet == ["∅ -[setRoot: ∅]-> Shelf", "∅ -[present: ∅]-> Help", "Shelf -[push: didTapItem]-> Basket"])
    }

    /// A closure launch keeps in a screen of no module (the window's tab bar running it when it appears): UIKit runs the
    /// screen's life cycle, which no module's walk runs, so what the closure shows is shown with the screen, by launch.
    @Test func aClosureKeptByAScreenOfNoModuleRunsWithLaunch() throws {
        let map = try Fixture.map([
            "AppDelegate.swift": Fixture.appDelegate(launching: """
                let tabs = ShellTabController()
                tabs.viewControllers = [LedgerViewController()]
                tabs.onFirstAppear = {
                    tabs.present(NoticeViewController(), animated: true)
                }
                window.rootViewController = tabs
                window.makeKeyAndVisible()
                """, declaring: """
                final class ShellTabController: UITabBarController {
                    var onFirstAppear: (() -> Void)?
                    override func viewDidAppear(_ animated: Bool) {
                        super.viewDidAppear(animated)
                        onFirstAppear?()
                        onFirstAppear = nil
                    }
                }
                """),
            "Screens.swift": """
            import UIKit
            final class LedgerViewController: UIViewController {
                var presenter: LedgerPresenter?
            }
            final class LedgerPresenter {}
            final class NoticeViewController: UIViewController {
                var presenter: NoticePresenter?
            }
            final class NoticePresenter {}
            """,
        ])
        #expect(map.moduleIDs == ["Ledger", "Notice"])
        #expect(Set(map.entryPoints.map(\.module)) == ["Ledger", "Notice"])
    }

    /// A router alone that takes the screens it shows is the app's navigation wrapper, no module; one that also builds a
    /// screen of the app's is still a module's router (its module has no other part yet).
    @Test(arguments: [false, true]) func aLoneRouterIsAModuleOnlyWhenItBuildsAScreen(builds: Bool) throws {
        var files = Self.files()
        files["App/KioskRouter.swift"] = """
            import UIKit
            final class KioskRouter {
                weak var stack: UINavigationController?
                func show(_ screen: UIViewController) { stack?.pushViewController(screen, animated: true) }
                \(builds ? "func openHelp() { stack?.pushViewController(HelpViewController(), animated: true) }" : "")
            }
            """
        let map = try Fixture.map(files)
        #expect(map.moduleIDs == (builds ? ["Shelf", "Basket", "Help", "Kiosk"] : ["Shelf", "Basket", "Help"]))
    }

    /// A container module shows the screen its coordinator's closure hands it for the segment selected: both segments
    /// when the selection is an enum made from a raw value the walk does not know (`.init(rawValue: index) ?? .inbox`),
    /// and never a screen its own method would take for any adopter of `Presentable` (`toPresent()` returning `self`).
    static let segmented: [String: String] = [
        "AppDelegate.swift": Fixture.appDelegate(launching: "PagerFlow(window: window).start()", declaring: """
        protocol Presentable {
            func toPresent() -> UIViewController?
        }
        extension UIViewController: Presentable {
            func toPresent() -> UIViewController? { self }
        }
        final class PagerFlow {
            private let window: UIWindow
            init(window: UIWindow) { self.window = window }
            func start() {
                let (view, output, input) = PagerConfigurator().configure()
                let inbox = InboxViewController()
                let outbox = OutboxViewController()
                output.onShowSegment = { [weak input] segment in
                    switch segment {
                    case .inbox: input?.show(inbox)
                    case .outbox: input?.show(outbox)
                    }
                }
                window.rootViewController = view
            }
        }
        """),
        "Pager.swift": """
        import UIKit
        enum PagerSegment: Int {
            case inbox
            case outbox
        }
        protocol PagerModuleOutput: AnyObject {
            var onShowSegment: ((PagerSegment) -> Void)? { get set }
        }
        protocol PagerModuleInput: AnyObject {
            func show(_ presentable: Presentable)
        }
        final class PagerConfigurator {
            func configure() -> (PagerViewController, PagerModuleOutput, PagerModuleInput) {
                let view = PagerViewController()
                let presenter = PagerPresenter()
                view.output = presenter
                presenter.view = view
                return (view, presenter, presenter)
            }
        }
        final class PagerPresenter: PagerModuleOutput, PagerModuleInput {
            weak var view: PagerViewController?
            var onShowSegment: ((PagerSegment) -> Void)?
            private var segment: PagerSegment = .inbox
            func viewLoaded() { onShowSegment?(.inbox) }
            func select(_ index: Int) {
                segment = .init(rawValue: index) ?? .inbox
                onShowSegment?(segment)
            }
            func show(_ presentable: Presentable) { view?.setContent(presentable) }
        }
        final class PagerViewController: UIViewController {
            var output: PagerPresenter?
            override func viewDidLoad() {
                super.viewDidLoad()
                output?.viewLoaded()
            }
            func setContent(_ presentable: Presentable) {
                guard let child = presentable.toPresent() else { return }
                addChild(child)
                view.addSubview(child.view)
                child.didMove(toParent: self)
            }
        }
        """,
        "Screens.swift": """
        import UIKit
        final class AlbumViewController: UIViewController { var presenter: AlbumPresenter? }
        final class AlbumPresenter {}
        enum AlbumBuilder {
            static func build() -> UIViewController { AlbumViewController() }
        }
        final class InboxViewController: UIViewController { var presenter: InboxPresenter? }
        final class InboxPresenter {}
        final class OutboxViewController: UIViewController { var presenter: OutboxPresenter? }
        final class OutboxPresenter {}
        """,
    ]

    @Test func aSegmentedContainerShowsTheScreensItsCoordinatorHandsIt() throws {
        let map = try Fixture.map(Self.segmented)
        #expect(map.moduleIDs == ["Pager", "Album", "Inbox", "Outbox"])
        #expect(map.routeSet == ["∅ -[setRoot: ∅]-> Pager", "Pager -[embed: setContent]-> Inbox", "Pager -[embed: setContent]-> Outbox"])
    }

    /// A tab bar controller of the app's that sets its own tabs, made by a coordinator's factory, is the screen its tabs
    /// are in (a module of its own) and the entry point; one a module's builder makes is that module's screen.
    @Test(arguments: [false, true]) func aTabBarThatSetsItsOwnTabsIsAModuleUnlessAModuleBuildsIt(builtByModule: Bool) throws {
        let map = try Fixture.map([
            "AppDelegate.swift": Fixture.appDelegate(launching: """
                window.rootViewController = \(builtByModule ? "LedgerBuilder.build()" : "Screens.makeTabs()")
                window.makeKeyAndVisible()
                """, declaring: """
            enum Screens {
                static func makeTabs() -> UIViewController { DeckTabsController() }
            }
            final class DeckTabsController: UITabBarController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    setViewControllers([UINavigationController(), UINavigationController()], animated: false)
                }
            }
            """),
            "Ledger.swift": """
            import UIKit
            final class LedgerPresenter {}
            final class LedgerViewController: UIViewController { var presenter: LedgerPresenter? }
            enum LedgerBuilder {
                static func build() -> UIViewController {
                    \(builtByModule ? "let tabs = DeckTabsController()" : "let tabs = UITabBarController()")
                    tabs.viewControllers = [LedgerViewController()]
                    return tabs
                }
            }
            """,
        ])
        #expect(map.moduleIDs == (builtByModule ? ["Ledger"] : ["DeckTabs", "Ledger"]))
        #expect(map.entryPoints.map(\.module) == [builtByModule ? "Ledger" : "DeckTabs"])
    }

    /// Two flows that start each other when their module finishes (A's finish starts B, B's finish starts A): the walk
    /// ends, each route once, the same map every run.
    @Test func flowsThatStartEachOtherEnd() throws {
        let files = [
            "Flows.swift": """
            import UIKit
            final class Stack {
                let navigation = UINavigationController()
                func setRoot(_ screen: UIViewController) { navigation.setViewControllers([screen], animated: true) }
            }
            final class NorthFlow {
                let stack: Stack
                init(stack: Stack) { self.stack = stack }
                func start() {
                    let interactor = NorthInteractor()
                    interactor.onFinish = { [weak self] in SouthFlow(stack: self!.stack).start() }
                    stack.setRoot(NorthViewController(interactor: interactor))
                }
            }
            final class SouthFlow {
                let stack: Stack
                init(stack: Stack) { self.stack = stack }
                func start() {
                    let interactor = SouthInteractor()
                    interactor.onFinish = { [weak self] in NorthFlow(stack: self!.stack).start() }
                    stack.setRoot(SouthViewController(interactor: interactor))
                }
            }
            """,
            "Screens.swift": ["North", "South"].map { name in
                """
                import UIKit
                final class \(name)Interactor {
                    var onFinish: (() -> Void)?
                    func finish() { onFinish?() }
                }
                final class \(name)ViewController: UIViewController {
                    let interactor: \(name)Interactor
                    init(interactor: \(name)Interactor) {
                        self.interactor = interactor
                        super.init(nibName: nil, bundle: nil)
                    }
                    required init?(coder: NSCoder) { nil }
                    @objc func done() { interactor.finish() }
                }
                """
            }.joined(separator: "\n"),
        ]
        let first = try Fixture.map(files)
        #expect(first.routeSet == ["North -[setRoot: finish]-> South", "South -[setRoot: finish]-> North"])
        #expect(try Fixture.map(files).routes == first.routes)
    }

    /// A shared router setting the stack of the tab bar's selected navigation controller (`tabs.selectedViewController
    /// as? UINavigationController`) puts the screen in that tab: an embed in the tab bar. Setting the stack of a
    /// navigation controller that is no tab replaces it: a root change.
    @Test(arguments: [true, false]) func aStackSetOnATabIsThatTabsContent(readsTheTab: Bool) throws {
        let stack = readsTheTab
            ? "if let tabs = window?.rootViewController as? UITabBarController { return tabs.selectedViewController as? UINavigationController }\n        return nil"
            : "window?.rootViewController as? UINavigationController"
        let map = try Fixture.map([
            "Stacks.swift": """
            import UIKit
            final class Stacks {
                static let shared = Stacks()
                var window: UIWindow?
                private var stack: UINavigationController? {
                    \(stack)
                }
                func setStack(_ screen: UIViewController) { stack?.setViewControllers([screen], animated: false) }
            }
            """,
            "Deck.swift": """
            import UIKit
            final class DeckPresenter {
                func selectFirstTab() { Stacks.shared.setStack(LedgerViewController()) }
            }
            final class DeckViewController: UITabBarController {
                var presenter: DeckPresenter?
                override func viewDidLoad() {
                    super.viewDidLoad()
                    presenter?.selectFirstTab()
                }
            }
            final class LedgerPresenter {}
            final class LedgerViewController: UIViewController { var presenter: LedgerPresenter? }
            """,
        ])
        #expect(map.routeSet == [readsTheTab ? "Deck -[embed: ∅]-> Ledger" : "Deck -[setRoot: selectFirstTab]-> Ledger"])
    }

    /// Partial code — a closure set to `nil`, one with an empty body, a closure property called with no argument, a
    /// trigger with no route, a step of no enum — makes no route and stops nothing: the shelf's route stays.
    @Test func partialCodeMakesNoRouteAndStopsNothing() throws {
        var files = Self.files()
        files["Partial.swift"] = """
        import UIKit
        func useDraft(_ interactor: ShelfInteractor) { DraftFlow().wire(interactor) }
        final class DraftFlow {
            func wire(_ interactor: ShelfInteractor) {
                interactor.didSendEvent = nil
                interactor.didSendEvent = { _ in }
                interactor.didSendEvent?()
                interactor.didSendEvent = { event in switch event { case .unknownCase: break } }
            }
            func route(_ router: Any) {
                (router as AnyObject).trigger()
                steps.accept()
            }
        }
        """
        let map = try Fixture.map(files)
        #expect(map.routeSet == ["∅ -[setRoot: ∅]-> Shelf", "Shelf -[push: didTapItem]-> Basket"])
    }
}
