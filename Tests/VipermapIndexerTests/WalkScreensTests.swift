import Testing
import VipermapIndexer
import VipermapModel

/// What the walk makes of screens that are no module and of the ways back: an
/// alert built by a shared helper is a system screen, the app's own view controller of no module a plain one, and
/// UIKit's `dismiss`/`popViewController` a route back — from the module whose code runs them, located at that code.
@Suite struct WalkScreensTests {
    static let files: [String: String] = [
        "Ferry/Alerts.swift": """
        import UIKit
        extension UIViewController {
            func showProblem(_ text: String) {
                let alert = UIAlertController(title: nil, message: text, preferredStyle: .alert)
                1️⃣present(alert, animated: true)
            }
        }
        final class TideChartViewController: UIViewController {}
        """,
        "Ferry/Harbor.swift": """
        import UIKit
        final class HarborViewController: UIViewController {
            var presenter: HarborPresenter?
            func didFail() { 4️⃣showProblem("No ferry") }
            func close() { 2️⃣dismiss(animated: true) }
        }
        final class HarborPresenter { var router: HarborRouter? }
        final class HarborRouter {
            weak var viewController: UIViewController?
            func openTides() { 3️⃣viewController?.navigationController?.pushViewController(TideChartViewController(), animated: true) }
        }
        """,
    ]

    /// A module of a screen and its presenter, nothing else.
    static func screen(_ name: String) -> String {
        "import UIKit\nfinal class \(name)ViewController: UIViewController { var presenter: \(name)Presenter? }\nfinal class \(name)Presenter {}\n"
    }

