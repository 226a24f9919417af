import Foundation
import Testing
import VipermapAnalysis
import VipermapIndexer
import VipermapModel

/// The Pokedex sample (seed 000 dialect) mapped end to end: exact modules, routes, entry points and statuses.
@Suite struct PokedexEndToEndTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Samples/Pokedex")

    static func map() throws -> AppMap {
        Analyzer.analyze(try Indexer.index(root: root, options: .forTests))
    }

    @Test func modulesDomainsAndStatuses() throws {
        let map = try Self.map()
        let modules = Set(map.modules.map { "\($0.id) \($0.domain ?? "-") \($0.status.rawValue)" })
        #expect(modules == [
            "About Main done",
            "Favorites Catalog done",
            "ForgotPassword Auth scaffolded",
            "Home Main done",
            "Login Auth done",
            "PokemonDetails Catalog done",
            "PokemonList Catalog done",
            "Register Auth inProgress",
            "Search Catalog done",
            "Settings Main done",
        ])
    }

    @Test func routes() throws {
        let map = try Self.map()
        let routes = Set(map.routes.map { "\($0.from ?? "∅") -[\($0.transition.rawValue): \($0.trigger ?? "∅")]-> \($0.to ?? "∅")" })
        #expect(routes == [
            "∅ -[setRoot: ∅]-> Login",
            "Login -[setRoot: home]-> Home",
            "Login -[push: register]-> Register",
            "Login -[present: forgotPassword]-> ForgotPassword",
            "Register -[setRoot: home]-> Home",
            "Home -[push: pokemonList]-> PokemonList",
            "Home -[present: search]-> Search",
            "Home -[push: settings]-> Settings",
            "Settings -[push: about]-> About",
            "Settings -[setRoot: logout]-> Login",
            "PokemonList -[push: details]-> PokemonDetails",
            "PokemonList -[push: favorites]-> Favorites",
            "PokemonDetails -[push: evolution]-> PokemonDetails",
            "Search -[push: details]-> PokemonDetails",
            "Search -[dismiss: close]-> ∅",
            "Favorites -[push: details]-> PokemonDetails",
        ])
    }

    @Test func routesCarryFileAndLine() throws {
        let map = try Self.map()
        let loginToHome = try #require(map.routes.first { $0.from == "Login" && $0.to == "Home" })
        #expect(loginToHome.file == "Modules/Auth/Login/LoginWireframe.swift")
        #expect(loginToHome.line == 34)
        #expect(loginToHome.triggeredBy.map { "\($0.type).\($0.method)" } == ["LoginPresenter.didSelectLoginAction(with:password:)"])
        #expect(loginToHome.triggeredBy.first?.file == "Modules/Auth/Login/LoginPresenter.swift")
    }

    @Test func entryPointIsTheAppDelegate() throws {
        let map = try Self.map()
        #expect(map.entryPoints == [EntryPoint(module: "Login", file: "Application/AppDelegate.swift", line: 16, kind: "appDelegate")])
    }

    @Test func componentsOfLogin() throws {
        let map = try Self.map()
        let login = try #require(map.module(id: "Login"))
        let components = Set(login.components.filter { $0.role != .interfaces }.map { "\($0.role.rawValue) \($0.type) \($0.file):\($0.line)" })
        #expect(components == [
            "wireframe LoginWireframe Modules/Auth/Login/LoginWireframe.swift:8",
            "presenter LoginPresenter Modules/Auth/Login/LoginPresenter.swift:8",
            "view LoginViewController Modules/Auth/Login/LoginViewController.swift:8",
            "interactor LoginInteractor Modules/Auth/Login/LoginInteractor.swift:8",
        ])
        #expect(login.components.contains { $0.role == .interfaces && $0.file == "Modules/Auth/Login/LoginInterfaces.swift" })
        #expect(login.navigationOptions.map { "\($0.name) \($0.state.rawValue)" } == ["home handled", "register handled", "forgotPassword handled"])
    }

    @Test func unhandledOptionIsReported() throws {
        let map = try Self.map()
        let register = try #require(map.module(id: "Register"))
        #expect(register.navigationOptions.map { "\($0.name) \($0.state.rawValue)" } == ["home handled", "termsAndConditions unhandled"])
        #expect(map.findings.contains { $0.rule == "unhandledOption" && $0.module == "Register" && $0.file == "Modules/Auth/Register/RegisterInterfaces.swift" })
    }

    @Test func breadcrumbsFollowShortestPathFromLaunch() throws {
        let map = try Self.map()
        #expect(map.module(id: "PokemonDetails")?.breadcrumb == ["Login", "Home", "PokemonList", "PokemonDetails"])
        #expect(map.module(id: "About")?.breadcrumb == ["Login", "Home", "Settings", "About"])
        #expect(map.modules.allSatisfy { $0.reachable == true })
    }

    @Test func baseTypesAndTestMocksAreNotModules() throws {
        let map = try Self.map()
        let names = Set(map.modules.map(\.name))
        #expect(!names.contains("Base"))
        #expect(!names.contains { $0.hasPrefix("Mock") })
        #expect(!map.modules.flatMap(\.components).contains { $0.file.hasPrefix("PokedexTests/") })
    }
}
