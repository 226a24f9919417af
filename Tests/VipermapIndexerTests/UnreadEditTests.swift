import Foundation
import Testing
import VipermapAnalysis
@testable import VipermapIndexer
import VipermapModel

/// An edit that changes facts the link that made the last map never read (``LinkReads``) keeps that map with the
/// file's lines moved: the result must be exactly a cold run's, and every edit the link does read must link again.
@Suite struct UnreadEditTests {
    typealias Space = CacheTests.Workspace

    static func router(_ name: String, _ body: String = "") -> String {
        """
        import UIKit
        final class \(name)Router {
            weak var viewController: UIViewController?
            static func build() -> UIViewController { UIViewController() }
        \(body)
        }
        final class \(name)Presenter {
            var router: \(name)Router?
            func viewDidLoad() { setUp() }
        }
        final class \(name)ViewController: UIViewController { var presenter: \(name)Presenter? }
        """
    }

    /// Every way the link reads a function or a member count by name, one module each.
    static var sources: [String: String] {
        [
            "Modules/Home/Home.swift": router("Home", """
                func routeToLogin() {
                    viewController?.navigationController?.pushViewController(LoginRouter.build(), animated: true)
                }
                func routeToHelp() {
                    viewController?.present(makeHelp(), animated: true)
                }
                private func openOrders() {
                    viewController?.navigationController?.pushViewController(OrdersRouter.build(), animated: true)
                }
                func routeToCart() {
                    viewController?.present(ScreenFactory.makeCart(), animated: true)
                }
            """),
            "Modules/Login/Login.swift": router("Login"),
            "Modules/Orders/Orders.swift": router("Orders"),
            "Modules/Help/Help.swift": router("Help"),
            "Modules/Cart/Cart.swift": router("Cart"),
            "Modules/Profile/Profile.swift": """
            import UIKit
            final class ProfileRouter { weak var viewController: UIViewController? }
            final class ProfilePresenter {}
            final class ProfileViewController: UIViewController {}
            """,
            "Modules/Feed/FeedInterfaces.swift": """
            protocol FeedWireframeInterface: AnyObject {
                func showFilters()
            }
            """,
            "Modules/Feed/FeedWireframe.swift": """
            import UIKit
            final class FeedWireframe { weak var viewController: UIViewController? }
            extension FeedWireframe: FeedWireframeInterface {}
            """,
            "Modules/Feed/FeedPresenter.swift": """
            final class FeedPresenter {
                var wireframe: FeedWireframeInterface?
            }
            """,
            "Modules/Feed/FeedViewController.swift": """
            import UIKit
            final class FeedViewController: UIViewController { var presenter: FeedPresenter? }
            """,
        ]
    }

    /// Runs `edit`, then a warm and a cold run: they must give the same map. Returns the warm run and whether the
    /// map differs from the one before the edit.
    static func warmAfter(_ space: Space, _ edit: () throws -> Void) throws -> (run: IndexRun, changed: Bool) {
        let before = try MapReuseTests.run(space, cached: false).map
        try edit()
        let warm = try MapReuseTests.run(space)
        let cold = try MapReuseTests.run(space, cached: false)
        #expect(warm.map == cold.map)
        #expect(warm.warnings.isEmpty)
        return (warm, cold.map != before)
    }

    /// The keys the snapshot stores are FNV-1a over the owner's UTF-8, a 0xFF byte and the name's, whatever
    /// storage the strings have (native, a substring's copy, or bridged from `NSString`).
    @Test func keysAreFNV1aOverOwnerAndName() {
        let offsetBasis: UInt64 = 0xcbf2_9ce4_8422_2325, prime: UInt64 = 0x100_0000_01b3
        func reference(_ owner: String, _ name: String) -> UInt64 {
            Array(owner.utf8 + [0xFF] + name.utf8).reduce(offsetBasis) { ($0 ^ UInt64($1)) &* prime }
        }
        #expect(LinkReads.key("", "") == (offsetBasis ^ 0xFF) &* prime)
        let long = String(repeating: "Ünïcödé🧭", count: 40)
        let pairs: [(String, String)] = [
            ("LoginRouter", "routeToHome"), ("Café", "öffnen"), ("", "x"), ("x", ""), (long, long),
            (String(long.dropFirst(3)), "a"), (NSString(string: "BridgedOwner\u{1F9ED}") as String, NSString(string: "name") as String),
        ]
        for (owner, name) in pairs {
            #expect(LinkReads.key(owner, name) == reference(owner, name), "\(owner) \(name)")
        }
        #expect(LinkReads.key("ab", "c") != LinkReads.key("a", "bc"))
    }

