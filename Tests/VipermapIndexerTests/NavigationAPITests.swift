import Testing
@testable import VipermapIndexer
import VipermapModel

/// The one table of what navigation APIs do (``NavigationAPI``): which row a call fits, and what the value-flow walk
/// makes of each kind of row.
@Suite struct NavigationAPITests {
    // MARK: The table

    /// (method, argument labels of the call) → the row's signature, or nil when no row fits.
    static let fits: [(String, String, String?)] = [
        ("pushViewController", "_:animated:", "pushViewController(_:animated:)"),
        ("present", "_:animated:completion:", "present(_:animated:completion:)"),
        ("present", "_:animated:", "present(_:animated:completion:)"),
        ("present", "withPushfrom:", "present(withPushfrom:)"),
        ("present", "from:insideView:", "present(from:insideView:)"),
        ("present", "from:embedInNavController:presentationStyle:transitionStyle:setupData:completion:",
         "present(from:embedInNavController:presentationStyle:transitionStyle:setupData:completion:)"),
        ("show", "_:sender:", "show(_:sender:)"),
        ("show", "from:embedInNavController:setupData:", "show(from:embedInNavController:setupData:)"),
        ("show", "from:insideView:setupData:", "show(from:insideView:setupData:)"),
        ("show", "inWindow:embedInNavController:setupData:makeKeyAndVisible:", "show(inWindow:embedInNavController:setupData:makeKeyAndVisible:)"),
        ("addChildViewController", "_:", "addChildViewController(_:)"),
        ("launch", "from:", "launch(from:)"),
        ("addAsChildView", "ofView:insideContainer:", "addAsChildView(ofView:insideContainer:)"),
        ("forStoryboard", "factory:to:", "forStoryboard(factory:to:)"),
        ("forCurrentStoryboard", "resterationId:to:", "forCurrentStoryboard(resterationId:to:)"),
        ("forCurrentStoryboard", "restorationId:to:", "forCurrentStoryboard(restorationId:to:)"),
        // Where no row fits: a view's own `show(title:)`, a `launch(options:)` of the app's, a `pushes(_:)`.
        ("show", "title:", nil),
        ("launch", "options:", nil),
        ("pushes", "_:", nil),
        ("present", "error:", nil),
        ("forStoryboard", "name:to:", nil),
    ]

    @Test(arguments: fits)
    func aCallFitsTheRowOfItsLabels(_ method: String, _ labels: String, _ signature: String?) {
        #expect(NavigationAPI.call(method, labels: labels)?.signature == signature)
    }

    @Test func everyRowIsNamedByItsSignatureAndListedOnce() {
        let signatures = NavigationAPI.calls.map(\.signature)
        #expect(Set(signatures).count == signatures.count)
        for row in NavigationAPI.calls {
            #expect(row.signature.hasPrefix(row.name + "(") && row.signature.hasSuffix(")"), "\(row.signature)")
            // A back transition shows nothing; every other row says which value is the screen.
            #expect((row.shown == .none) == row.transition.isBack, "\(row.signature)")
        }
    }

