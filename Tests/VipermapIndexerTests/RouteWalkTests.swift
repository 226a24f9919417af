import Testing
@testable import VipermapIndexer
import VipermapModel

/// Routes followed through the app's own code (``ValueFlow``, issues 29 and 30): each test is one shape, written for
/// it in a neutral domain (a library), and asserts the exact module and route sets.
@Suite struct RouteWalkTests {
    /// A module object that builds its screen and asks the app's shared router to show it (`presentView`), through
    /// the interface-prefixed protocol of the shared router (`IAppRouter`).
    static func moduleObject(_ name: String, routes: String = "") -> String {
        """
        import UIKit
        final class \(name)ViewController: UIViewController { var interactor: \(name)Interactor? }
        final class \(name)Interactor {}
        final class \(name)Router {
            let shelf: IAppRouter
            var view: \(name)ViewController!
            init(shelf: IAppRouter) { self.shelf = shelf }
            func presentView() { shelf.presentView(view: view) }
            \(routes)
        }
        final class \(name)Module: Module {
            let router: \(name)Router
            init(_ shelf: IAppRouter) { router = \(name)Router(shelf: shelf) }
            func presentView() { router.presentView() }
        }
        """
    }

    /// A UIKit module with a presenter and a builder that makes its screen.
    static func builtModule(_ name: String) -> String {
        """
        import UIKit
        final class \(name)ViewController: UIViewController { var presenter: \(name)Presenter? }
        final class \(name)Presenter {}
        final class \(name)Builder { static func build() -> UIViewController { \(name)ViewController() } }
        """
    }

    static let sharedRouter = """
    import UIKit
    enum Style { case root, push, modal }
    protocol Module { func presentView() }
    protocol IAppRouter {
        func presentModule(module: Module, style: Style)
        func presentView(view: UIViewController)
    }
    class BaseAppRouter: IAppRouter {
        var window: UIWindow?
        private var navigation: UINavigationController?
        private var styles: [Style] = []
        private var style: Style { styles.last ?? .push }
        func presentModule(module: Module) { presentModule(module: module, style: .push) }
        func presentModule(module: Module, style: Style) {
            styles.append(style)
            module.presentView()
        }
        func presentView(view: UIViewController) {
            switch style {
            case .root:
                1️⃣window?.rootViewController = UINavigationController(rootViewController: view)
            case .push:
                2️⃣navigation?.pushViewController(view, animated: true)
            case .modal:
                3️⃣navigation?.present(view, animated: true)
            }
        }
    }
    final class AppRouter: BaseAppRouter { static let shared = AppRouter() }
    """

    /// A router hands a module object to the shared router, which calls the module back; the module asks the shared
    /// router to show its own screen, and the shared router shows it the way the enum case passed at the start says
    /// (a default argument, kept in an array, read back by a computed property, switched on). The route is from the
    /// module whose code started it; the interface-prefixed protocol is no module of its own.
    @Test func moduleObjectHandedToASharedRouter() throws {
        let fixture = try Fixture([
            "Library/Shelf.swift": Self.sharedRouter,
            "Library/Catalog.swift": Self.moduleObject("Catalog", routes: """
            func openBook() { 8️⃣shelf.presentModule(module: BookModule(shelf)) }
                func signOut() { 9️⃣shelf.presentModule(module: DoorModule(shelf), style: .root) }
            """),
            "Library/Book.swift": Self.moduleObject("Book"),
            "Library/Door.swift": Self.moduleObject("Door"),
        ])
        defer { fixture.remove() }
        let map = try fixture.map()
        #expect(map.moduleIDs == ["Book", "Catalog", "Door"])
        #expect(map.routeSet == ["Catalog -[push: openBook]-> Book", "Catalog -[setRoot: signOut]-> Door"])
        #expect(map.entryPoints.isEmpty)
        // Located at the module's own call of the shared router, not at the router's line every module shares.
        let book = try #require(map.routes.first { $0.to == "Book" })
        #expect(book.file == "Library/Catalog.swift" && book.line == fixture.line("8️⃣"))
        let door = try #require(map.routes.first { $0.to == "Door" })
        #expect(door.file == "Library/Catalog.swift" && door.line == fixture.line("9️⃣"))
    }

    /// A child's interactor calls its listener, the parent's interactor, whose router then shows another child
    /// through a shared extension: the route is the parent's, not the child's whose code called the listener.
    @Test func listenerCallbackIsTheParentsRoute() throws {
        let fixture = try Fixture([
            "Library/Shared.swift": """
            import UIKit
            extension UIViewController {
                func pushScreen(_ screen: UIViewController) { 1️⃣navigationController?.pushViewController(screen, animated: true) }
            }
            """,
            "Library/Desk.swift": """
            import UIKit
            protocol FormListener: AnyObject { func formDidFinish() }
            final class DeskViewController: UIViewController {}
            final class DeskInteractor: FormListener {
                var router: DeskRouter?
                func formDidFinish() { router?.showReceipt() }
            }
            final class DeskRouter {
                let view = DeskViewController()
                func showForm(listener: FormListener) { view.pushScreen(FormBuilder.build(listener: listener)) }
                func showReceipt() { view.pushScreen(ReceiptBuilder.build()) }
            }
            """,
            "Library/Form.swift": """
            import UIKit
            final class FormViewController: UIViewController { var interactor: FormInteractor? }
            final class FormInteractor {
                weak var listener: FormListener?
                func submit() { listener?.formDidFinish() }
            }
            final class FormBuilder {
                static func build(listener: FormListener) -> UIViewController {
                    let view = FormViewController()
                    let interactor = FormInteractor()
                    interactor.listener = listener
                    view.interactor = interactor
                    return view
                }
            }
            """,
            "Library/Receipt.swift": """
            import UIKit
            final class ReceiptViewController: UIViewController { var interactor: ReceiptInteractor? }
            final class ReceiptInteractor {}
            final class ReceiptBuilder { static func build() -> UIViewController { ReceiptViewController() } }
            """,
        ])
        defer { fixture.remove() }
        let map = try fixture.map()
        #expect(map.moduleIDs == ["Desk", "Form", "Receipt"])
        #expect(map.routeSet == ["Desk -[push: showForm]-> Form", "Desk -[push: showReceipt]-> Receipt"])
        #expect(!map.routes.contains { $0.from == "Form" })
    }

