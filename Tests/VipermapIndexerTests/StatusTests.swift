import Testing
import VipermapModel

/// "What is done": every status with the evidence behind it, each with file and line.
@Suite struct StatusTests {
    static func module(_ name: String, router: String = "{ weak var viewController: UIViewController? }",
                       presenter: String = "{ var router: Any? }", view: String? = "{ var presenter: Any? }") -> String {
        var text = """
        final class \(name)Router \(router)
        final class \(name)Presenter \(presenter)
        """
        if let view { text += "\nfinal class \(name)ViewController: UIViewController \(view)" }
        return text
    }

    static let sources: [String: String] = [
        "AppModules.swift": """
        enum AppModules {
            enum Shop {
                case catalog
                case checkout1️⃣
            }
        }
        """,
        "Catalog.swift": module("Catalog", router: """
        {
            weak var viewController: UIViewController?
            func routeToScaffold() { viewController?.present(ScaffoldRouter.build(), animated: true) }
            func routeToPending() { viewController?.present(PendingRouter.build(), animated: true) }
            func routeToEmpty() { viewController?.present(EmptyRouter.build(), animated: true) }
            func routeToTodo() { viewController?.present(TodoRouter.build(), animated: true) }
            func routeToCrash() { viewController?.present(CrashRouter.build(), animated: true) }
            func routeToHalf() { viewController?.present(HalfRouter.build(), animated: true) }
            func routeToDynamic() { viewController?.present(DynamicRouter.build(), animated: true) }
            func routeToCheckout() { AppModules.Shop.checkout.build()?.router.present(from: self) }
        }
        """),
        "Scaffold.swift": module("Scaffold", router: """
        {
            let storyboard = UIStoryboard(name: <#Storyboard name#>2️⃣, bundle: nil)
        }
        """),
        "Pending.swift": module("Pending", presenter: """
        {
            func viewDidLoad() {
                fatalError("Implementation pending...")3️⃣
            }
        }
        """),
        "Empty.swift": module("Empty", presenter: "{}4️⃣"),
        "Todo.swift": module("Todo", presenter: """
        {
            // TODO: load the list5️⃣
            var items: [String] = []
        }
        """),
        "Crash.swift": module("Crash", presenter: """
        {
            func load() {
                // A trap for a state that cannot happen is how finished code asserts: no evidence.
                guard let url = URL(string: "x") else { fatalError("bad url") }
                _ = url
            }
            func didTapBuy() {
                fatalError()6️⃣
            }
        }
        """),
        "Half.swift": module("Half", view: nil),
        "Dynamic.swift": module("Dynamic", router: """
        {
            weak var viewController: UIViewController?
            func open(link: Link) { viewController?.present(link.makeScreen(), animated: true)7️⃣ }
        }
        """),
        "AppDelegate.swift": """
        final class AppDelegate: UIResponder, UIApplicationDelegate {
            var window: UIWindow?
            func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                window?.rootViewController = AppModules.Shop.catalog.build()?.view
                return true
            }
        }
        """,
        "Orphan.swift": module("Orphan"),
    ]

    @Test func everyStatusWithItsEvidence() throws {
        let fixture = try Fixture(Self.sources)
        defer { fixture.remove() }
        let map = try fixture.map()
        #expect(map.moduleSummary == [
            "Catalog Shop done",
            "Checkout Shop planned",
            "Scaffold - scaffolded",
            "Pending - scaffolded",
            "Empty - scaffolded",
            "Todo - inProgress",
            "Crash - inProgress",
            "Half - inProgress",
            // Its route's target is only known at run time: the tool's doubt (a finding), not the app's unfinished work.
            "Dynamic - done",
            "Orphan - done",
        ])
        func evidence(_ id: String) -> [String] {
            (map.module(id: id)?.evidence ?? []).map { "\($0.kind) \($0.status.rawValue) \($0.file ?? "-"):\($0.line ?? 0)" }
        }
        #expect(evidence("Checkout") == ["catalogOnly planned AppModules.swift:\(fixture.line("1️⃣"))"])
        #expect(evidence("Scaffold") == ["placeholder scaffolded Scaffold.swift:\(fixture.line("2️⃣"))"])
        #expect(evidence("Pending") == ["implementationPending scaffolded Pending.swift:\(fixture.line("3️⃣"))"])
        #expect(evidence("Empty") == ["emptyBody scaffolded Empty.swift:\(fixture.line("4️⃣"))"])
        #expect(evidence("Todo") == ["todo inProgress Todo.swift:\(fixture.line("5️⃣"))"])
        #expect(evidence("Crash") == ["fatalError inProgress Crash.swift:\(fixture.line("6️⃣"))"])
        #expect(map.module(id: "Crash")?.evidence.first?.message == "fatalError(\"\")")
        #expect(evidence("Half") == ["missingComponent inProgress Half.swift:2"])
        #expect(evidence("Dynamic").isEmpty)
        #expect(map.findings.filter { $0.module == "Dynamic" }.map { "\($0.rule) \($0.file ?? "-"):\($0.line ?? 0)" }
            == ["unresolvedRoute Dynamic.swift:\(fixture.line("7️⃣"))"])
        #expect(map.module(id: "Dynamic")?.resolution == RouteResolution(resolved: 0, total: 1))
        #expect(map.module(id: "Catalog")?.resolution == RouteResolution(resolved: 8, total: 8))
        #expect(evidence("Catalog").isEmpty)
    }

    @Test func reachabilityBreadcrumbsAndFindings() throws {
        let fixture = try Fixture(Self.sources)
        defer { fixture.remove() }
        let map = try fixture.map()
        #expect(map.entryPoints.map(\.module) == ["Catalog"])
        #expect(map.module(id: "Checkout")?.breadcrumb == ["Catalog", "Checkout"])
        #expect(map.module(id: "Catalog")?.breadcrumb == ["Catalog"])
        #expect(map.module(id: "Orphan")?.reachable == false)
        #expect(map.module(id: "Orphan")?.breadcrumb == nil)
        #expect(Set(map.findings.map { "\($0.rule) \($0.module ?? "-")" }) == [
            "scaffoldedModule Scaffold", "scaffoldedModule Pending", "scaffoldedModule Empty",
            "missingComponent Half", "unresolvedRoute Dynamic", "unreachableModule Orphan",
        ])
    }

    @Test func deterministicOutput() throws {
        let fixture = try Fixture(Self.sources)
        defer { fixture.remove() }
        #expect(try fixture.map() == fixture.map())
    }
}