    @Test func theFixtureHasWhatTheEditsChange() throws {
        let space = try Space(files: Self.sources)
        defer { space.remove() }
        let map = try MapReuseTests.run(space).map
        #expect(map.routeSet == [
            "Home -[push: routeToLogin]-> Login",
            "Home -[present: routeToHelp]-> ∅",
            "Home -[push: openOrders]-> Orders",
            "Home -[present: routeToCart]-> ∅",
        ])
        #expect(map.modules.first { $0.id == "Profile" }?.evidence.contains { $0.kind == "emptyBody" && $0.message == "ProfilePresenter has an empty body" } == true)
        #expect(map.modules.first { $0.id == "Feed" }?.navigationOptions.map { "\($0.name):\($0.state.rawValue)" } == ["showFilters:unhandled"])
        #expect(map.modules.first { $0.id == "Home" }?.components.contains { $0.role == .scope } == false)
    }

    @Test func methodsNoLookupReachesKeepTheMap() throws {
        let space = try Space(files: Self.sources)
        defer { space.remove() }
        _ = try MapReuseTests.run(space)
        // A method in an extension, calling a helper: not a name the link looks up.
        let added = try Self.warmAfter(space) {
            try space.edit("Modules/Home/Home.swift") { $0 + "\nextension HomePresenter {\n    func refresh() { reload() }\n}\n" }
        }
        #expect(added.run.statistics.reusedMap)
        #expect(added.run.statistics.unreadEdits == 1)
        #expect(added.run.statistics.parsedFiles == 1)
        #expect(!added.changed)
        // A method at the top of the router's body: every route below it moves down two lines.
        let inside = try Self.warmAfter(space) {
            try space.edit("Modules/Home/Home.swift") {
                $0.replacingOccurrences(of: "{ UIViewController() }\n", with: "{ UIViewController() }\n    func track() { log() }\n\n\n")
            }
        }
        #expect(inside.run.statistics.reusedMap)
        #expect(inside.run.statistics.unreadEdits == 1)
        #expect(inside.changed)
        // A body changed (the old and the new function are both unread), and the first method removed again.
        let changed = try Self.warmAfter(space) {
            try space.edit("Modules/Login/Login.swift") { $0.replacingOccurrences(of: "{ setUp() }", with: "{ setUp(); track(screen) }") }
            try space.edit("Modules/Home/Home.swift") { $0.replacingOccurrences(of: "\nextension HomePresenter {\n    func refresh() { reload() }\n}\n", with: "") }
        }
        #expect(changed.run.statistics.reusedMap)
        #expect(changed.run.statistics.unreadEdits == 2)
        #expect(!changed.changed)
        // A free function: never looked up.
        let free = try Self.warmAfter(space) {
            try space.edit("Modules/Cart/Cart.swift") { $0 + "\nfunc cartBadgeText(count: Int) -> String { format(count) }\n" }
        }
        // Up to a few edited files, the pack is not rewritten: each run compares them with the pack's facts again
        // (the router, the login presenter and the cart file).
        #expect(free.run.statistics.unreadEdits == 3)
        #expect(!free.changed)
    }

    /// Each edit changes the map through one way the link reads functions or member counts: it must link again.
    @Test(arguments: [
        // `present(makeHelp())`: the helper the target is returned from now exists.
        ("helper", "Modules/Home/Home.swift", "\nextension HomeRouter {\n    func makeHelp() -> UIViewController { return HelpRouter.build() }\n}\n"),
        // `ScreenFactory.makeCart()`: the method the target calls now exists.
        ("typeCall", "Modules/Help/Help.swift", "\nextension ScreenFactory {\n    static func makeCart() -> UIViewController { return CartRouter.build() }\n}\n"),
        // A caller of the private `openOrders()` gives its route a trigger.
        ("trigger", "Modules/Home/Home.swift", "\nextension HomeRouter {\n    func routeToOrders() { openOrders() }\n}\n"),
        // The empty presenter gains a member.
        ("memberCount", "Modules/Profile/Profile.swift", "\nextension ProfilePresenter {\n    func load() {}\n}\n"),
        // The wireframe interface's method gets an implementation.
        ("option", "Modules/Feed/FeedWireframe.swift", "\nextension FeedWireframe {\n    func showFilters() {}\n}\n"),
        // An extension named like a module is its scope.
        ("scope", "Modules/Home/Home.swift", "\nextension Home {\n    func note() {}\n}\n"),
    ])
    func methodsALookupReachesLinkAgain(_ edit: (name: String, path: String, text: String)) throws {
        let space = try Space(files: Self.sources)
        defer { space.remove() }
        _ = try MapReuseTests.run(space)
        let after = try Self.warmAfter(space) { try space.edit(edit.path) { $0 + edit.text } }
        #expect(after.changed, "the \(edit.name) edit must change the map")
        #expect(!after.run.statistics.reusedMap)
        #expect(after.run.statistics.unreadEdits == 0)
    }

    @Test func methodsThatNavigateOrCallANavigatorLinkAgain() throws {
        let space = try Space(files: Self.sources)
        defer { space.remove() }
        _ = try MapReuseTests.run(space)
        let navigates = try Self.warmAfter(space) {
            try space.edit("Modules/Cart/Cart.swift") {
                $0 + "\nextension CartViewController {\n    func openLogin() { present(LoginViewController(), animated: true) }\n}\n"
            }
        }
        #expect(navigates.changed)
        #expect(navigates.run.map.routeSet.contains("Cart -[present: openLogin]-> Login"))
        #expect(!navigates.run.statistics.reusedMap)
        let calls = try Self.warmAfter(space) {
            try space.edit("Modules/Cart/Cart.swift") { $0 + "\nextension CartPresenter {\n    func didTapLogin() { router?.openLogin() }\n}\n" }
        }
        #expect(calls.changed)
        #expect(!calls.run.statistics.reusedMap)
    }

    /// A launch method that now hands the window to a module (a call that neither navigates nor calls something
    /// named like a navigator, in a function no lookup reaches by name) gives the app an entry point: it must link
    /// again.
    @Test func aLaunchMethodThatNowReachesAModuleLinksAgain() throws {
        var sources = Self.sources
        sources["App/AppDelegate.swift"] = """
        import UIKit
        @main
        final class AppDelegate: UIResponder, UIApplicationDelegate {
            var window: UIWindow?
            func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                let window = UIWindow(frame: UIScreen.main.bounds)
                self.window = window
                return true
            }
        }
        """
        let space = try Space(files: sources)
        defer { space.remove() }
        #expect(try MapReuseTests.run(space).map.entryPoints == [])
        let launches = try Self.warmAfter(space) {
            try space.edit("App/AppDelegate.swift") {
                $0.replacingOccurrences(of: "self.window = window\n", with: "self.window = window\n        HomeRouter.shared.start(in: window)\n")
            }
        }
        #expect(launches.changed)
        #expect(launches.run.map.entryPoints == [EntryPoint(module: "Home", file: "App/AppDelegate.swift", line: 8, kind: "appDelegate")])
        #expect(!launches.run.statistics.reusedMap)
        #expect(launches.run.statistics.unreadEdits == 0)
    }

    /// Edits on every sample, one more file each time: each warm run must give the cold map, whether it kept the
    /// last map or linked again; and some must keep it.
    @Test(arguments: MapReuseTests.samples)
    func editsOnTheSamplesGiveTheColdMap(sample: String) throws {
        let space = try CacheTests.Workspace(sample: sample)
        defer { space.remove() }
        let first = try MapReuseTests.run(space)
        // A component type of each file that declares one.
        var typeOfFile: [String: String] = [:]
        for module in first.map.modules {
            for component in module.components where component.role != .scope && component.role != .storyboardScene {
                typeOfFile[component.file] = typeOfFile[component.file] ?? component.type
            }
        }
        let files = typeOfFile.keys.sorted().prefix(12)
        try #require(files.count >= 6)
        var unread = 0
        for (position, path) in files.enumerated() {
            let type = typeOfFile[path]!
            let text: String
            switch position % 4 {
            case 0: text = "\nextension \(type) {\n    func addedByTheTest\(position)() { refreshView() }\n}\n"
            case 1: text = "\nextension \(type) {\n    func navigate() {}\n}\n"
            case 2: text = "\nextension \(type) {\n    private func addedByTheTest\(position)() -> Int { count(items) }\n}\n"
            default: text = "\nfunc addedByTheTest\(position)() {}\n"
            }
            try space.edit(path) { "\n" + $0 + text }
            let warm = try MapReuseTests.run(space)
            let cold = try MapReuseTests.run(space, cached: false)
            #expect(warm.map == cold.map, "after editing \(path)")
            unread += warm.statistics.unreadEdits
        }
        #expect(unread > 0)
    }

    @Test func theSnapshotKeepsWhatTheLinkReads() throws {
        let space = try Space(files: Self.sources)
        defer { space.remove() }
        _ = try MapReuseTests.run(space)
        let pack = try #require(try FileManager.default.contentsOfDirectory(atPath: space.cache.path).first { $0.hasPrefix("facts-") })
        guard case let .loaded(snapshot) = MapSnapshot.read(MapSnapshot.file(besides: space.cache.appendingPathComponent(pack))) else {
            Issue.record("no snapshot")
            return
        }
        let reads = try #require(snapshot.reads)
        let function = FunctionFact(owner: "HomeRouter", name: "makeHelp", signature: "makeHelp()", line: 1, isPrivate: false, isStatic: false,
                                    parameters: [], parameterTypes: [], isEmpty: false)
        #expect(!reads.neverReads(function))
        var other = function
        other.name = "makeSettings"
        #expect(reads.neverReads(other))
        other.helperCalls = [HelperCallFact(name: "openOrders", line: 1)]
        #expect(!reads.neverReads(other))
        // Written and read back; a list out of order is corrupt.
        let bytes = MapSnapshot.encoded(key: snapshot.key, map: snapshot.base, reads: reads)
        guard case let .loaded(back) = bytes.withUnsafeBytes({ MapSnapshot.decode($0) }) else {
            Issue.record("did not read back")
            return
        }
        #expect(back.reads == reads)
        var writer = FactsCodec.Writer()
        writer.count(2)
        writer.fixed(9)
        writer.fixed(3)
        let outOfOrder = writer.bytes.withUnsafeBytes { raw -> Bool in
            var reader = FactsCodec.Reader(raw)
            return (try? LinkReads.decode(from: &reader)) == nil
        }
        #expect(outOfOrder)
    }
}