    /// A shared assembly builds a tab container and embeds two modules in it; a login router shows the container.
    /// The embeds are the container module's routes (its screen holds them), not the login's.
    @Test func embedsInASharedAssemblyAreTheContainersRoutes() throws {
        let fixture = try Fixture([
            "Library/Assembly.swift": """
            import UIKit
            final class Assembly {
                static func makeHall() -> UIViewController {
                    let hall = HallViewController()
                    hall.presenter = HallPresenter()
                    1️⃣hall.viewControllers = [ReadingBuilder.build(), ArchiveBuilder.build()]
                    return hall
                }
            }
            """,
            "Library/Hall.swift": """
            import UIKit
            final class HallViewController: UITabBarController { var presenter: HallPresenter? }
            final class HallPresenter {}
            """,
            "Library/Login.swift": """
            import UIKit
            final class LoginViewController: UIViewController { var presenter: LoginPresenter? }
            final class LoginPresenter {}
            final class LoginRouter {
                weak var view: UIViewController?
                func openHall() { 2️⃣view?.present(Assembly.makeHall(), animated: true) }
            }
            """,
            "Library/Reading.swift": Self.builtModule("Reading"),
            "Library/Archive.swift": Self.builtModule("Archive"),
        ])
        defer { fixture.remove() }
        let map = try fixture.map()
        #expect(map.moduleIDs == ["Archive", "Hall", "Login", "Reading"])
        #expect(map.routeSet == ["Login -[present: openHall]-> Hall", "Hall -[embed: ∅]-> Reading", "Hall -[embed: ∅]-> Archive"])
        #expect(map.routes.first { $0.to == "Reading" }?.line == fixture.line("1️⃣"))
    }

