import Foundation
import Testing
import VipermapIndexer
import VipermapModel

/// Semantics real apps build navigation with (issue 40): a dependency container's registrations keyed by a name, an
/// implicit member typed by its parameter, a stored property's initial value run when read, a closure's own locals, a
/// branch decided by an enum case's computed property, a navigation controller filled before it is shown, and a root
/// class named like a controller. One invented app per construct.
@Suite struct KeyedRegistryTests {
    /// A module `name` whose configurator wires a view, presenter and router, registered under `tag`; its router
    /// sends `next` to the navigator the configurator is given.
    static func module(_ name: String, tag: String, next: String) -> String {
        """
        import UIKit

        final class \(name)Configurator {
            static let tag = "\(tag)"
            var navigator: Navigating!
            func configure() -> UIViewController {
                let view = \(name)ViewController()
                let presenter = \(name)Presenter()
                let router = \(name)Router()
                router.navigator = navigator
                presenter.router = router
                view.output = presenter
                return view
            }
        }

        final class \(name)ViewController: UIViewController {
            var output: \(name)Presenter!
            @objc func tapped() { output.next() }
        }

        final class \(name)Presenter {
            var router: \(name)Router!
            func next() { router.openNext() }
        }

        final class \(name)Router {
            var navigator: Navigating!
            func openNext() { navigator.go(to: \(next)) }
        }
        """
    }

    /// The app's launch and navigation: a container made once in a static property's initial value, each factory
    /// under its configurator's tag (one under a literal); an enum of destinations that resolves by key; a flow whose
    /// navigation controller is made on first read, with its first screen pushed before it is shown.
    static let app: [String: String] = [
        "AppDelegate.swift": """
        import UIKit
        @main
        final class AppDelegate: UIResponder, UIApplicationDelegate {
            var window: UIWindow?
            func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                let window = UIWindow()
                let flow = StackFlow(root: .ledger, registry: Registry.screens)
                window.rootViewController = flow.rootViewController
                window.makeKeyAndVisible()
                self.window = window
                return true
            }
        }
        """,
        "Registry.swift": """
        import UIKit
        import Swinject

        enum Registry {
            static let screens: Container = {
                let container = Container()
                container.register(UIViewController.self, name: LedgerConfigurator.tag) { (_, flow: Flow?) in
                    let configurator = LedgerConfigurator()
                    configurator.navigator = Navigator(flow: flow)
                    return configurator.configure()
                }
                container.register(UIViewController.self, name: QuayConfigurator.tag) { (_, flow: Flow?) in
                    let configurator = QuayConfigurator()
                    configurator.navigator = Navigator(flow: flow)
                    return configurator.configure()
                }
                container.register(UIViewController.self, name: "tides") { (_, flow: Flow?) in
                    let configurator = TidesConfigurator()
                    configurator.navigator = Navigator(flow: flow)
                    return configurator.configure()
                }
                return container
            }()
        }

        enum Destination {
            case ledger, quay, tides

            func make(in container: Container, flow: Flow?) -> UIViewController? {
                switch self {
                case .ledger: return container.resolve(UIViewController.self, name: LedgerConfigurator.tag, argument: flow)
                case .quay: return container.resolve(UIViewController.self, name: QuayConfigurator.tag, argument: flow)
                case .tides: return container.resolve(UIViewController.self, name: "tides", argument: flow)
                }
            }
        }

        protocol Flow: AnyObject {
            func show(_ destination: Destination)
        }

        final class StackFlow: Flow {
            lazy var rootViewController: UIViewController = {
                let navigation = UINavigationController()
                if let first = root.make(in: registry, flow: self) { navigation.pushViewController(first, animated: false) }
                return navigation
            }()
            private let root: Destination
            private let registry: Container
            init(root: Destination, registry: Container) {
                self.root = root
                self.registry = registry
            }
            func show(_ destination: Destination) {
                guard let navigation = rootViewController as? UINavigationController,
                      let next = destination.make(in: registry, flow: self) else { return }
                navigation.pushViewController(next, animated: true)
            }
        }

        protocol Navigating {
            func go(to destination: Destination)
        }

        final class Navigator: Navigating {
            let flow: Flow?
            init(flow: Flow?) { self.flow = flow }
            func go(to destination: Destination) { flow?.show(destination) }
        }
        """,
        "Ledger.swift": module("Ledger", tag: "ledgerScreen", next: ".quay"),
        "Quay.swift": module("Quay", tag: "quayScreen", next: ".tides"),
        "Tides.swift": module("Tides", tag: "tidesScreen", next: ".ledger"),
    ]

