import Foundation
import Testing
import VipermapIndexer
import VipermapModel

/// Real code bends the dialects: each construct of issue 3 with its own fixture.
@Suite struct RealWorldConstructsTests {
    /// A minimal router-dialect module (router, presenter, view) with extra router body.
    static func module(_ name: String, router: String = "") -> String {
        """
        import UIKit
        final class \(name)Router {
            weak var viewController: UIViewController?
        \(router)
        }
        final class \(name)Presenter { var router: \(name)Router? }
        final class \(name)ViewController: UIViewController { var presenter: \(name)Presenter? }
        """
    }

    @Test func transitionComesFromTheCallNotTheMethodName() throws {
        let fixture = try Fixture([
            "Home.swift": Self.module("Home", router: """
                func presentListScreen() {
                    viewController?.view.window?.rootViewController = ListRouter.build()
                }
                func pushSettings() {
                    viewController?.present(SettingsRouter.build(), animated: true)
                }
            """),
            "List.swift": Self.module("List"),
            "Settings.swift": Self.module("Settings"),
        ])
        defer { fixture.remove() }
        #expect(try fixture.map().routeSet == [
            "Home -[setRoot: presentListScreen]-> List",
            "Home -[present: pushSettings]-> Settings",
        ])
    }

    @Test func transitionsPassedAsArgumentsAreReadFromTheLiteral() throws {
        let fixture = try Fixture([
            "Home.swift": Self.module("Home", router: """
                func openDetails() {
                    show(DetailsRouter.build(), with: .push)
                }
                func openProfile() {
                    ProfileRouter.assemble().start(mode: .present)
                }
                func openCart(style: TransitionStyle) {
                    show(CartRouter.build(), with: style)
                }
                func show(_ controller: UIViewController, with style: TransitionStyle) {}
            """),
            "Details.swift": Self.module("Details"),
            "Profile.swift": Self.module("Profile"),
            "Cart.swift": Self.module("Cart"),
        ])
        defer { fixture.remove() }
        #expect(try fixture.map().routeSet == [
            "Home -[push: openDetails]-> Details",
            "Home -[present: openProfile]-> Profile",
            // `show(_:with:)` has an empty body here and is handed a style only known at run time: nothing says it shows.
        ])
    }

    @Test func routesInClosuresHelpersAndProtocolExtensions() throws {
        let fixture = try Fixture([
            "Home.swift": Self.module("Home", router: """
                func routeToLogin() {
                    viewController?.dismiss(animated: true) { [weak self] in
                        self?.viewController?.navigationController?.pushViewController(LoginRouter.build(), animated: true)1️⃣
                    }
                }
                func routeToOrders() {
                    openOrders()
                }
                private func openOrders() {
                    pushOrders()
                }
                private func pushOrders() {
                    viewController?.navigationController?.pushViewController(makeOrders(), animated: true)2️⃣
                }
                private func makeOrders() -> UIViewController {
                    return OrdersRouter.build()
                }
            """),
            "Login.swift": Self.module("Login"),
            "Orders.swift": Self.module("Orders"),
            "Help.swift": Self.module("Help"),
            "Cart.swift": """
            final class CartRouter: HelpShowing { weak var viewController: UIViewController? }
            final class CartPresenter {
                var router: CartRouter?
                func didTapHelp() { router?.openHelp() }
            }
            """,
            "HomeHelp.swift": "extension HomeRouter: HelpShowing {}",
            "Common/HelpShowing.swift": """
            protocol HelpShowing: AnyObject {
                var viewController: UIViewController? { get }
            }
            extension HelpShowing {
                func openHelp() {
                    viewController?.present(HelpRouter.build(), animated: true)3️⃣
                }
            }
            """,
        ])
        defer { fixture.remove() }
        let map = try fixture.map()
        #expect(map.routeSet == [
            "Home -[dismiss: routeToLogin]-> ∅",
            "Home -[push: routeToLogin]-> Login",
            "Home -[push: routeToOrders]-> Orders",
            // Home's router adopts `HelpShowing` too, but nothing in Home calls `openHelp()`: a default implementation
            // is a route of the adopters whose code calls it.
            "Cart -[present: openHelp]-> Help",
        ])
        #expect(map.routes(from: "Home", to: "Login").first?.line == fixture.line("1️⃣"))
        #expect(map.routes(from: "Home", to: "Orders").first?.line == fixture.line("2️⃣"))
        #expect(Set(map.routes.filter { $0.to == "Help" }.map { "\($0.file):\($0.line)" }) == ["Common/HelpShowing.swift:\(fixture.line("3️⃣"))"])
    }

    @Test func runTimeTargetsKeepTheExpressionAndNeverGuess() throws {
        let fixture = try Fixture([
            "Menu.swift": Self.module("Menu", router: """
                private let factory: ScreenFactory
                func open(item: MenuItem) {
                    viewController?.navigationController?.pushViewController(factory.makeController(for: item), animated: true)1️⃣
                }
                func openLink(_ link: DeepLink) {
                    viewController?.present(link.destination, animated: true)
                }
                func openPayment() {
                    viewController?.present(PaymentWireframe(), animated: true)2️⃣
                }
                func showAlert() {
                    let alert = UIAlertController(title: "Hi", message: nil, preferredStyle: .alert)
                    viewController?.present(alert, animated: true)
                }
            """),
        ])
        defer { fixture.remove() }
        let map = try fixture.map()
        #expect(map.routeSet == [
            "Menu -[push: open]-> ∅",
            "Menu -[present: openLink]-> ∅",
            "Menu -[present: openPayment]-> ∅",
            "Menu -[present: showAlert]-> ∅",
        ])
        // The alert is known by its type: a system screen, not doubt.
        let alert = try #require(map.routes.first { $0.trigger == "showAlert" })
        #expect(alert.kind == .system)
        #expect(alert.targetType == "UIAlertController")
        #expect(map.routes.filter(\.isUnresolved).compactMap(\.trigger).sorted() == ["open", "openLink", "openPayment"])
        let open = try #require(map.routes.first { $0.trigger == "open" })
        #expect(open.target == "factory.makeController(for: item)")
        #expect(open.line == fixture.line("1️⃣"))
        #expect(map.routes.first { $0.trigger == "openLink" }?.target == "link.destination")
        // A name with a role suffix and no such module: unresolved, and said so.
        #expect(map.routes.first { $0.trigger == "openPayment" }?.target == "PaymentWireframe()")
        #expect(map.findings.contains { $0.rule == "undefinedModule" && $0.module == "Menu" && $0.line == fixture.line("2️⃣") && $0.message.contains("Payment") })
        #expect(!map.moduleIDs.contains("Payment"))
        #expect(map.findings.filter { $0.rule == "unresolvedRoute" }.count == 3)
        // Doubt is the tool's: Menu's code is finished; 1 of its 4 routes is resolved.
        #expect(map.module(id: "Menu")?.status == .done)
        #expect(map.module(id: "Menu")?.resolution == RouteResolution(resolved: 1, total: 4))
    }

    @Test func fileNamesFoldersWithSpacesAndNestedTypes() throws {
        let fixture = try Fixture([
            "My App/User Profile/Screens.swift": """
            enum UserProfile {
                final class Router {
                    weak var viewController: UIViewController?
                    func openEdit() {
                        viewController?.navigationController?.pushViewController(EditProfile.ViewController(), animated: true)
                    }
                    enum Route { case edit }
                }
                final class Presenter { var router: Router? }
                final class ViewController: UIViewController { var presenter: Presenter? }
            }
            """,
            "My App/Edit Profile/Everything.swift": """
            enum EditProfile {
                final class Router {
                    weak var viewController: UIViewController?
                    func close() { viewController?.dismiss(animated: true) }
                    enum Route { case close }
                }
                final class Presenter { var router: Router? }
                final class ViewController: UIViewController { var presenter: Presenter? }
            }
            """,
        ])
        defer { fixture.remove() }
        let map = try fixture.map()
        #expect(map.moduleIDs == ["UserProfile", "EditProfile"])
        #expect(map.componentSet("UserProfile") == [
            "scope UserProfile My App/User Profile/Screens.swift:1",
            "router UserProfile.Router My App/User Profile/Screens.swift:2",
            "presenter UserProfile.Presenter My App/User Profile/Screens.swift:9",
            "view UserProfile.ViewController My App/User Profile/Screens.swift:10",
        ])
        #expect(map.routeSet == ["UserProfile -[push: openEdit]-> EditProfile", "EditProfile -[dismiss: close]-> ∅"])
    }

    @Test func sameModuleNamesInTwoXcodeProjectsAreScopedNeverMerged() throws {
        var files: [String: String] = [:]
        for project in ["Viper-Demo", "Other-App"] {
            files["\(project)/\(project).xcodeproj/project.pbxproj"] = "// !$*UTF8*$!"
            files["\(project)/Modules/Login.swift"] = Self.module("Login", router: """
                func routeToHome() {
                    viewController?.navigationController?.pushViewController(HomeRouter.build(), animated: true)
                }
            """)
            files["\(project)/Modules/Home.swift"] = Self.module("Home")
        }
        files["Other-App/Modules/Extra.swift"] = Self.module("Extra")
        let fixture = try Fixture(files)
        defer { fixture.remove() }
        let map = try fixture.map()
        #expect(map.moduleIDs == ["Viper-Demo/Login", "Viper-Demo/Home", "Other-App/Login", "Other-App/Home", "Extra"])
        #expect(map.module(id: "Viper-Demo/Login")?.project == "Viper-Demo")
        #expect(map.module(id: "Viper-Demo/Login")?.name == "Login")
        #expect(map.routeSet == [
            "Viper-Demo/Login -[push: routeToHome]-> Viper-Demo/Home",
            "Other-App/Login -[push: routeToHome]-> Other-App/Home",
        ])
    }

    @Test func mocksTemplatesAndDependencyFoldersAreNotModules() throws {
        let fixture = try Fixture([
            "App/Login.swift": Self.module("Login"),
            "App/Mocks/MockHomeRouter.swift": Self.module("Mocked"),
            "App/LoginTests/LoginRouterTests.swift": Self.module("Tested"),
            "App/TestDoubles.swift": """
            final class MockLoginRouter { var calls = 0 }
            final class LoginPresenterSpy { var calls = 0 }
            final class FakeSettingsRouter { var calls = 0 }
            final class StubCartRouter { var calls = 0 }
            """,
            "Templates/VIPER.xctemplate/___FILEBASENAME___Router.swift": Self.module("Template"),
            "Templates/___VARIABLE_moduleName___Presenter.swift": Self.module("Variable"),
            "Pods/Lib/PodRouter.swift": Self.module("Pod"),
            "Carthage/Checkouts/Lib/CarthageRouter.swift": Self.module("Carthage"),
            ".build/checkouts/Lib/BuildRouter.swift": Self.module("Build"),
            "DerivedData/App/DerivedRouter.swift": Self.module("Derived"),
            "Generated/GeneratedRouter.swift": Self.module("Generated"),
        ])
        defer { fixture.remove() }
        let map = try fixture.map(IndexOptions(excludes: ["Generated/**"]))
        #expect(map.moduleIDs == ["Login"])
        #expect(map.componentSet("Login").count == 3)
        #expect(try Indexer.files(root: fixture.root, options: IndexOptions(excludes: ["Generated"])) == ["App/Login.swift", "App/TestDoubles.swift"])
    }

    @Test func conditionalRoutesRecordTheirCondition() throws {
        let fixture = try Fixture([
            "Home.swift": Self.module("Home", router: """
                func openDebug() {
                    #if DEBUG
                    viewController?.present(DebugMenuRouter.build(), animated: true)
                    #else
                    viewController?.present(AboutRouter.build(), animated: true)
                    #endif
                }
            """),
            "Debug.swift": Self.module("DebugMenu"),
            "About.swift": Self.module("About"),
        ])
        defer { fixture.remove() }
        let map = try fixture.map()
        #expect(Set(map.routes.map { "\($0.to ?? "∅") \($0.condition ?? "-")" }) == ["DebugMenu DEBUG", "About !DEBUG"])
    }

    @Test func unreadableAndMalformedFilesAreFindingsAndTheRunGoesOn() throws {
        let fixture = try Fixture([
            "Home.swift": Self.module("Home"),
            "Broken.swift": "final class BrokenRouter { func x( { }\n",
        ])
        defer { fixture.remove() }
        try fixture.write(Data([0xFF, 0xFE, 0x41, 0x00, 0x42]), to: "Binary.swift")
        try fixture.write(Data([0x63, 0x6C, 0x61, 0x73, 0x73, 0x20, 0xC3, 0x28]), to: "Latin.swift")
        let map = try fixture.map()
        #expect(map.moduleIDs.contains("Home"))
        #expect(Set(map.findings.filter { ["binaryFile", "notUTF8", "parseError"].contains($0.rule) }.map { "\($0.rule) \($0.file ?? "")" }) == [
            "binaryFile Binary.swift", "notUTF8 Latin.swift", "parseError Broken.swift",
        ])
    }

    @Test func wholeRunErrorsAreTyped() throws {
        let fixture = try Fixture(["README.md": "no sources"])
        defer { fixture.remove() }
        #expect(throws: IndexerError.noSwiftFiles(path: fixture.root.path)) { try Indexer.index(root: fixture.root) }
        let missing = fixture.root.appendingPathComponent("nope")
        #expect(throws: IndexerError.pathNotFound(path: missing.path)) { try Indexer.index(root: missing) }
        let file = fixture.root.appendingPathComponent("README.md")
        #expect(throws: IndexerError.notAFolder(path: file.path)) { try Indexer.index(root: file) }
    }
}