    /// SwiftUI: a presenter's `NavigationLink(destination:)` pushes the router's view, a `.sheet` presents what its
    /// content builds; a tab view of no module whose `body` is a `TabView` of two modules' views is a module (their
    /// parent) and, shown by the app's root view, the entry point. Links in the root view are no entry points.
    @Test func swiftUILinksSheetsAndATabContainer() throws {
        let fixture = try Fixture([
            "Library/App.swift": """
            import SwiftUI
            @main struct LibraryApp: App {
                var body: some Scene { WindowGroup { 1️⃣ShelvesTabView() } }
            }
            """,
            "Library/ShelvesTabView.swift": """
            import SwiftUI
            struct ShelvesTabView: View {
                var body: some View {
                    2️⃣TabView {
                        ReadingView(presenter: ReadingPresenter()).tabItem { Text("Reading") }
                        AuthorsView(presenter: AuthorsPresenter()).tabItem { Text("Authors") }
                    }
                }
            }
            """,
            "Library/Reading.swift": """
            import SwiftUI
            struct ReadingView: View {
                let presenter: ReadingPresenter
                @State var adding = false
                var body: some View {
                    4️⃣presenter.linkToBook { Text("Open") }
                        .sheet(isPresented: $adding) { ReadingRouter().makeNote() }
                }
            }
            final class ReadingRouter {
                func makeBook() -> some View { BookView(presenter: BookPresenter()) }
                func makeNote() -> some View { NoteView(presenter: NotePresenter()) }
            }
            final class ReadingPresenter {
                let router = ReadingRouter()
                func linkToBook<Content: View>(@ViewBuilder content: () -> Content) -> some View {
                    3️⃣NavigationLink(destination: router.makeBook()) { content() }
                }
            }
            """,
            "Library/Authors.swift": """
            import SwiftUI
            struct AuthorsView: View { let presenter: AuthorsPresenter; var body: some View { Text("Authors") } }
            final class AuthorsPresenter {}
            """,
            "Library/Book.swift": """
            import SwiftUI
            struct BookView: View { let presenter: BookPresenter; var body: some View { Text("Book") } }
            final class BookPresenter {}
            """,
            "Library/Note.swift": """
            import SwiftUI
            struct NoteView: View { let presenter: NotePresenter; var body: some View { Text("Note") } }
            final class NotePresenter {}
            """,
        ])
        defer { fixture.remove() }
        let map = try fixture.map()
        #expect(map.moduleIDs == ["Authors", "Book", "Note", "Reading", "ShelvesTab"])
        #expect(map.routeSet == [
            "∅ -[setRoot: ∅]-> ShelvesTab", "ShelvesTab -[embed: ∅]-> Reading", "ShelvesTab -[embed: ∅]-> Authors",
            "Reading -[push: ∅]-> Book", "Reading -[present: ∅]-> Note",
        ])
        #expect(map.entryPoints.map(\.module) == ["ShelvesTab"])
        #expect(map.routes.first { $0.to == "Book" }?.line == fixture.line("3️⃣"))
        #expect(map.routes.first { $0.to == "Note" }?.line == fixture.line("4️⃣"))
        #expect(map.routes.first { $0.to == "Authors" }?.line == fixture.line("2️⃣"))
    }

    /// The app's generic container embeds what it is handed: it stays a plain screen, however many modules are
    /// handed to it, and a view that embeds one module only is no container module either.
    @Test func genericContainerIsNoModule() throws {
        let fixture = try Fixture([
            "Library/Pager.swift": """
            import UIKit
            final class PagerViewController: UIPageViewController {
                init(pages: [UIViewController]) {
                    super.init(transitionStyle: .scroll, navigationOrientation: .horizontal)
                    setViewControllers(pages, direction: .forward, animated: false)
                }
            }
            final class FrameViewController: UITabBarController {
                override func viewDidLoad() { viewControllers = [ReadingBuilder.build()] }
            }
            """,
            "Library/Hall.swift": """
            import UIKit
            final class HallViewController: UIViewController { var presenter: HallPresenter? }
            final class HallPresenter {}
            final class HallRouter {
                weak var view: UIViewController?
                func openPages() { view?.present(PagerViewController(pages: [ReadingBuilder.build(), ArchiveBuilder.build()]), animated: true) }
            }
            """,
            "Library/Reading.swift": Self.builtModule("Reading"),
            "Library/Archive.swift": Self.builtModule("Archive"),
        ])
        defer { fixture.remove() }
        let map = try fixture.map()
        #expect(map.moduleIDs == ["Archive", "Hall", "Reading"])
    }

    /// A storyboard with one scene: a module's view controller, found by its identifier.
    static func board(_ name: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
            <scenes>
                <scene sceneID="s-\(name)">
                    <objects>
                        <viewController storyboardIdentifier="\(name)ViewController" id="vc-\(name)" customClass="\(name)ViewController" sceneMemberID="viewController"/>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    /// A tab bar scene of the app's own class, in a storyboard of its own, whose relationship segues lead to
    /// storyboard references of two modules: the class is a module, their parent; a router that instantiates it
    /// from its storyboard presents it.
    @Test func storyboardTabBarOfReferencesIsAModule() throws {
        let fixture = try Fixture([
            "Library/Hall/HallTabBarController.swift": """
            import UIKit
            final class HallTabBarController: UITabBarController {}
            """,
            "Library/Hall/HallTabBarController.storyboard": """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
                <scenes>
                    <scene sceneID="t1">
                        <objects>
                            <tabBarController storyboardIdentifier="HallTabBarController" id="tabs" customClass="HallTabBarController" sceneMemberID="viewController">
                                <connections>
                                    <segue destination="ref-r" kind="relationship" relationship="viewControllers" id="e1"/>
                                    <segue destination="ref-a" kind="relationship" relationship="viewControllers" id="e2"/>
                                </connections>
                            </tabBarController>
                        </objects>
                    </scene>
                    <scene sceneID="t2">
                        <objects>
                            <viewControllerPlaceholder storyboardName="Reading" referencedIdentifier="ReadingViewController" id="ref-r" sceneMemberID="viewController"/>
                        </objects>
                    </scene>
                    <scene sceneID="t3">
                        <objects>
                            <viewControllerPlaceholder storyboardName="Archive" referencedIdentifier="ArchiveViewController" id="ref-a" sceneMemberID="viewController"/>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """,
            "Library/Reading/Reading.storyboard": Self.board("Reading"),
            "Library/Reading/Reading.swift": """
            import UIKit
            final class ReadingViewController: UIViewController { var interactor: ReadingInteractor? }
            final class ReadingInteractor {}
            """,
            "Library/Archive/Archive.storyboard": Self.board("Archive"),
            "Library/Archive/Archive.swift": """
            import UIKit
            final class ArchiveViewController: UIViewController { var interactor: ArchiveInteractor? }
            final class ArchiveInteractor {}
            """,
            "Library/Login/Login.swift": """
            import UIKit
            enum Names { static let hall = "HallTabBarController" }
            final class LoginViewController: UIViewController { var router: LoginRouter? }
            final class LoginRouter {
                weak var viewController: UIViewController?
                func openHall() {
                    let storyboard = UIStoryboard(name: Names.hall, bundle: nil)
                    guard let tabs = storyboard.instantiateViewController(identifier: Names.hall) as? HallTabBarController else { return }
                    viewController?.present(tabs, animated: true)
                }
            }
            """,
        ])
        defer { fixture.remove() }
        let map = try fixture.map()
        #expect(map.moduleIDs == ["Archive", "HallTabBar", "Login", "Reading"])
        #expect(map.routeSet == ["HallTabBar -[embed: ∅]-> Reading", "HallTabBar -[embed: ∅]-> Archive", "Login -[present: openHall]-> HallTabBar"])
        let hall = try #require(map.modules.first { $0.id == "HallTabBar" })
        #expect(hall.components.map(\.role) == [.storyboardScene, .view])
    }

    /// A configurator object (`XViewModuleConfigurator().configureModule(with:)`) builds a subclass of an SDK controller:
    /// X is a module (configurator and view), and a router that presents what the configurator made routes to it.
    @Test func configuratorObjectOfAnSDKSubclassScreen() throws {
        let fixture = try Fixture([
            "Library/Reader/ReaderViewModuleConfigurator.swift": """
            import SafariServices
            final class ReaderViewModuleConfigurator {
                func configureModule(with url: URL) -> ReaderViewController { ReaderViewController(url: url) }
            }
            final class ReaderViewController: SFSafariViewController {}
            """,
            "Library/Catalog/Catalog.swift": """
            import UIKit
            final class CatalogViewController: UIViewController { var output: CatalogPresenter? }
            final class CatalogPresenter {}
            final class CatalogRouter {
                weak var view: UIViewController?
                func openReader(_ url: URL) {
                    let module = ReaderViewModuleConfigurator().configureModule(with: url)
                    view?.present(module, animated: true)
                }
            }
            """,
        ])
        defer { fixture.remove() }
        let map = try fixture.map()
        #expect(map.moduleIDs == ["Catalog", "Reader"])
        #expect(map.modules.first { $0.id == "Reader" }?.components.map(\.role) == [.configurator, .view])
        #expect(map.routeSet == ["Catalog -[present: openReader]-> Reader"])
    }

    /// RIBs: a router attaches a viewless child (`attachChild` and nothing else: an embed), and attaches another child
    /// whose view it pushes through the app's own extension of the library's `ViewControllable` (called on the
    /// library base class's `viewController`, whose type the walk does not know: the app's one `push(viewController:)`
    /// runs) — that route is the push, not an embed.
    @Test func ribsChildrenAttachedWithAndWithoutAView() throws {
        let fixture = try Fixture([
            "Library/RIBs+Push.swift": """
            import UIKit
            import ModernRIBs
            extension ViewControllable {
                func push(viewController: ViewControllable) {
                    1️⃣uiviewController.navigationController?.pushViewController(viewController.uiviewController, animated: true)
                }
            }
            """,
            "Library/Desk.swift": """
            import ModernRIBs
            protocol DeskViewControllable: ViewControllable {}
            final class DeskViewController: UIViewController, DeskViewControllable {}
            final class DeskInteractor: PresentableInteractor<DeskViewController> {}
            final class DeskRouter: ViewableRouter<DeskInteractor, DeskViewControllable> {
                private let ledgerBuildable: LedgerBuildable
                private let scannerBuildable: ScannerBuildable
                init(interactor: DeskInteractor, viewController: DeskViewControllable, ledgerBuildable: LedgerBuildable, scannerBuildable: ScannerBuildable) {
                    self.ledgerBuildable = ledgerBuildable
                    self.scannerBuildable = scannerBuildable
                    super.init(interactor: interactor, viewController: viewController)
                }
                func attachLedger() {
                    let router = ledgerBuildable.build(withListener: interactor)
                    2️⃣attachChild(router)
                }
                func attachScanner() {
                    let router = scannerBuildable.build(withListener: interactor)
                    attachChild(router)
                    3️⃣viewController.push(viewController: router.viewControllable)
                }
            }
            """,
            "Library/Ledger.swift": """
            import ModernRIBs
            protocol LedgerBuildable: Buildable { func build(withListener listener: AnyObject) -> Routing }
            final class LedgerInteractor: Interactor {}
            final class LedgerRouter: Router<LedgerInteractor> {}
            final class LedgerBuilder: Builder<EmptyDependency>, LedgerBuildable {
                func build(withListener listener: AnyObject) -> Routing { LedgerRouter(interactor: LedgerInteractor()) }
            }
            """,
            "Library/Scanner.swift": """
            import ModernRIBs
            protocol ScannerBuildable: Buildable { func build(withListener listener: AnyObject) -> ViewableRouting }
            final class ScannerViewController: UIViewController, ViewControllable {}
            final class ScannerInteractor: PresentableInteractor<ScannerViewController> {}
            final class ScannerRouter: ViewableRouter<ScannerInteractor, ScannerViewController> {}
            final class ScannerBuilder: Builder<EmptyDependency>, ScannerBuildable {
                func build(withListener listener: AnyObject) -> ViewableRouting {
                    let viewController = ScannerViewController()
                    return ScannerRouter(interactor: ScannerInteractor(presenter: viewController), viewController: viewController)
                }
            }
            """,
            "Library/DeskBuilder.swift": """
            import ModernRIBs
            final class DeskBuilder: Builder<EmptyDependency> {
                func build() -> ViewableRouting {
                    let viewController = DeskViewController()
                    return DeskRouter(interactor: DeskInteractor(presenter: viewController), viewController: viewController,
                                      ledgerBuildable: LedgerBuilder(dependency: dependency), scannerBuildable: ScannerBuilder(dependency: dependency))
                }
            }
            """,
        ])
        defer { fixture.remove() }
        let map = try fixture.map()
        #expect(map.moduleIDs == ["Desk", "Ledger", "Scanner"])
        #expect(map.routeSet == ["Desk -[embed: attachLedger]-> Ledger", "Desk -[push: attachScanner]-> Scanner"])
        #expect(map.routes.first { $0.to == "Ledger" }?.line == fixture.line("2️⃣"))
        // At the router's call of the shared `push(viewController:)`, not in it.
        #expect(map.routes.first { $0.to == "Scanner" }?.line == fixture.line("3️⃣"))
        #expect(map.routes.first { $0.to == "Scanner" }?.line != fixture.line("1️⃣"))
    }

    /// `forward(vc, with: .sheet(from: view))`: a transition passed as an enum case with associated values is the
    /// case it constructs (`.root(window:)` a new root, `.sheet(from:)` a presentation), as a plain case (`.push`) is.
    @Test func transitionCaseWithAssociatedValues() throws {
        let fixture = try Fixture([
            "Library/Base.swift": """
            import UIKit
            enum Move { case push, sheet(from: UIViewController), root(window: UIWindow) }
            class BaseWireframe {
                weak var view: UIViewController!
                func forward(_ vc: UIViewController, with move: Move) {
                    switch move {
                    case .push: view.navigationController?.pushViewController(vc, animated: true)
                    case .sheet(let from): from.present(vc, animated: true)
                    case .root(let window): window.rootViewController = vc
                    }
                }
            }
            """,
            "Library/Hall.swift": """
            import UIKit
            final class HallViewController: UIViewController { var presenter: HallPresenter? }
            final class HallPresenter {}
            final class HallWireframe: BaseWireframe {
                func openReading() { forward(ReadingBuilder.build(), with: .sheet(from: view)) }
                func openArchive() { forward(ArchiveBuilder.build(), with: .push) }
                func restart(window: UIWindow) { forward(ArchiveBuilder.build(), with: .root(window: window)) }
            }
            """,
            "Library/Reading.swift": Self.builtModule("Reading"),
            "Library/Archive.swift": Self.builtModule("Archive"),
        ])
        defer { fixture.remove() }
        let map = try fixture.map()
        #expect(map.moduleIDs == ["Archive", "Hall", "Reading"])
        #expect(map.routeSet == ["Hall -[present: openReading]-> Reading", "Hall -[push: openArchive]-> Archive",
                                 "Hall -[setRoot: restart]-> Archive"])
    }

    /// `view.setViewControllers(tabs, animated:)` on a property typed by the app's protocol: the walk knows the
    /// receiver is the app's `UITabBarController` subclass, so the tabs are embeds (on a navigation controller the
    /// same call replaces the stack: a new root). A RIB's router reads the same off RIBs' generic base class:
    /// `ViewableRouter<MallInteractable, MallViewControllable>` holds a `viewController: MallViewControllable`.
    @Test func setViewControllersByTheReceiversContainer() throws {
        let fixture = try Fixture([
            "Library/Hall.swift": """
            import UIKit
            protocol HallTabsView: AnyObject { func setViewControllers(_ controllers: [UIViewController], animated: Bool) }
            final class HallTabsController: UITabBarController, HallTabsView { var presenter: HallTabsPresenter? }
            final class HallTabsPresenter {}
            final class HallTabsRouter {
                let view: HallTabsView
                init(view: HallTabsView) { self.view = view }
                func attachTabs() { view.setViewControllers([ReadingBuilder.build(), ArchiveBuilder.build()], animated: false) }
            }
            enum HallTabsBuilder {
                static func build() -> UIViewController {
                    let view = HallTabsController()
                    let router = HallTabsRouter(view: view)
                    router.attachTabs()
                    return view
                }
            }
            """,
            "Library/Mall.swift": """
            import RIBs
            import UIKit
            protocol MallInteractable: Interactable {}
            protocol MallViewControllable: ViewControllable { func setViewControllers(_ tabs: [UIViewController], animated: Bool) }
            final class MallViewController: UITabBarController, MallViewControllable {}
            final class MallInteractor: Interactor, MallInteractable {}
            final class MallRouter: ViewableRouter<MallInteractable, MallViewControllable> {
                func attachTabs() { viewController.setViewControllers([ReadingBuilder.build(), ArchiveBuilder.build()], animated: false) }
            }
            """,
            "Library/Stack.swift": """
            import UIKit
            final class StackViewController: UIViewController { var presenter: StackPresenter? }
            final class StackPresenter {}
            final class StackRouter {
                let navigation = UINavigationController()
                func reset() { navigation.setViewControllers([ArchiveBuilder.build()], animated: true) }
            }
            """,
            "Library/Reading.swift": Self.builtModule("Reading"),
            "Library/Archive.swift": Self.builtModule("Archive"),
        ])
        defer { fixture.remove() }
        let map = try fixture.map()
        #expect(map.moduleIDs == ["Archive", "HallTabs", "Mall", "Reading", "Stack"])
        #expect(map.routeSet == ["HallTabs -[embed: attachTabs]-> Reading", "HallTabs -[embed: attachTabs]-> Archive",
                                 "Mall -[embed: attachTabs]-> Reading", "Mall -[embed: attachTabs]-> Archive",
                                 "Stack -[setRoot: reset]-> Archive"])
    }

    /// `instantiateViewController(withIdentifier: Ids.welcome)` with the identifier in a constant (no cast to say
    /// the type): the scene with that storyboard identifier — here a navigation controller whose root is Welcome's
    /// view — is what is shown; an identifier no scene has shows nothing known.
    @Test func storyboardIdentifierInAConstant() throws {
        let fixture = try Fixture([
            "Library/Welcome/Welcome.storyboard": """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
                <scenes>
                    <scene sceneID="n1">
                        <objects>
                            <navigationController storyboardIdentifier="WelcomeNavigation" id="nav" sceneMemberID="viewController">
                                <connections>
                                    <segue destination="vc" kind="relationship" relationship="rootViewController" id="r1"/>
                                </connections>
                            </navigationController>
                        </objects>
                    </scene>
                    <scene sceneID="n2">
                        <objects>
                            <viewController storyboardIdentifier="WelcomeViewController" id="vc" customClass="WelcomeViewController" sceneMemberID="viewController"/>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """,
            "Library/Welcome/Welcome.swift": """
            import UIKit
            final class WelcomeViewController: UIViewController { var interactor: WelcomeInteractor? }
            final class WelcomeInteractor {}
            """,
            "Library/Profile/Profile.swift": """
            import UIKit
            enum Ids {
                static let board = "Welcome"
                static let welcome = "WelcomeNavigation"
                static let missing = "NoSuchScene"
            }
            final class ProfileViewController: UIViewController { var router: ProfileRouter? }
            final class ProfileRouter {
                weak var viewController: UIViewController?
                func signOut() {
                    let storyboard = UIStoryboard(name: Ids.board, bundle: nil)
                    let welcome = storyboard.instantiateViewController(withIdentifier: Ids.welcome)
                    welcome.modalPresentationStyle = .fullScreen
                    viewController?.present(welcome, animated: true)
                }
                func openMissing() {
                    let storyboard = UIStoryboard(name: Ids.board, bundle: nil)
                    viewController?.present(storyboard.instantiateViewController(withIdentifier: Ids.missing), animated: true)
                }
            }
            """,
        ])
        defer { fixture.remove() }
        let map = try fixture.map()
        #expect(map.moduleIDs == ["Profile", "Welcome"])
        #expect(map.routeSet.filter { $0.hasSuffix("-> Welcome") } == ["Profile -[present: signOut]-> Welcome"])
        #expect(!map.routeSet.contains { $0.hasPrefix("Profile -[present: openMissing]-> ") && !$0.hasSuffix("∅") })
    }

    /// A keyed registry: the scene delegate fills the shared router's dictionary of module factories (keyed by string,
    /// the values methods of an enum of the app's); a tab bar module asks the shared router for screens by module
    /// object, which reads the factory stored under the object's key. Each tab is an embed of the module whose key it
    /// asks for — not of every module the registry lists.
    @Test func keyedRegistryFilledElsewhere() throws {
        func keyed(_ name: String) -> String {
            """
            import UIKit
            final class \(name)ViewController: UIViewController { var interactor: \(name)Interactor? }
            final class \(name)Interactor {}
            final class \(name)Router {
                func create() -> UIViewController { \(name)ViewController() }
            }
            final class \(name)Module: Keyed {
                let router = \(name)Router()
                init(_ shelf: Shelf) {}
                func createView() -> UIViewController? { router.create() }
                var key: String { "\(name)" }
            }
            """
        }
        let fixture = try Fixture([
            "Library/Shelf.swift": """
            import UIKit
            protocol Keyed { var key: String { get }; func createView() -> UIViewController? }
            class BaseShelf {
                var factories: [String: (Shelf) -> Keyed]!
            }
            extension BaseShelf {
                func screen(for module: Keyed) -> UIViewController? {
                    if let module = factories[module.key] {
                        let module = module(self as! Shelf)
                        return module.createView()
                    }
                    return nil
                }
            }
            final class Shelf: BaseShelf { static let shared = Shelf() }
            enum Catalog {
                case hall, reading, loans, archive
                var make: (Shelf) -> Keyed {
                    switch self {
                    case .hall: return makeHall
                    case .reading: return makeReading
                    case .loans: return makeLoans
                    case .archive: return makeArchive
                    }
                }
                func makeHall(shelf: Shelf) -> Keyed { HallModule(shelf) }
                func makeReading(shelf: Shelf) -> Keyed { ReadingModule(shelf) }
                func makeLoans(shelf: Shelf) -> Keyed { LoansModule(shelf) }
                func makeArchive(shelf: Shelf) -> Keyed { ArchiveModule(shelf) }
            }
            """,
            "Library/SceneDelegate.swift": """
            import UIKit
            class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                    Shelf.shared.factories = [
                        "Hall": Catalog.hall.make,
                        "Reading": Catalog.reading.make,
                        "Loans": Catalog.loans.make,
                        "Archive": Catalog.archive.make,
                    ]
                    window?.rootViewController = Shelf.shared.screen(for: HallModule(Shelf.shared))
                }
            }
            """,
            "Library/Hall.swift": """
            import UIKit
            final class HallViewController: UITabBarController {
                var interactor: HallInteractor?
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let reading = Shelf.shared.screen(for: ReadingModule(Shelf.shared))!
                    let loans = Shelf.shared.screen(for: LoansModule(Shelf.shared))!
                    1️⃣viewControllers = [reading, loans].map { UINavigationController(rootViewController: $0) }
                }
            }
            final class HallInteractor {}
            final class HallRouter {
                func create() -> UIViewController { HallViewController() }
            }
            final class HallModule: Keyed {
                let router = HallRouter()
                init(_ shelf: Shelf) {}
                func createView() -> UIViewController? { router.create() }
                var key: String { "Hall" }
            }
            """,
            "Library/Reading.swift": keyed("Reading"),
            "Library/Loans.swift": keyed("Loans"),
            "Library/Archive.swift": keyed("Archive"),
        ])
        defer { fixture.remove() }
        let map = try fixture.map()
        #expect(map.moduleIDs == ["Archive", "Hall", "Loans", "Reading"])
        #expect(map.routeSet == ["Hall -[embed: ∅]-> Loans", "Hall -[embed: ∅]-> Reading", "∅ -[setRoot: ∅]-> Hall"])
        #expect(map.routes.filter { $0.from == "Hall" }.allSatisfy { $0.line == fixture.line("1️⃣") })
        #expect(map.entryPoints.map(\.module) == ["Hall"])
    }

    /// The app's popup container holds what it is handed: its own code embeds a stored property
    /// (`addChild(content)`), a router stores a module's screen into it through a method, then presents the popup.
    /// The route is to the module held, presented; a popup presented with nothing stored holds nothing.
    @Test func containerPresentedWithWhatItHolds() throws {
        let fixture = try Fixture([
            "Library/Popup.swift": """
            import UIKit
            protocol PopupInput { func setContent(_ controller: UIViewController); func screen() -> UIViewController }
            final class PopupController: UIViewController, PopupInput {
                var content: UIViewController?
                func setContent(_ controller: UIViewController) {
                    content = controller
                    if viewIfLoaded != nil { attachContent() }
                }
                func screen() -> UIViewController { self }
                override func viewDidLoad() {
                    super.viewDidLoad()
                    attachContent()
                }
                private func attachContent() {
                    if let content = self.content {
                        addChild(content)
                        view.addSubview(content.view)
                        content.didMove(toParent: self)
                    }
                }
            }
            """,
            "Library/Shelf/Shelf.swift": """
            import UIKit
            final class ShelfViewController: UIViewController { var presenter: ShelfPresenter? }
            final class ShelfPresenter {}
            final class ShelfRouter {
                weak var viewController: UIViewController?
                func askForTitle() {
                    let popup: PopupInput = PopupController()
                    popup.setContent(RenameBuilder.build())
                    1️⃣viewController?.present(popup.screen(), animated: true)
                }
                func showEmptyPopup() {
                    let popup = PopupController()
                    viewController?.present(popup, animated: true)
                }
            }
            """,
            "Library/Rename/Rename.swift": Self.builtModule("Rename"),
        ])
        defer { fixture.remove() }
        let map = try fixture.map()
        #expect(map.moduleIDs == ["Rename", "Shelf"])
        #expect(map.routeSet.filter { $0.hasSuffix("-> Rename") } == ["Shelf -[present: askForTitle]-> Rename"])
        let rename = try #require(map.routes.first { $0.to == "Rename" })
        #expect(rename.line == fixture.line("1️⃣"))
        #expect(!map.routeSet.contains { $0.hasPrefix("Shelf -[present: showEmptyPopup]-> ") && !$0.hasSuffix("∅") })
    }

    /// A flow object of no module builds a module's tab screens into a dictionary keyed by an enum, hands it to the
    /// module's container view controller's initializer, and pushes the container for the module that started it; the
    /// container adds each tab as a child in `viewDidLoad`, iterating the dictionary as `(tab, screen)` pairs. UIKit
    /// loads the pushed container's view: each tab is an embed of the container's module. A screen pushed whose life
    /// cycle embeds nothing adds no route.
    @Test func tabsInADictionaryAddedInALoop() throws {
        let fixture = try Fixture([
            "Library/Desk/Desk.swift": """
            import UIKit
            enum DeskTab { case loans, holds }
            final class DeskViewController: UIViewController {
                var presenter: DeskPresenter?
                private let tabs: [DeskTab: UIViewController]
                init(tabs: [DeskTab: UIViewController]) {
                    self.tabs = tabs
                    super.init(nibName: nil, bundle: nil)
                }
                required init?(coder: NSCoder) { fatalError() }
                override func viewDidLoad() {
                    super.viewDidLoad()
                    embedTabs()
                    tabs.values.forEach { $0.view.alpha = 0 }
                }
                private func embedTabs() {
                    for (_, screen) in tabs {
                        1️⃣addChild(screen)
                        view.addSubview(screen.view)
                    }
                }
            }
            final class DeskPresenter {}
            """,
            "Library/Circulation.swift": """
            import UIKit
            final class CirculationFlow {
                let navigation: UINavigationController
                init(navigation: UINavigationController) { self.navigation = navigation }
                func start() {
                    let tabs: [DeskTab: UIViewController] = [.loans: LoansBuilder.build(), .holds: HoldsBuilder.build()]
                    let desk = DeskViewController(tabs: tabs)
                    navigation.pushViewController(desk, animated: true)
                }
            }
            """,
            "Library/Hall/Hall.swift": """
            import UIKit
            final class HallViewController: UIViewController { var presenter: HallPresenter? }
            final class HallPresenter {}
            final class HallRouter {
                weak var viewController: UIViewController?
                var flow: CirculationFlow?
                func openDesk() {
                    guard let navigation = viewController?.navigationController else { return }
                    flow = CirculationFlow(navigation: navigation)
                    flow?.start()
                }
                func openNotice() {
                    viewController?.navigationController?.pushViewController(NoticeBuilder.build(), animated: true)
                }
            }
            """,
            "Library/Loans/Loans.swift": Self.builtModule("Loans"),
            "Library/Holds/Holds.swift": Self.builtModule("Holds"),
            "Library/Notice/Notice.swift": Self.builtModule("Notice"),
        ])
        defer { fixture.remove() }
        let map = try fixture.map()
        #expect(map.moduleIDs == ["Desk", "Hall", "Holds", "Loans", "Notice"])
        #expect(Set(map.routeSet.filter { $0.hasSuffix("-> Holds") || $0.hasSuffix("-> Loans") }) == ["Desk -[embed: ∅]-> Holds", "Desk -[embed: ∅]-> Loans"])
        #expect(Set(map.routes.filter { $0.from == "Hall" }.map { "\($0.transition) \($0.to ?? "∅")" }) == ["push Desk", "push Notice"])
        #expect(map.routes.filter { $0.transition == .embed }.allSatisfy { $0.line == fixture.line("1️⃣") })
    }

    /// A SwiftUI root view shows one module or another as a session's `user` is set: the sign-in module's code sets it
    /// (in a completion handler the app hands to a library call, to a value bound by `if let`), so signing in leads to
    /// the home module, as a new root. A module that changes unrelated state (`theme`) routes nowhere; the session's
    /// initializer sets initial state, not a change.
    @Test func rootSwitchingOnObservableState() throws {
        func view(_ name: String) -> String {
            """
            import SwiftUI
            struct \(name)View: View {
                let presenter: \(name)Presenter
                var body: some View { Text("\(name)") }
            }
            final class \(name)Presenter { let interactor = \(name)Interactor() }
            """
        }
        let fixture = try Fixture([
            "Library/Session.swift": """
            import SwiftUI
            import AuthKit
            final class Session: ObservableObject {
                static let shared = Session()
                @Published var user: Account?
                @Published var theme = "light"
                private let auth = AuthClient()
                init() {
                    if let cached = auth.cachedAccount { user = cached }
                }
                func signIn(name: String) { auth.signIn(name: name, completion: handleResult) }
                private func handleResult(result: AuthResult?) {
                    if let account = result?.account {
                        1️⃣self.user = account
                    }
                }
            }
            struct RootView: View {
                @EnvironmentObject var session: Session
                var body: some View {
                    Group {
                        if session.user != nil {
                            HomeView(presenter: HomePresenter())
                        } else {
                            SignInView(presenter: SignInPresenter())
                        }
                    }
                }
            }
            @main struct LibraryApp: App {
                var body: some Scene { WindowGroup { RootView().environmentObject(Session.shared) } }
            }
            """,
            "Library/SignIn/SignIn.swift": view("SignIn") + """

            final class SignInInteractor {
                func signIn() { Session.shared.signIn(name: "reader") }
            }
            """,
            "Library/Home/Home.swift": view("Home") + """

            final class HomeInteractor {
                func greeting() -> String { Session.shared.user == nil ? "" : "Hello" }
            }
            """,
            "Library/Settings/Settings.swift": view("Settings") + """

            final class SettingsInteractor {
                func useDarkTheme() { Session.shared.theme = "dark" }
            }
            """,
        ])
        defer { fixture.remove() }
        let map = try fixture.map()
        #expect(map.moduleIDs == ["Home", "Settings", "SignIn"])
        let byState = map.routes.filter { $0.file == "Library/Session.swift" && $0.from != nil }
        #expect(byState.map { "\($0.from ?? "∅") -[\($0.transition)]-> \($0.to ?? "∅") :\($0.line)" } == ["SignIn -[setRoot]-> Home :\(fixture.line("1️⃣"))"])
        #expect(!map.routes.contains { $0.from == "Settings" || $0.from == "Home" })
    }

    /// A module whose route lies past a large object graph (a container building hundreds of services before the screen,
    /// `Warehouse` here) runs out of its first walk's share; it walks again with four times that, from what the other
    /// modules left, and finds the screen the graph's initializer stores. The route exists only through that store:
    /// the per-function linker does not see it.
    @Test func routePastALargeObjectGraph() throws {
        let crates = (0..<700).map { index in
            """
            final class Crate\(index) {
                var label = ""
                var weight = 0
                init() { label = "crate \(index)"; weight = \(index); seal(weight) }
                func seal(_ value: Int) { weight = value + 1 }
            }
            """
        }
        let fixture = try Fixture([
            "Library/Stock/Warehouse.swift": "import UIKit\n" + crates.joined(separator: "\n") + """

            final class Warehouse {
                var screen: UIViewController?
                init() {
            \((0..<700).map { "        let crate\($0) = Crate\($0)()" }.joined(separator: "\n"))
                    screen = DetailBuilder.build()
                }
            }
            """,
            "Library/Home/Home.swift": """
            import UIKit
            final class HomeViewController: UIViewController { var presenter: HomePresenter? }
            final class HomePresenter { var router: HomeRouter? }
            final class HomeRouter {
                weak var view: UIViewController?
                func openDetail() {
                    guard let screen = Warehouse().screen else { return }
                    1️⃣view?.navigationController?.pushViewController(screen, animated: true)
                }
            }
            """,
            "Library/Detail/Detail.swift": Self.builtModule("Detail"),
        ])
        let map = try fixture.map()
        #expect(map.moduleIDs == ["Detail", "Home"])
        #expect(map.routeSet == ["Home -[push: openDetail]-> Detail"])
        #expect(map.routes.first { $0.from == "Home" }?.line == fixture.line("1️⃣"))
    }

    /// Rounds of walks again: four times the last budget, or the pool's rest shared evenly; none when a walk would
    /// get no more than a first walk can, or less than twice its last budget.
    @Test func retryBudgetsGrowWithinThePool() {
        // A large app whose modules all ran out of a small share: no round (1,797 walks, 305,000 steps left).
        #expect(Linker.retryBudget(after: 50, walks: 1_797, left: 305_000) == nil)
        // A mid-sized app: four times the share, then four times again, then what is left.
        #expect(Linker.retryBudget(after: 2_631, walks: 17, left: 323_000) == 10_524)
        #expect(Linker.retryBudget(after: 10_524, walks: 4, left: 216_000) == 42_096)
        #expect(Linker.retryBudget(after: 42_096, walks: 1, left: 118_000) == 118_000)
        #expect(Linker.retryBudget(after: 42_096, walks: 1, left: 80_000) == nil)
        #expect(Linker.retryBudget(after: 5_000, walks: 3, left: 0) == nil)
        #expect(Linker.retryBudget(after: 5_000, walks: 0, left: 100_000) == nil)
        #expect(Linker.retryBudget(after: 5_000, walks: 20, left: 100_000) == nil)
        #expect(Linker.routeWalkPool == 4 * Linker.routeWalkBudget)
    }

    /// A module object that subclasses another module's (`class ArchiveModule: ShelfModule`) and builds that module's
    /// view and presenter with an interactor of its own (`ArchiveInteractor: ShelfInteractor`) is a module of its own:
    /// the screen its builder returns is Archive's though its type is Shelf's view, and the routes Shelf's router
    /// shows (through the app's shared router) are Archive's too. A subclass of a builder that has no part of its own
    /// (`SpareModule`) makes no module.
    @Test func moduleReusingAnotherModulesViewAndRouter() throws {
        let fixture = try Fixture([
            "Library/Navigation.swift": """
            import UIKit
            final class Navigator {
                static let shared = Navigator()
                var navigation: UINavigationController?
                func pushBook() { 1️⃣navigation?.pushViewController(BookBuilder.build(), animated: true) }
            }
            """,
            "Library/Shelf/Shelf.swift": """
            import UIKit
            final class ShelfViewController: UIViewController { var interactor: ShelfInteractor? }
            final class ShelfPresenter { weak var view: ShelfViewController? }
            class ShelfInteractor { let presenter: ShelfPresenter; init(presenter: ShelfPresenter) { self.presenter = presenter } }
            final class ShelfRouter {
                func openBook() { 3️⃣Navigator.shared.pushBook() }
            }
            class ShelfModule {
                let router = ShelfRouter()
                func createView() -> UIViewController {
                    let view = ShelfViewController()
                    view.interactor = ShelfInteractor(presenter: ShelfPresenter())
                    return view
                }
            }
            """,
            "Library/Archive/Archive.swift": """
            import UIKit
            final class ArchiveInteractor: ShelfInteractor {}
            final class ArchiveModule: ShelfModule {
                override func createView() -> UIViewController {
                    let view = ShelfViewController()
                    view.interactor = ArchiveInteractor(presenter: ShelfPresenter())
                    return view
                }
            }
            final class SpareModule: ShelfModule {}
            """,
            "Library/Home/Home.swift": """
            import UIKit
            final class HomeViewController: UITabBarController {
                var presenter: HomePresenter?
                override func viewDidLoad() {
                    super.viewDidLoad()
                    2️⃣viewControllers = [ShelfModule().createView(), ArchiveModule().createView()]
                }
            }
            final class HomePresenter {}
            """,
            "Library/Book/Book.swift": Self.builtModule("Book"),
        ])
        let map = try fixture.map()
        #expect(map.moduleIDs == ["Archive", "Book", "Home", "Shelf"])
        #expect(Set(map.module(id: "Archive")?.components.map(\.type) ?? []) == ["ArchiveInteractor", "ArchiveModule"])
        #expect(map.routeSet == [
            "Home -[embed: ∅]-> Archive", "Home -[embed: ∅]-> Shelf",
            "Shelf -[push: openBook]-> Book", "Archive -[push: openBook]-> Book",
        ])
        // At the reused router's call of the shared navigator (the code both modules run), not in the navigator.
        #expect(map.routes.filter { $0.to == "Book" }.map { "\($0.file):\($0.line)" } == Array(repeating: "Library/Shelf/Shelf.swift:\(fixture.line("3️⃣"))", count: 2))
        #expect(map.routes.filter { $0.from == "Home" }.map(\.line) == [fixture.line("2️⃣"), fixture.line("2️⃣")])
    }
}
