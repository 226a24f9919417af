import Foundation
import Testing
import VipermapIndexer
import VipermapModel

/// What the code hands along, read as Swift runs it (issue 41): a property typed by a protocol its adopters adopt only
/// in extensions holds the objects the calls hand it, through parameters and a container's factories; a method run as
/// a root of the walk holds the enum cases its callers pass; a view controller of the app's named like a module is
/// that module only when the module is built of it; `setViewControllers` is a navigation controller's whatever else
/// the receiver might be. One invented app, varied per test.
@Suite struct HandedObjectTests {
    /// A module `name` whose configurator wires a view, presenter and router; its presenter opens `next` (a case of
    /// `Stop`) through its router, and its router hands the stop to the guide the configurator is given.
    static func module(_ name: String, next: String) -> String {
        """
        import UIKit

        final class \(name)Configurator {
            static let tag = "\(name.lowercased())"
            var guide: Guiding!
            func configure() -> UIViewController {
                let view = \(name)ViewController()
                let presenter = \(name)Presenter()
                let router = \(name)Router()
                router.guide = guide
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
            func next() { router.open(\(next)) }
        }

        final class \(name)Router {
            var guide: Guiding!
            func open(_ stop: Stop) { guide.walk(to: stop) }
        }
        """
    }

    /// Launch puts a plain container of the app's (`Drawer`, named like the menu module) at the window's root, with a
    /// flow's navigation controller as its content and the menu module beside it. Two flows adopt `Walker` in
    /// extensions; only `StackWalker` hands itself to the factories (`flow: self`), so a guide's `flow` holds it alone —
    /// `SheetWalker`, made but never handed, presents nothing for anyone.
    static let app: [String: String] = [
        "AppDelegate.swift": """
        import UIKit
        @main
        final class AppDelegate: UIResponder, UIApplicationDelegate {
            var window: UIWindow?
            let sheets = SheetWalker()
            func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                let window = UIWindow()
                let stack = StackWalker(first: .garden, boxes: Boxes.screens)
                let menu = Stop.drawer.make(in: Boxes.screens, flow: stack)!
                window.rootViewController = Drawer(content: stack.rootViewController, menu: menu)
                window.makeKeyAndVisible()
                self.window = window
                return true
            }
        }
        """,
        "Drawer.swift": """
        import UIKit
        final class Drawer: UIViewController {
            private let content: UIViewController
            private let menu: UIViewController
            init(content: UIViewController, menu: UIViewController) {
                self.content = content
                self.menu = menu
                super.init(nibName: nil, bundle: nil)
            }
            required init?(coder: NSCoder) { nil }
            override func viewDidLoad() {
                super.viewDidLoad()
                addChild(menu)
                addChild(content)
            }
        }
        """,
        "Walkers.swift": """
        import UIKit
        import Swinject

        enum Stop {
            case garden, pond, drawer

            func make(in boxes: Container, flow: Walker?) -> UIViewController? {
                switch self {
                case .garden: return boxes.resolve(UIViewController.self, name: GardenConfigurator.tag, argument: flow)
                case .pond: return boxes.resolve(UIViewController.self, name: PondConfigurator.tag, argument: flow)
                case .drawer: return boxes.resolve(UIViewController.self, name: DrawerConfigurator.tag, argument: flow)
                }
            }
        }

        protocol Walker: AnyObject {
            func walk(to stop: Stop)
            func restart(at stop: Stop)
        }

        final class StackWalker {
            lazy var rootViewController: UIViewController = {
                let navigation = UINavigationController()
                if let first = first.make(in: boxes, flow: self) { navigation.pushViewController(first, animated: false) }
                return navigation
            }()
            private let first: Stop
            private let boxes: Container
            init(first: Stop, boxes: Container) {
                self.first = first
                self.boxes = boxes
            }
        }

        extension StackWalker: Walker {
            func walk(to stop: Stop) {
                guard let navigation = rootViewController as? UINavigationController,
                      let next = stop.make(in: boxes, flow: self) else { return }
                navigation.pushViewController(next, animated: true)
            }
            func restart(at stop: Stop) {
                guard let navigation = rootViewController as? UINavigationController,
                      let next = stop.make(in: boxes, flow: self) else { return }
                navigation.setViewControllers([next], animated: false)
            }
        }

        final class SheetWalker {
            let root = UIViewController()
        }

        extension SheetWalker: Walker {
            func walk(to stop: Stop) {
                guard let next = stop.make(in: Boxes.screens, flow: nil) else { return }
                root.present(next, animated: true)
            }
            func restart(at stop: Stop) {}
        }

        protocol Guiding {
            func walk(to stop: Stop)
        }

        final class Guide: Guiding {
            let flow: Walker?
            init(flow: Walker?) { self.flow = flow }
            func walk(to stop: Stop) { flow?.walk(to: stop) }
        }

        enum Boxes {
            static let screens: Container = {
                let boxes = Container()
                boxes.register(UIViewController.self, name: GardenConfigurator.tag) { (_, flow: Walker?) in
                    let configurator = GardenConfigurator()
                    configurator.guide = helpers.resolve(Guiding.self, argument: flow)
                    return configurator.configure()
                }
                boxes.register(UIViewController.self, name: PondConfigurator.tag) { (_, flow: Walker?) in
                    let configurator = PondConfigurator()
                    configurator.guide = helpers.resolve(Guiding.self, argument: flow)
                    return configurator.configure()
                }
                boxes.register(UIViewController.self, name: DrawerConfigurator.tag) { (_, flow: Walker?) in
                    let configurator = DrawerConfigurator()
                    configurator.guide = helpers.resolve(Guiding.self, argument: flow)
                    return configurator.configure()
                }
                return boxes
            }()

            static let helpers: Container = {
                let boxes = Container()
                boxes.register(Guiding.self) { (_, flow: Walker?) in Guide(flow: flow) }
                return boxes
            }()
        }
        """,
        "Garden.swift": module("Garden", next: ".pond"),
        "Pond.swift": module("Pond", next: "Stop.garden"),
        "Drawer+Module.swift": module("Drawer", next: ".pond"),
    ]