/// Symbolic links: never read twice, never followed out of the root unless asked.
@Suite struct SymlinkTests {
    @Test func linksInsideAreSkippedAndLinksOutsideFollowedOnlyWhenAsked() throws {
        let app = try Fixture(["App/Home.swift": RealWorldConstructsTests.module("Home")])
        defer { app.remove() }
        let outside = try Fixture(["Shared/Profile.swift": RealWorldConstructsTests.module("Profile")])
        defer { outside.remove() }
        let fm = FileManager.default
        try fm.createSymbolicLink(at: app.root.appendingPathComponent("Again"), withDestinationURL: app.root.appendingPathComponent("App"))
        try fm.createSymbolicLink(at: app.root.appendingPathComponent("External"), withDestinationURL: outside.root.appendingPathComponent("Shared"))
        // A cycle back to the root ends.
        try fm.createSymbolicLink(at: app.root.appendingPathComponent("App/Loop"), withDestinationURL: app.root)
        #expect(try Indexer.files(root: app.root) == ["App/Home.swift"])
        #expect(try Indexer.files(root: app.root, options: IndexOptions(followSymlinks: true)) == ["App/Home.swift", "External/Profile.swift"])
        #expect(try app.map(IndexOptions(followSymlinks: true)).moduleIDs == ["Home", "Profile"])
    }
}