    /// The walk stops at the platform's and RIBs' calls wherever they are made; a dialect's base-class call only where
    /// the app declares no method it runs.
    @Test func platformSinksAreUIKitsAndRIBsForwardCalls() {
        let sinks = Set(NavigationAPI.calls.filter(\.isPlatformSink).map(\.name))
        #expect(sinks == ["pushViewController", "present", "show", "showDetailViewController", "setViewControllers", "addChild",
                          "addChildViewController", "attachChild", "launch", "forStoryboard", "forCurrentStoryboard", "forSegue"])
        #expect(!NavigationAPI.isPlatformSinkName("pushWireframe"))
        #expect(!NavigationAPI.isPlatformSinkName("dismiss"))
    }

    /// The facts step and the link read one set of names (the three tables before it disagreed on
    /// `addChildViewController`, `popToViewController` and `setRoot`).
    @Test func theFactsAndTheLinkReadOneSetOfNames() {
        #expect(NavigationAPI.navigationNames.isSuperset(of: ["addChildViewController", "popToViewController", "setRoot", "pushWireframe"]))
        #expect(!NavigationAPI.navigationNames.contains("attachChild"))
        #expect(!NavigationAPI.navigationNames.contains("launch"))
        #expect(!NavigationAPI.navigationNames.contains("forStoryboard"))
    }

    /// The style a LightRoute node is given (`to(preferred:)`'s argument) → its transition; nil: the row's own.
    static let nodeStyles: [(ValueFact, Transition?)] = [
        (.call(.implicitMember("navigation"), labels: "style:", arguments: [.implicitMember("push")]), .push),
        (.call(.implicitMember("navigation"), labels: "style:", arguments: [.implicitMember("present")]), .present),
        (.implicitMember("present"), .present),
        // A way back is no style of a node that shows a screen; a case of no transition says nothing.
        (.call(.implicitMember("navigation"), labels: "style:", arguments: [.implicitMember("pop")]), .push),
        (.call(.implicitMember("split"), labels: "style:", arguments: [.implicitMember("detail")]), nil),
        (.implicitMember("default"), nil),
        (.name("style"), nil),
    ]

    @Test(arguments: nodeStyles)
    func aLightRouteNodesStyleIsTheTransitionItsCaseNames(_ argument: ValueFact, _ transition: Transition?) {
        #expect(NavigationAPI.lightRouteStyle(argument) == transition)
    }

    // MARK: What the walk makes of each kind of row

    static func walkMap(_ files: [String: String]) throws -> (AppMap, Fixture) {
        let fixture = try Fixture(files)
        return (try fixture.map(), fixture)
    }

    static func module(_ name: String) -> String {
        """
        import UIKit
        final class \(name)ViewController: UIViewController { var presenter: \(name)Presenter? }
        final class \(name)Presenter { var router: \(name)Router? }
        final class \(name)Router { weak var viewController: UIViewController? }
        """
    }

    /// The Harbor module, its router's body left open for the methods a test gives it.
    static let harborHead = """
    import UIKit
    final class HarborViewController: UIViewController { var presenter: HarborPresenter? }
    final class HarborPresenter { var router: HarborRouter? }
    final class HarborRouter {
        weak var viewController: UIViewController?

    """

    /// A module catalog's case built by the catalog's library (`AppModules.pier.build()`, no `build()` in the app's
    /// code) is the module the case names, and the library's router call on it (`router.show(from:…)`) shows it.
    @Test func aCatalogCaseBuiltAndShownByTheLibrarysRouter() throws {
        let (map, fixture) = try Self.walkMap([
            "Ferry/AppModules.swift": "enum AppModules: String { case harbor, pier, dock }",
            "Ferry/Pier.swift": Self.module("Pier"),
            "Ferry/Dock.swift": Self.module("Dock"),
            "Ferry/Harbor.swift": Self.harborHead + """
                func showPier() {
                    let module = AppModules.pier.build()
                    1️⃣module.router.show(from: viewController!, embedInNavController: true, setupData: nil)
                }
                func embedDock(in view: UIView) {
                    2️⃣AppModules.dock.build().router.show(from: viewController!, insideView: view, setupData: nil)
                }
            }
            """,
        ])
        defer { fixture.remove() }
        // The router's `embedDock(in:)` embeds on request: it triggers the embed.
        #expect(map.routeSet == ["Harbor -[show: showPier]-> Pier", "Harbor -[embed: embedDock]-> Dock"])
        #expect(map.routes(from: "Harbor", to: "Pier").map(\.line) == [fixture.line("1️⃣")])
    }

    /// Viperit's `Router.addAsChildView(ofView:insideContainer:)` embeds the module the router is of in the view it is
    /// given, also when the module's router is cast to the library's `Router` first.
    @Test func viperitsRouterEmbedsItsModuleInAContainer() throws {
        let (map, fixture) = try Self.walkMap([
            "Ferry/AppModules.swift": "enum AppModules: String { case harbor, pier, dock }",
            "Ferry/Pier.swift": Self.module("Pier"),
            "Ferry/Dock.swift": Self.module("Dock"),
            "Ferry/Harbor.swift": Self.harborHead + """
                func addPier(in view: UIView) {
                    let module = AppModules.pier.build()
                    1️⃣(module.router as! Router).addAsChildView(ofView: viewController!, insideContainer: view)
                }
                func addDock(in view: UIView) {
                    AppModules.dock.build().router.addAsChildView(ofView: viewController!, insideContainer: view)
                }
            }
            """,
        ])
        defer { fixture.remove() }
        #expect(map.routeSet == ["Harbor -[embed: addPier]-> Pier", "Harbor -[embed: addDock]-> Dock"])
        #expect(map.routes(from: "Harbor", to: "Pier").map(\.line) == [fixture.line("1️⃣")])
    }

    /// LightRoute's node (`forStoryboard(factory:to:)`, `forCurrentStoryboard(resterationId:to:)`): the module whose input
    /// protocol `to:` names is shown, pushed when the node is given `.navigation(style: .push)`, presented otherwise. A
    /// style given to a call that only reaches the node through a method of the app's is not the node's; a `to:` type of
    /// no module shows nothing.
    @Test func aLightRouteNodeShowsTheModuleItsInputProtocolNames() throws {
        let (map, fixture) = try Self.walkMap([
            "Ferry/Pier.swift": Self.module("Pier") + "\nprotocol PierModuleInput: AnyObject {}\nextension PierPresenter: PierModuleInput {}",
            "Ferry/Dock.swift": Self.module("Dock") + "\nprotocol DockModuleInput: AnyObject {}\nextension DockPresenter: DockModuleInput {}",
            "Ferry/Harbor.swift": Self.harborHead + """
                func showPier() {
                    1️⃣try! viewController!.forStoryboard(factory: StoryboardFactory(storyboardName: "Pier"), to: PierModuleInput.self)
                        .to(preferred: .navigation(style: .push))
                        .then { module in module.configure() }
                }
                func showDock() {
                    2️⃣try? viewController!.forCurrentStoryboard(resterationId: "Dock", to: DockModuleInput.self).perform()
                }
                func showNothing() {
                    try? viewController!.forStoryboard(factory: StoryboardFactory(storyboardName: "Hull"), to: HullStyle.self).perform()
                }
                func showRelayed() {
                    relay().to(preferred: .navigation(style: .push)).perform()
                }
                func relay() -> StoryboardNode { dockNode() }
                func dockNode() -> StoryboardNode {
                    try! viewController!.forSegue(identifier: "dock", to: DockModuleInput.self)
                }
            }
            struct HullStyle {}
            """,
        ])
        defer { fixture.remove() }
        // `showRelayed()` presents the dock too (a route of its own trigger): the push it asks of the node it gets back
        // is no style of the node `dockNode()` made.
        #expect(map.routeSet == ["Harbor -[push: showPier]-> Pier", "Harbor -[present: showDock]-> Dock", "Harbor -[present: showRelayed]-> Dock"])
        #expect(map.routes(from: "Harbor", to: "Pier").map(\.line) == [fixture.line("1️⃣")])
    }

    /// Where it must not fire: `build()` on a case of an enum that is no module catalog, and a router call that fits
    /// no row (`show(title:)`), make no route.
    @Test func noRouteFromAPlainEnumOrACallThatFitsNoRow() throws {
        let (map, fixture) = try Self.walkMap([
            "Ferry/Tabs.swift": "enum Tabs: String { case pier }",
            "Ferry/Pier.swift": Self.module("Pier"),
            "Ferry/Harbor.swift": Self.harborHead + """
                func showPier() {
                    Tabs.pier.build().router.show(from: viewController!, embedInNavController: true, setupData: nil)
                }
                func rename() { PierRouterStub().show(title: "Pier") }
            }
            final class PierRouterStub {}
            """,
        ])
        defer { fixture.remove() }
        #expect(map.routeSet.isEmpty)
    }

    /// UIKit's name for `addChild(_:)` before Swift 4.2 embeds like it.
    @Test func addChildViewControllerEmbeds() throws {
        let (map, fixture) = try Self.walkMap([
            "Ferry/Pier.swift": Self.module("Pier") + """

            extension PierRouter { static func build() -> UIViewController { PierViewController() } }
            """,
            "Ferry/Harbor.swift": """
            import UIKit
            final class HarborViewController: UIViewController {
                var presenter: HarborPresenter?
                func showMap() {
                    let child = PierRouter.build()
                    1️⃣addChildViewController(child)
                    view.addSubview(child.view)
                }
            }
            final class HarborPresenter {}
            """,
        ])
        defer { fixture.remove() }
        // An embed the view makes when asked (`showMap()`, not while it loads) is triggered by that method.
        #expect(map.routeSet == ["Harbor -[embed: showMap]-> Pier"])
        #expect(map.routes(from: "Harbor", to: "Pier").map(\.line) == [fixture.line("1️⃣")])
    }

    /// A `BaseWireframe` the app does not declare (the dialect's base class from a library): its `pushWireframe(_:)`
    /// pushes by the table; one the app declares is followed into, to UIKit's call — the same route either way.
    @Test(arguments: [false, true])
    func aWireframePushedByTheDialectsBaseClass(declared: Bool) throws {
        var files = [
            "Ferry/Pier.swift": """
            import UIKit
            final class PierViewController: UIViewController {}
            final class PierWireframe: BaseWireframe { init() { super.init(viewController: PierViewController()) } }
            """,
            "Ferry/Harbor.swift": """
            import UIKit
            final class HarborViewController: UIViewController {}
            final class HarborWireframe: BaseWireframe {
                func openPier() { 1️⃣navigationController?.pushWireframe(PierWireframe()) }
            }
            """,
        ]
        if declared {
            files["Ferry/BaseWireframe.swift"] = """
            import UIKit
            class BaseWireframe {
                let viewController: UIViewController
                init(viewController: UIViewController) { self.viewController = viewController }
            }
            extension UINavigationController {
                func pushWireframe(_ wireframe: BaseWireframe, animated: Bool = true) {
                    pushViewController(wireframe.viewController, animated: animated)
                }
            }
            """
        }
        let (map, fixture) = try Self.walkMap(files)
        defer { fixture.remove() }
        #expect(map.routeSet == ["Harbor -[push: openPier]-> Pier"])
    }
}