    /// ``app`` with `old` replaced by `new` in `file` (and `appending` added to it); records an issue when `old` is not
    /// there, so a test never maps the unchanged app by mistake.
    static func app(replacing old: String, with new: String, in file: String, appending: String = "") -> [String: String] {
        var files = app
        let source = files[file] ?? ""
        #expect(source.contains(old), "\(file) holds no `\(old)`")
        files[file] = source.replacingOccurrences(of: old, with: new) + appending
        return files
    }

    /// Each router's `open(_:)` is run for the one stop its presenter passes, by the one walker handed to the
    /// factories (pushing, never presenting); the container named like the menu module is no module, so launch shows
    /// its two children.
    @Test func aProtocolAdoptedInExtensionsHoldsWhatTheCodeHandsIt() throws {
        let map = try Fixture.map(Self.app)
        #expect(map.routeSet == [
            "∅ -[setRoot: ∅]-> Drawer",
            "∅ -[setRoot: ∅]-> Garden",
            "Drawer -[push: open]-> Pond",
            "Garden -[push: open]-> Pond",
            "Pond -[push: open]-> Garden",
        ])
        #expect(map.entryPoints.map(\.module).sorted() == ["Drawer", "Garden"])
        #expect(map.modules.first { $0.name == "Drawer" }?.components.contains { $0.type == "Drawer" } == false)
    }

    /// A guide whose walker nothing hands on (a global the code never sets) walks nowhere: no route through either
    /// walker, however many adopt the protocol.
    @Test func aWalkerNothingHandsGivesNoRoute() throws {
        let files = Self.app(replacing: "{ (_, flow: Walker?) in Guide(flow: flow) }", with: "{ _ in Guide(flow: spareWalker) }",
                             in: "Walkers.swift", appending: "\nvar spareWalker: Walker?\n")
        let map = try Fixture.map(files)
        #expect(map.routeSet == ["∅ -[setRoot: ∅]-> Drawer", "∅ -[setRoot: ∅]-> Garden"])
    }

    /// The flow's `restart(at:)` replaces its navigation controller's stack: `setViewControllers` on the value read
    /// `as? UINavigationController` from a `lazy var … : UIViewController` is a new root of that stack.
    @Test func aStackReplacedThroughARootReadAsANavigationControllerIsANewRoot() throws {
        let files = Self.app(replacing: "func walk(to stop: Stop) { flow?.walk(to: stop) }",
                             with: "func walk(to stop: Stop) { flow?.restart(at: stop) }", in: "Walkers.swift")
        let map = try Fixture.map(files)
        #expect(map.routeSet == [
            "∅ -[setRoot: ∅]-> Drawer",
            "∅ -[setRoot: ∅]-> Garden",
            "Drawer -[setRoot: open]-> Pond",
            "Garden -[setRoot: open]-> Pond",
            "Pond -[setRoot: open]-> Garden",
        ])
    }

    /// A presenter that also passes a stop it does not write in place (one the user picked) leaves the router's
    /// parameter unknown: every stop is a route from it, as before.
    @Test func aStopNotWrittenInPlaceLeavesEveryCaseOpen() throws {
        var files = Self.app
        files["Garden.swift"] = files["Garden.swift"]! + """

        extension GardenPresenter {
            func picked(_ stop: Stop) { router.open(stop) }
        }
        """
        let map = try Fixture.map(files)
        #expect(map.routeSet == [
            "∅ -[setRoot: ∅]-> Drawer",
            "∅ -[setRoot: ∅]-> Garden",
            "Drawer -[push: open]-> Pond",
            "Garden -[push: open]-> Drawer",
            "Garden -[push: open]-> Garden",
            "Garden -[push: open]-> Pond",
            "Pond -[push: open]-> Garden",
        ])
    }

    /// The coordinator as a module's output: `presenter.output = output` in the builder, whose one caller passes the
    /// coordinator (`build(output: self)`, adopting the output protocol in an extension). The presenter's
    /// `output?.didFinish()` runs the coordinator's method — the route to what it shows — and not that of another type
    /// adopting the protocol in its declaration, which nothing stores there.
    static let outputApp: [String: String] = [
        "AppDelegate.swift": Fixture.appDelegate(launching: """
            let navigation = UINavigationController()
            window.rootViewController = navigation
            KitchenFlow(navigation: navigation).start()
            """),
        "Flow.swift": """
        import UIKit
        final class KitchenFlow {
            private let navigation: UINavigationController
            init(navigation: UINavigationController) { self.navigation = navigation }
            func start() {
                let pantry = PantryBuilder.build(output: self)
                navigation.setViewControllers([pantry], animated: false)
            }
            func showOven() { navigation.pushViewController(OvenBuilder.build(), animated: true) }
        }
        extension KitchenFlow: PantryOutput {
            func pantryDidFinish() { showOven() }
        }
        final class Larder: PantryOutput {
            let host = UIViewController()
            func pantryDidFinish() { host.present(CellarBuilder.build(), animated: true) }
        }
        """,
        "Pantry.swift": """
        import UIKit
        protocol PantryOutput: AnyObject { func pantryDidFinish() }
        enum PantryBuilder {
            static func build(output: PantryOutput?) -> UIViewController {
                let view = PantryViewController()
                let presenter = PantryPresenter()
                presenter.output = output
                view.presenter = presenter
                return view
            }
        }
        final class PantryViewController: UIViewController {
            var presenter: PantryPresenter!
            @objc func done() { presenter.finish() }
        }
        final class PantryPresenter {
            weak var output: PantryOutput?
            func finish() { output?.pantryDidFinish() }
        }
        """,
        "Oven.swift": screenModule("Oven"),
        "Cellar.swift": screenModule("Cellar"),
    ]

    /// A module of a builder, a view and a presenter.
    static func screenModule(_ name: String) -> String {
        """
        import UIKit
        enum \(name)Builder {
            static func build() -> UIViewController {
                let view = \(name)ViewController()
                view.presenter = \(name)Presenter()
                return view
            }
        }
        final class \(name)ViewController: UIViewController { var presenter: \(name)Presenter! }
        final class \(name)Presenter {}
        """
    }

    @Test func anOutputRunsTheObjectHandedToItNotEveryAdopter() throws {
        let map = try Fixture.map(Self.outputApp)
        #expect(map.routeSet == ["∅ -[setRoot: ∅]-> Pantry", "Pantry -[push: finish]-> Oven"])
        #expect(map.routes(from: "Pantry", to: "Cellar").isEmpty)
    }

    /// A view controller named exactly like its module that the module's configurator builds is the module's screen,
    /// as before: the rule for a container named like a module does not fire on it.
    @Test func aModulesOwnScreenNamedLikeItStaysItsScreen() throws {
        let files = Self.app(replacing: "PondViewController", with: "Pond", in: "Pond.swift")
        let map = try Fixture.map(files)
        #expect(map.routeSet.contains("Garden -[push: open]-> Pond"))
        #expect(map.routeSet.contains("Pond -[push: open]-> Garden"))
        #expect(map.modules.first { $0.name == "Pond" }?.components.contains { $0.type == "Pond" && $0.role == .view } == true)
    }
}
