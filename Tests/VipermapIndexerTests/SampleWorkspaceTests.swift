import Foundation
import Testing
import VipermapAnalysis
import VipermapIndexer
import VipermapModel

/// The Workspace sample: two Xcode projects in one repository (ShopApp in seed 000 wireframes with generic
/// `BaseWireframe<VC>`, ShopAdmin in seed 002 Contract+Builder) that both have `Login` and `Home` modules.
/// Colliding names get ids scoped by project folder and are never merged; routes resolve inside their project.
@Suite struct SampleWorkspaceTests: SampleSuite {
    static let sampleName = "Workspace"

    @Test func collidingNamesAreScopedByProject() throws {
        let map = try Self.map()
        #expect(Set(map.modules.map { "\($0.id) \($0.domain ?? "-") \($0.status.rawValue)" }) == [
            "ShopApp/Login Auth done",
            "ShopApp/Home Shop done",
            "ProductDetails Shop done",
            "Cart Shop done",
            "ShopAdmin/Login Auth done",
            "ShopAdmin/Home Dashboard inProgress",
            "Orders Dashboard done",
        ])
        #expect(Set(map.modules.map { "\($0.id) \($0.name) \($0.project ?? "-")" }) == [
            "ShopApp/Login Login ShopApp",
            "ShopApp/Home Home ShopApp",
            "ProductDetails ProductDetails ShopApp",
            "Cart Cart ShopApp",
            "ShopAdmin/Login Login ShopAdmin",
            "ShopAdmin/Home Home ShopAdmin",
            "Orders Orders ShopAdmin",
        ])
    }

    @Test func routesResolveInsideTheirProject() throws {
        let map = try Self.map()
        #expect(Set(map.routes.map(Self.describe)) == [
            "∅ -[setRoot: ∅]-> ShopApp/Login",
            "ShopApp/Login -[setRoot: home]-> ShopApp/Home",
            "ShopApp/Home -[push: productDetails]-> ProductDetails",
            "ShopApp/Home -[present: cart]-> Cart",
            "ShopApp/Home -[setRoot: signOut]-> ShopApp/Login",
            // through the private helper openCart()
            "ProductDetails -[present: cart]-> Cart",
            "Cart -[dismiss: close]-> ∅",
            "∅ -[setRoot: ∅]-> ShopAdmin/Login",
            "ShopAdmin/Login -[setRoot: openDashboard]-> ShopAdmin/Home",
            "ShopAdmin/Home -[push: openOrders]-> Orders",
            "ShopAdmin/Home -[setRoot: signOut]-> ShopAdmin/Login",
            "Orders -[pop: close]-> ∅",
        ])
        #expect(map.routes.count == 12)
    }

    @Test func entryPointsPerProject() throws {
        let map = try Self.map()
        #expect(Set(map.entryPoints) == [
            EntryPoint(module: "ShopApp/Login", file: "ShopApp/ShopApp/Application/AppDelegate.swift", line: 15, kind: "appDelegate"),
            EntryPoint(module: "ShopAdmin/Login", file: "ShopAdmin/ShopAdmin/App/SceneDelegate.swift", line: 15, kind: "sceneDelegate"),
        ])
    }

    @Test func routesKeepTheirCallSites() throws {
        let map = try Self.map()
        let appHome = try Self.route("ShopApp/Login -[setRoot: home]-> ShopApp/Home", in: map)
        #expect(appHome.file == "ShopApp/ShopApp/Modules/Auth/Login/LoginWireframe.swift")
        #expect(appHome.line == 25)
        #expect(appHome.triggeredBy == [CallSite(type: "LoginPresenter", method: "didTapLogin(email:password:)", file: "ShopApp/ShopApp/Modules/Auth/Login/LoginPresenter.swift", line: 32)])

        let adminHome = try Self.route("ShopAdmin/Login -[setRoot: openDashboard]-> ShopAdmin/Home", in: map)
        #expect(adminHome.file == "ShopAdmin/ShopAdmin/Modules/Auth/Login/LoginRouter.swift")
        #expect(adminHome.line == 13)
        #expect(adminHome.triggeredBy == [CallSite(type: "LoginPresenter", method: "didSignIn()", file: "ShopAdmin/ShopAdmin/Modules/Auth/Login/LoginPresenter.swift", line: 27)])

        let helper = try Self.route("ProductDetails -[present: cart]-> Cart", in: map)
        #expect(helper.file == "ShopApp/ShopApp/Modules/Shop/ProductDetails/ProductDetailsWireframe.swift")
        #expect(helper.line == 28)
    }

    @Test func modulesAreNeverMerged() throws {
        let map = try Self.map()
        let appLogin = try #require(map.module(id: "ShopApp/Login"))
        let adminLogin = try #require(map.module(id: "ShopAdmin/Login"))
        #expect(appLogin.components.allSatisfy { $0.file.hasPrefix("ShopApp/") })
        #expect(adminLogin.components.allSatisfy { $0.file.hasPrefix("ShopAdmin/") })
        #expect(appLogin.roles.contains(.wireframe) && !appLogin.roles.contains(.router))
        #expect(adminLogin.roles.contains(.router) && adminLogin.roles.contains(.builder) && !adminLogin.roles.contains(.wireframe))
        #expect(appLogin.navigationOptions.map { "\($0.name) \($0.state.rawValue)" } == ["home handled"])

        // The admin dashboard's TODO does not leak into the shop's Home.
        let adminHome = try #require(map.module(id: "ShopAdmin/Home"))
        #expect(adminHome.evidence.contains { $0.kind == "todo" && $0.file == "ShopAdmin/ShopAdmin/Modules/Dashboard/Home/HomePresenter.swift" && $0.line == 21 })
        let appHome = try #require(map.module(id: "ShopApp/Home"))
        #expect(appHome.evidence.filter { $0.status != .done }.isEmpty)
        #expect(appHome.navigationOptions.map { "\($0.name) \($0.state.rawValue)" } == ["productDetails handled", "cart handled", "signOut handled"])
        #expect(map.modules.count == 7)
    }

    @Test func breadcrumbsStayInsideAProject() throws {
        let map = try Self.map()
        #expect(map.modules.allSatisfy { $0.reachable == true })
        #expect(map.module(id: "Orders")?.breadcrumb == ["ShopAdmin/Login", "ShopAdmin/Home", "Orders"])
        #expect(map.module(id: "Cart")?.breadcrumb == ["ShopApp/Login", "ShopApp/Home", "Cart"])
        #expect(map.module(id: "ShopAdmin/Login")?.breadcrumb == ["ShopAdmin/Login"])
    }

    @Test func sharedPackageHasNoModules() throws {
        let map = try Self.map()
        #expect(!map.modules.flatMap(\.components).contains { $0.file.hasPrefix("Shared/") })
        #expect(!map.findings.contains { $0.rule == "undefinedModule" })
    }
}