    /// Each route goes to the one module registered under the key its destination resolves: the key folded from a
    /// configurator's constant or a literal, the destination typed by the parameter `.quay` is passed for, each
    /// factory's `let configurator` its own. The launch pushes the first screen onto a navigation controller nothing
    /// shows yet, then sets it as the root: the entry point, set as the root; the flow's later reads of that
    /// controller show nothing again.
    @Test func eachRouteGoesToTheRegistrationOfItsKey() throws {
        let map = try Fixture.map(Self.app)
        #expect(map.routeSet == [
            "∅ -[setRoot: ∅]-> Ledger",
            "Ledger -[push: openNext]-> Quay",
            "Quay -[push: openNext]-> Tides",
            "Tides -[push: openNext]-> Ledger",
        ])
        #expect(map.entryPoints.map(\.module) == ["Ledger"])
    }

    /// The map of ``app`` with `.tides` resolved with `arguments` after the type instead of its literal key.
    static func map(resolvingTides arguments: String) throws -> AppMap {
        var files = app
        files["Registry.swift"] = files["Registry.swift"]!.replacingOccurrences(
            of: "case .tides: return container.resolve(UIViewController.self, name: \"tides\", argument: flow)",
            with: "case .tides: return container.resolve(UIViewController.self, \(arguments))")
        #expect(files != app)
        return try Fixture.map(files)
    }

    /// A key the walk cannot fold (the user's input) runs no registration: no route to each registered screen.
    @Test func aKeyTheWalkCannotFoldRunsNoRegistration() throws {
        let map = try Self.map(resolvingTides: "name: UserDefaults.standard.string(forKey: \"last\") ?? \"\", argument: flow")
        #expect(map.routes(from: "Quay", to: "Ledger").isEmpty)
        #expect(map.routes(from: "Quay", to: "Tides").isEmpty)
        #expect(map.routes(from: "Quay", to: "Quay").isEmpty)
        #expect(map.routes(from: "Ledger", to: "Quay").map(\.transition) == [.push])
        // Said where it is resolved, once (the destinations' enum is no module's code).
        let line = try #require(Self.app["Registry.swift"]!.components(separatedBy: "\n").firstIndex { $0.contains("case .tides:") }) + 1
        let said = map.findings.filter { $0.rule == "unresolvedRegistryKey" }
        #expect(said.map { "\($0.module ?? "-") \($0.file ?? ""):\($0.line ?? 0)" } == ["- Registry.swift:\(line)"])
    }

    /// `resolve(T.self)` with no name runs the factories registered with none: not the keyed ones.
    @Test func aResolveWithNoNameRunsOnlyTheUnnamedRegistrations() throws {
        let map = try Self.map(resolvingTides: "argument: flow")
        #expect(map.routes(from: "Quay", to: "Tides").isEmpty)
        #expect(map.routes(from: "Quay", to: "Ledger").isEmpty)
        #expect(map.routes(from: "Ledger", to: "Quay").map(\.transition) == [.push])
    }

    /// Two factories of the resolver alone under one key in one body: the container keeps the last, one finding at
    /// it. Another key, a factory taking arguments (keyed by their types too) and another body are no duplicates.
    @Test func twoRegistrationsUnderOneKeyGiveAFinding() throws {
        let registry = """
        import UIKit
        import Swinject
        final class Wharf: UIViewController {}
        final class Crane: UIViewController {}
        enum Depot {
            static func fill(_ container: Container) {
                container.register(UIViewController.self, name: "wharf") { _ in Wharf() }
                container.register(UIViewController.self, name: "crane") { _ in Crane() }
                container.register(UIViewController.self, name: "wharf") { _ in Crane() }
                container.register(UIViewController.self) { (_, size: Int) in Wharf() }
                container.register(UIViewController.self) { (_, name: String) in Crane() }
            }
            static func refill(_ container: Container) {
                container.register(UIViewController.self, name: "crane") { _ in Crane() }
            }
        }
        """
        let map = try Fixture.map(["Depot.swift": registry])
        let found = map.findings.filter { $0.rule == "duplicateRegistration" }
        #expect(found.map { "\($0.file ?? ""):\($0.line ?? 0)" } == ["Depot.swift:9"])
        #expect(found.first?.message == "`UIViewController` is registered twice under the name `\"wharf\"` in one body (first at line 7): the container keeps the factory registered last, so the first never runs. Remove one, or register it under a name of its own.")
    }

    /// `resolve(T.self, argument: x)` runs the factory with `x` as its parameter after the resolver: a factory choosing
    /// its screen by that argument builds only the one asked for.
    @Test func aResolvedFactoryIsGivenTheArgumentOfTheResolve() throws {
        let map = try Fixture.map([
            "Depot.swift": """
            import UIKit
            import Swinject
            enum Berth { case north, south }
            enum Depot {
                static let container: Container = {
                    let container = Container()
                    container.register(UIViewController.self) { (_, berth: Berth) in
                        switch berth {
                        case .north: return NorthDockViewController()
                        case .south: return SouthDockViewController()
                        }
                    }
                    return container
                }()
            }
            """,
            "Screens.swift": ["Harbor", "NorthDock", "SouthDock"].map(SwiftScopesAndBranchesTests.screen).joined(separator: "\n") + """

            extension HarborViewController {
                @objc func tapNorth() {
                    navigationController?.pushViewController(Depot.container.resolve(UIViewController.self, argument: Berth.north)!, animated: true)
                }
            }
            """,
        ])
        #expect(map.routeSet == ["Harbor -[push: tapNorth]-> NorthDock"])
    }
}