    @Test func systemAndPlainScreensAndTheWayBack() throws {
        let fixture = try Fixture(Self.files)
        defer { fixture.remove() }
        let map = try fixture.map()
        let summary = Set(map.routes.map { "\($0.from ?? "∅") -[\($0.transition.rawValue)]-> \($0.kind.rawValue) \($0.targetType ?? $0.to ?? "∅") @\($0.line)" })
        #expect(summary == [
            // At the module's call of the shared helper, not at the helper's line (1️⃣).
            "Harbor -[present]-> system UIAlertController @\(fixture.line("4️⃣"))",
            "Harbor -[dismiss]-> back ∅ @\(fixture.line("2️⃣"))",
            "Harbor -[push]-> plain TideChartViewController @\(fixture.line("3️⃣"))",
        ])
        #expect(map.routes.first { $0.kind == .plain }?.targetFile == "Ferry/Alerts.swift")
    }

    /// What the walk cannot name is said so, with the expression (`target`), at each call site: a screen from a
    /// factory behind a protocol, a property typed `UIViewController`. A value of a type the app declares that is no
    /// screen shows nothing, and neither does a view's own `show(_:)` (not written as UIKit's `show(_:sender:)`). A
    /// type nested in a namespace (`Pier.ViewController()`) and a module part's static factory the
    /// sources do not declare (`DockRouter.build()`, a library base class's) are their modules' screens.
    @Test func targetsTheWalkCannotNameAndNamespacedScreens() throws {
        let fixture = try Fixture([
            "Ferry/Harbor.swift": """
            import UIKit
            protocol ScreenSource { func screen(for key: String) -> UIViewController }
            protocol HarborView: AnyObject { func show(_ berths: [String]) }
            final class HarborFormatter {}
            final class HarborViewController: UIViewController, HarborView {
                var presenter: HarborPresenter?
                func show(_ berths: [String]) {}
            }
            final class HarborPresenter {
                var router: HarborRouter?
                weak var view: HarborView?
                func didLoad(_ names: [String]) { view?.show(names.map { $0.uppercased() }) }
            }
            final class HarborRouter {
                weak var viewController: UIViewController?
                var source: ScreenSource?
                var pending: UIViewController?
                func openKey(_ key: String) { 1️⃣viewController?.present(source!.screen(for: key), animated: true) }
                func openPending() { 2️⃣viewController?.present(pending!, animated: true) }
                func openFormatter() { viewController?.show(HarborFormatter(), sender: nil) }
                func openPier() { 3️⃣viewController?.navigationController?.pushViewController(Pier.ViewController(), animated: true) }
                func openDock() { 4️⃣viewController?.present(DockRouter.build(), animated: true) }
            }
            """,
            "Ferry/Pier.swift": """
            import UIKit
            enum Pier {
                final class Router {}
                final class Presenter { var router: Router? }
                final class ViewController: UIViewController { var presenter: Presenter? }
            }
            """,
            "Ferry/Dock.swift": """
            import UIKit
            final class DockRouter: LibraryRouter {}
            final class DockPresenter { var router: DockRouter? }
            """,
        ])
        defer { fixture.remove() }
        let map = try fixture.map()
        #expect(Set(map.moduleIDs) == ["Dock", "Harbor", "Pier"])
        let summary = Set(map.routes.map { "\($0.trigger ?? "-") \($0.kind.rawValue) \($0.to ?? "-") \($0.target ?? "-") @\($0.line)" })
        #expect(summary == [
            "openKey unresolved - source.screen(for: key) @\(fixture.line("1️⃣"))",
            "openPending unresolved - pending @\(fixture.line("2️⃣"))",
            "openPier module Pier - @\(fixture.line("3️⃣"))",
            "openDock module Dock - @\(fixture.line("4️⃣"))",
        ])
    }

    /// A call named like UIKit's (`show(_:)`) on one of the app's protocols that no screen adopts is the app's method:
    /// the walk follows it to the UIKit call inside, and shows the alert once, as that call does (a `present`), not
    /// also as a `show`.
    @Test func anAppProtocolsShowIsNoUIKitShow() throws {
        let fixture = try Fixture([
            "Ferry/Alerts.swift": """
            import UIKit
            protocol AlertShowing { func show(_ alert: UIViewController) }
            struct WindowAlertShowing: AlertShowing {
                func show(_ alert: UIViewController) { UIApplication.shared.keyWindow?.rootViewController?.present(alert, animated: true) }
            }
            """,
            "Ferry/Harbor.swift": """
            import UIKit
            final class HarborViewController: UIViewController { var presenter: HarborPresenter? }
            final class HarborPresenter {
                let alerts: AlertShowing = WindowAlertShowing()
                func didFail() { 1️⃣alerts.show(UIAlertController(title: "No ferry", message: nil, preferredStyle: .alert)) }
            }
            """,
        ])
        defer { fixture.remove() }
        let map = try fixture.map()
        #expect(Set(map.routes.map { "\($0.from ?? "∅") -[\($0.transition.rawValue): \($0.trigger ?? "∅")]-> \($0.kind.rawValue) \($0.targetType ?? "-") @\($0.line)" })
            == ["Harbor -[present: didFail]-> system UIAlertController @\(fixture.line("1️⃣"))"])
    }

    /// A struct with no initializer of its own is built by its memberwise initializer: each argument is stored into the
    /// property its label names, so `HarborConfigurator().build().view` is the harbor's screen, and launch setting it
    /// as the window's root makes Harbor the entry point.
    @Test func aStructsMemberwiseInitializerStoresItsArguments() throws {
        let fixture = try Fixture([
            "Ferry/Module.swift": """
            import UIKit
            struct BuiltModule {
                let view: UIViewController
                let title: String
            }
            """,
            "Ferry/Harbor.swift": """
            import UIKit
            final class HarborViewController: UIViewController { var presenter: HarborPresenter? }
            final class HarborPresenter {}
            struct HarborConfigurator {
                func build() -> BuiltModule { BuiltModule(view: HarborViewController(), title: "Harbor") }
            }
            """,
            "Ferry/SceneDelegate.swift": """
            import UIKit
            final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                    let window = UIWindow()
                    1️⃣window.rootViewController = HarborConfigurator().build().view
                    self.window = window
                }
            }
            """,
        ])
        defer { fixture.remove() }
        let map = try fixture.map()
        #expect(map.entryPoints == [EntryPoint(module: "Harbor", file: "Ferry/SceneDelegate.swift", line: fixture.line("1️⃣"), kind: "sceneDelegate")])
    }

    /// The Lobby module of the `Reel` fixtures: a presenter whose `router` (of type `router`) opens the poster or the
    /// credits (2️⃣ marks the poster's call), after `adopted` (declarations the module's file adds).
    static func lobby(router: String, adopted: String = "") -> String {
        """
        import SwiftUI
        \(adopted)final class LobbyPresenter: ObservableObject {
            let router: \(router)
            init(router: \(router)) { self.router = router }
            func didTapPoster() { 2️⃣router.openPoster() }
            func didTapCredits() { router.openCredits() }
        }
        struct LobbyView: View {
            @StateObject var presenter: LobbyPresenter
            var body: some View { Button("Poster") { presenter.didTapPoster() } }
        }
        """
    }

    /// What both `Reel` fixtures map to: the `WindowGroup` (1️⃣) shows Lobby, whose presenter's call (2️⃣) presents
    /// Poster, located where the module's own code calls the shared navigator; the credits show no module.
    static func expectLobbyOpensPoster(_ fixture: Fixture) throws {
        let map = try fixture.map()
        #expect(map.entryPoints == [EntryPoint(module: "Lobby", file: "Reel/App.swift", line: fixture.line("1️⃣"), kind: "swiftUIApp")])
        #expect(map.routeSet.filter { !$0.hasPrefix("∅") } == ["Lobby -[present: didTapPoster]-> Poster"])
        #expect(map.routes(from: "Lobby", to: "Poster").map { "\($0.file):\($0.line)" } == ["Reel/Lobby.swift:\(fixture.line("2️⃣"))"])
    }

    /// The `Reel` fixtures' navigator: a routing library's verb given a transition case and a closure building the
    /// poster's screen (or, for the credits, no module's).
    static let navigator = """
        struct Navigator {
            let router: Router
            let builder: ScreenBuilder
            func openPoster() {
                router.showScreen(.sheet) { router in
                    builder.posterView(router: router)
                }
            }
            func openCredits() {
                router.showScreen(.push) { _ in Text("Credits") }
            }
        }
        """

    /// The Poster module of the `Reel` fixtures: a SwiftUI view and its presenter.
    static let poster = """
        import SwiftUI
        final class PosterPresenter: ObservableObject {}
        struct PosterView: View {
            @StateObject var presenter: PosterPresenter
            var body: some View { Text("Poster") }
        }
        """

    /// SwiftUI's `@UIApplicationDelegateAdaptor(T.self) var delegate` holds the app's delegate of type `T`: what the
    /// `WindowGroup` builds from it is the entry point. A routing library's verb the app does not declare, given a
    /// transition case and a closure that builds the screen (`router.showScreen(.push) { router in … }`), shows what the
    /// closure builds, so; a closure that builds no module's screen shows nothing.
    @Test func aDelegateAdaptorsDelegateAndALibraryVerbsBuilderClosure() throws {
        let fixture = try Fixture([
            "Reel/App.swift": """
            import SwiftUI
            @main
            struct ReelApp: App {
                @UIApplicationDelegateAdaptor(AppDelegate.self) var delegate
                var body: some Scene {
                    1️⃣WindowGroup {
                        delegate.builder.lobbyView()
                    }
                }
            }
            final class AppDelegate: NSObject, UIApplicationDelegate {
                var builder: ScreenBuilder!
                func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil) -> Bool {
                    builder = ScreenBuilder()
                    return true
                }
            }
            """,
            "Reel/ScreenBuilder.swift": """
            import SwiftUI
            import LibraryRouting
            struct ScreenBuilder {
                func lobbyView() -> some View { LobbyView(presenter: LobbyPresenter(router: Navigator(router: nil, builder: self))) }
                func posterView(router: Router) -> some View { PosterView(presenter: PosterPresenter()) }
            }
            // Another builder's method of the same name: the delegate's type, not the name, says which runs.
            struct PreviewBuilder { func lobbyView() -> some View { Text("Preview") } }

            """ + Self.navigator,
            "Reel/Lobby.swift": Self.lobby(router: "Navigator"),
            "Reel/Poster.swift": Self.poster,
        ])
        defer { fixture.remove() }
        try Self.expectLobbyOpensPoster(fixture)
    }

    /// A routing library kept in the app's sources (vendored): its container view holds what its closure builds
    /// (`Stage { router in LobbyView(…) }`: an explicit initializer whose defaulted parameters the trailing closure
    /// passes over, `content(self)` in `body` read as `self.content`, and an inner `Frame` whose memberwise initializer
    /// stores what a `@ViewBuilder` closure builds), so the `WindowGroup` shows Lobby. Its verb's code appends to SwiftUI
    /// state the walk does not read as a stack, so `showScreen(.sheet) { … }` shows what its case and closure say. A
    /// presenter's `router` typed by a protocol only an extension adopts (`extension Navigator: LobbyRouting {}`) is
    /// what the builder hands its initializer; `openCredits`, whose closure builds no module, shows nothing.
    @Test func aVendoredRoutingLibrarysContainerViewAndVerb() throws {
        let fixture = try Fixture([
            "Reel/App.swift": """
            import SwiftUI
            @main
            struct ReelApp: App {
                var body: some Scene {
                    1️⃣WindowGroup { ScreenBuilder().lobbyView() }
                }
            }
            """,
            "Reel/ScreenBuilder.swift": """
            import SwiftUI
            struct ScreenBuilder {
                func lobbyView() -> some View {
                    Stage { router in
                        LobbyView(presenter: LobbyPresenter(router: Navigator(router: router, builder: self)))
                    }
                }
                func posterView(router: Router) -> some View { PosterView(presenter: PosterPresenter()) }
            }

            """ + Self.navigator,
            "Reel/Lobby.swift": Self.lobby(router: "LobbyRouting", adopted: "protocol LobbyRouting { func openPoster(); func openCredits() }\nextension Navigator: LobbyRouting {}\n"),
            "Reel/Poster.swift": Self.poster,
            "Reel/Routing/Stage.swift": """
            import SwiftUI
            protocol Router {
                func showScreen<T: View>(_ option: SegueOption, @ViewBuilder destination: @escaping (Router) -> T)
            }
            enum SegueOption { case push, sheet }
            struct Stage<Content: View>: View, Router {
                @State private var path: [AnyDestination] = []
                @State private var sheet: AnyDestination?
                let addsStack: Bool
                @ViewBuilder var content: (Router) -> Content
                init(stack: Binding<[AnyDestination]>? = nil, addsStack: Bool = true, content: @escaping (Router) -> Content) {
                    self.addsStack = addsStack
                    self.content = content
                }
                var body: some View {
                    Frame(addsStack: addsStack) { content(self) }
                        .environment(\\.router, self)
                }
                func showScreen<T: View>(_ option: SegueOption, @ViewBuilder destination: @escaping (Router) -> T) {
                    let screen = Stage<T>(addsStack: option == .sheet) { newRouter in destination(newRouter) }
                    switch option {
                    case .push: path.append(AnyDestination(destination: screen))
                    case .sheet: sheet = AnyDestination(destination: screen)
                    }
                }
            }
            struct Frame<Content: View>: View {
                let addsStack: Bool
                @ViewBuilder var content: Content
                var body: some View {
                    if addsStack { NavigationStack { content } } else { content }
                }
            }
            struct AnyDestination: Hashable {
                let id = UUID()
                let destination: AnyView
                init<T: View>(destination: T) { self.destination = AnyView(destination) }
                static func == (lhs: AnyDestination, rhs: AnyDestination) -> Bool { lhs.id == rhs.id }
                func hash(into hasher: inout Hasher) { hasher.combine(id) }
            }
            """,
        ])
        defer { fixture.remove() }
        try Self.expectLobbyOpensPoster(fixture)
    }

    /// A pop after the running code read a module's screen off the navigation stack (`viewControllers[count - 2] as!
    /// ShelfViewController`, handed to the helper that pops) returns to that module: a route back to it. A pop that
    /// read nothing (`close()`) or read a screen of no module (`as! UIViewController`) is a way back of unknown target.
    @Test func aPopToAScreenReadOffTheStackReturnsToItsModule() throws {
        let fixture = try Fixture([
            "Store/Shelf.swift": """
            import UIKit
            final class ShelfViewController: UIViewController {
                var router: ShelfRouter?
                func openBasket() { router?.routeToBasket() }
            }
            final class ShelfRouter {
                weak var viewController: ShelfViewController?
                func routeToBasket() { viewController?.show(BasketViewController(), sender: nil) }
            }
            """,
            "Store/Basket.swift": """
            import UIKit
            final class BasketViewController: UIViewController {
                var router: BasketRouter?
                func done() { router?.routeToShelf() }
                func cancel() { router?.close() }
                func back() { router?.routeBack() }
            }
            final class BasketRouter {
                weak var viewController: BasketViewController?
                func routeToShelf() {
                    let index = viewController!.navigationController!.viewControllers.count - 2
                    let destination = viewController?.navigationController?.viewControllers[index] as! ShelfViewController
                    1️⃣navigate(source: viewController!, destination: destination)
                }
                func navigate(source: BasketViewController, destination: ShelfViewController) {
                    source.navigationController?.popViewController(animated: true)
                }
                func close() { viewController?.navigationController?.popViewController(animated: true) }
                func routeBack() {
                    let previous = viewController?.navigationController?.viewControllers[0] as! UIViewController
                    viewController?.navigationController?.popToViewController(previous, animated: true)
                }
            }
            """,
        ])
        defer { fixture.remove() }
        let map = try fixture.map()
        #expect(map.routeSet == [
            "Shelf -[show: routeToBasket]-> Basket",
            "Basket -[pop: routeToShelf]-> Shelf",
            "Basket -[pop: close]-> ∅",
            "Basket -[pop: routeBack]-> ∅",
        ])
        #expect(map.routes(from: "Basket", to: "Shelf").map(\.line) == [fixture.line("1️⃣")])
    }

    /// A module catalog whose builder returns nil for a case with no code yet (`case .quay: return nil`): the route
    /// leads to that planned module, shown as the dialect's verb says (`present(withPushfrom:)` pushes), with no route
    /// of unknown target beside it. Swift calls the overload whose every parameter without a default the call gives:
    /// `present(from: self)` presents and does not also embed through `present(from:insideView:)`. A view controller of
    /// no module's subclassing a module's screen, built in its place (`DraftDockViewController: DockViewController`), is
    /// that module's screen.
    @Test func plannedCatalogModulesOverloadsAndScreenSubclasses() throws {
        let fixture = try Fixture([
            "Port/Catalog.swift": """
            import UIKit
            enum AppModules {
                enum Harbor {
                    case dock(draft: Bool)
                    case quay
                    func build() -> PortModule? {
                        switch self {
                        case .dock(let draft): return DockConfigurator().build(draft: draft)
                        case .quay: return nil
                        }
                    }
                }
            }
            struct PortModule {
                let view: UIViewController
                let router: PortRouter
            }
            class PortRouter {
                weak var viewController: UIViewController?
                init(viewController: UIViewController) { self.viewController = viewController }
                func present(withPushfrom source: PortRouter, animated: Bool = true) {
                    guard let viewController else { return }
                    source.viewController?.navigationController?.pushViewController(viewController, animated: animated)
                }
                func present(from source: PortRouter, animated: Bool = true) {
                    guard let viewController else { return }
                    source.viewController?.present(viewController, animated: animated)
                }
                func present(from source: PortRouter, insideView container: UIView) {
                    guard let child = viewController, let parent = source.viewController else { return }
                    parent.addChild(child)
                    container.addSubview(child.view)
                }
            }
            """,
            "Port/Mole.swift": """
            import UIKit
            final class MoleViewController: UIViewController { var presenter: MolePresenter? }
            final class MolePresenter {
                var router: MoleRouter?
                func didTapDock() { router?.openDock() }
                func didTapQuay() { router?.openQuay() }
            }
            final class MoleRouter: PortRouter {
                func openDock() { 1️⃣AppModules.Harbor.dock(draft: true).build()?.router.present(from: self) }
                func openQuay() { 2️⃣AppModules.Harbor.quay.build()?.router.present(withPushfrom: self) }
            }
            """,
            "Port/Dock.swift": """
            import UIKit
            class DockViewController: UIViewController { var presenter: DockPresenter? }
            final class DraftDockViewController: DockViewController {}
            final class DockPresenter {}
            final class DockRouter: PortRouter {}
            struct DockConfigurator {
                func build(draft: Bool) -> PortModule {
                    let view: DockViewController = draft ? DraftDockViewController() : DockViewController()
                    view.presenter = DockPresenter()
                    return PortModule(view: view, router: DockRouter(viewController: view))
                }
            }
            """,
        ])
        defer { fixture.remove() }
        let map = try fixture.map()
        #expect(map.routeSet == ["Mole -[present: openDock]-> Dock", "Mole -[push: openQuay]-> Quay"])
        #expect(map.module(id: "Quay")?.status == .planned)
        #expect(map.routes.map { "\($0.to ?? "∅") \($0.line)" }.sorted() == ["Dock \(fixture.line("1️⃣"))", "Quay \(fixture.line("2️⃣"))"])
        #expect(map.routes.allSatisfy { $0.kind == .module })
    }

    /// A parameter a call leaves out holds its default value: a helper whose `drop: Drop = .none` selects how it shows
    /// takes only that branch where the call leaves it out. UIKit's `navigationController` of a screen is a
    /// `UINavigationController`: `setViewControllers([x], animated:)` on it replaces the stack (a new root), no embed.
    @Test func defaultArgumentsAndTheNavigationControllerOfAScreen() throws {
        let fixture = try Fixture([
            "Ferry/Mover.swift": """
            import UIKit
            enum Drop { case none, all }
            final class Mover {
                let target: UIViewController
                let parent: UIViewController
                init(target: UIViewController, parent: UIViewController) { self.target = target; self.parent = parent }
                func move(drop: Drop = .none) {
                    guard let navigation = parent.navigationController else { return }
                    switch drop {
                    case .all: navigation.setViewControllers([target], animated: true)
                    case .none: navigation.pushViewController(target, animated: true)
                    }
                }
            }
            """,
            "Ferry/Harbor.swift": """
            import UIKit
            final class HarborViewController: UIViewController { var presenter: HarborPresenter? }
            final class HarborPresenter { var router: HarborRouter? }
            final class HarborRouter {
                weak var viewController: HarborViewController?
                func openPier() { Mover(target: PierViewController(), parent: viewController!).move() }
                func openDock() { Mover(target: DockViewController(), parent: viewController!).move(drop: .all) }
                func openQuay() { viewController?.navigationController?.setViewControllers([QuayViewController()], animated: true) }
            }
            """,
            "Ferry/Pier.swift": Self.screen("Pier"),
            "Ferry/Dock.swift": Self.screen("Dock"),
            "Ferry/Quay.swift": Self.screen("Quay"),
        ])
        defer { fixture.remove() }
        let map = try fixture.map()
        #expect(map.routeSet == [
            "Harbor -[push: openPier]-> Pier",
            "Harbor -[setRoot: openDock]-> Dock",
            "Harbor -[setRoot: openQuay]-> Quay",
        ])
    }

    /// A type of no module that holds one module's router (a list model the module's builder wires in) asks that router
    /// to show screens for that module: its methods run in the module's walk. A type holding two modules' routers, or
    /// only a protocol every router adopts, acts for none of them.
    @Test func aTypeHoldingOneModulesRouterActsForThatModule() throws {
        let fixture = try Fixture([
            "Shop/Routing.swift": """
            import UIKit
            protocol Routable: AnyObject {
                var controller: UIViewController? { get }
                func show(_ screen: UIViewController)
            }
            extension Routable {
                func show(_ screen: UIViewController) { 1️⃣controller?.present(screen, animated: true) }
            }
            """,
            "Shop/Cart.swift": Self.screen("Cart") + """
            protocol CartRoutable: Routable {}
            final class CartRouter: CartRoutable { weak var controller: UIViewController? }
            final class CartListModel {
                private var router: CartRoutable?
                func bind(router: CartRoutable) { self.router = router }
                func didTapCheckout() { router?.show(CheckoutViewController()) }
            }
            """,
            "Shop/Wishlist.swift": Self.screen("Wishlist") + """
            protocol WishlistRoutable: Routable {}
            final class WishlistRouter: WishlistRoutable { weak var controller: UIViewController? }
            // Holds two modules' routers: it acts for neither.
            final class ShopFlow {
                var cart: CartRoutable?
                var wishlist: WishlistRoutable?
                func giftFromCart() { wishlist?.show(GiftViewController()) }
            }
            // Holds only what every router adopts: it acts for none.
            final class Tracker {
                var router: Routable?
                func receipt() { router?.show(ReceiptViewController()) }
            }
            """,
            "Shop/Checkout.swift": Self.screen("Checkout"),
            "Shop/Gift.swift": Self.screen("Gift"),
            "Shop/Receipt.swift": Self.screen("Receipt"),
        ])
        defer { fixture.remove() }
        let map = try fixture.map()
        #expect(map.routeSet == ["Cart -[present: show]-> Checkout"])
        #expect(map.routes(from: "Cart", to: "Checkout").map { "\($0.file):\($0.line)" } == ["Shop/Routing.swift:\(fixture.line("1️⃣"))"])
    }
}