/// Constructs of the language the walk follows as Swift runs them (issue 40).
@Suite struct SwiftScopesAndBranchesTests {
    static func screen(_ name: String) -> String {
        """
        import UIKit
        final class \(name)ViewController: UIViewController { var presenter: \(name)Presenter! }
        final class \(name)Presenter {}
        """
    }

    /// A property's `willSet` runs with `newValue` the value stored: a slot whose observer adds it as a child embeds
    /// what the module stores into it.
    @Test func anObserverSeesTheValueStored() throws {
        let map = try Fixture.map([
            "Menu.swift": """
            import UIKit
            final class MenuViewController: UIViewController {
                var presenter: MenuPresenter!
                var content: UIViewController? {
                    willSet {
                        guard let newValue else { return }
                        addChild(newValue)
                    }
                }
                override func viewDidLoad() {
                    super.viewDidLoad()
                    content = HarborViewController()
                }
            }
            final class MenuPresenter {}
            """,
            "Harbor.swift": Self.screen("Harbor"),
        ])
        #expect(map.routeSet == ["Menu -[embed: ∅]-> Harbor"])
    }

    /// Two closures of one function each declare `let screen`: each returns its own, not both (a closure's locals are
    /// its own in Swift).
    @Test func aClosureSeesItsOwnLocalsNotAnotherClosures() throws {
        let map = try Fixture.map([
            "Menu.swift": """
            import UIKit
            final class MenuViewController: UIViewController {
                var presenter: MenuPresenter!
                let factories: [String: () -> UIViewController] = MenuViewController.makeFactories()
                static func makeFactories() -> [String: () -> UIViewController] {
                    let harbor: () -> UIViewController = {
                        let screen = HarborViewController()
                        return screen
                    }
                    let pier: () -> UIViewController = {
                        let screen = PierViewController()
                        return screen
                    }
                    return ["harbor": harbor, "pier": pier]
                }
                @objc func openHarbor() {
                    guard let make = factories["harbor"] else { return }
                    navigationController?.pushViewController(make(), animated: true)
                }
            }
            final class MenuPresenter {}
            """,
            "Harbor.swift": Self.screen("Harbor"),
            "Pier.swift": Self.screen("Pier"),
        ])
        #expect(map.routeSet == ["Menu -[push: openHarbor]-> Harbor"])
    }

    /// `if destination.isModal` where the walk knows `destination` is one case: the computed property's value for
    /// that case decides the branch, and a binding in the other branch never happens.
    @Test func aBranchOnACasesComputedPropertyRunsOnlyThatBranch() throws {
        let map = try Fixture.map([
            "Menu.swift": """
            import UIKit
            enum Stop {
                case harbor, pier
                var isModal: Bool {
                    switch self {
                    case .pier: return true
                    default: return false
                    }
                }
            }
            final class MenuViewController: UIViewController {
                var presenter: MenuPresenter!
                @objc func openHarbor() { open(.harbor) }
                func open(_ stop: Stop) {
                    let next: UIViewController
                    if stop.isModal {
                        next = PierViewController()
                    } else {
                        next = HarborViewController()
                    }
                    navigationController?.pushViewController(next, animated: true)
                }
            }
            final class MenuPresenter {}
            """,
            "Harbor.swift": Self.screen("Harbor"),
            "Pier.swift": Self.screen("Pier"),
        ])
        // `open(_:)` run on its own holds what its one caller passes (``HandedObjectTests``): the modal branch never runs.
        #expect(map.routeSet == ["Menu -[push: openHarbor]-> Harbor"])
    }

    /// A class declared with no superclass is no `UIViewController`, whatever its name: `final class
    /// NavigationFlowController {` adopting the app's `FlowController` is no module's view (and makes no module), while
    /// a `ListController: UIViewController` of the same shape is one.
    @Test func aRootClassNamedLikeAControllerIsNoScreen() throws {
        let map = try Fixture.map([
            "Flow.swift": """
            import UIKit
            protocol FlowController: AnyObject { func start() }
            final class NavigationFlowController {
                let navigation = UINavigationController()
            }
            extension NavigationFlowController: FlowController {
                func start() { navigation.pushViewController(HarborViewController(), animated: false) }
            }
            final class ListController: UIViewController {
                var presenter: ListPresenter!
            }
            final class ListPresenter {}
            """,
            "Harbor.swift": Self.screen("Harbor"),
        ])
        #expect(map.moduleIDs == ["Harbor", "List"])
    }
}
