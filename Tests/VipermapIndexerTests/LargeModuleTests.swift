import Testing
import VipermapModel
@testable import VipermapIndexer

/// Modules with many components take other code paths than the usual handful (a sort instead of picking the
/// smallest, a dictionary instead of comparing pairs); they decide the same.
@Suite struct LargeModuleTests {
    static let protocolNames = [
        "ViewInterface", "PresenterInterface", "InteractorInterface", "WireframeInterface", "RouterInterface", "PresenterToView",
        "ViewToPresenter", "InteractorToPresenter", "PresenterToInteractor", "PresenterToRouter", "InteractorDelegate",
        "DataStore", "BusinessLogic", "DisplayLogic", "PresentationLogic",
    ]

    @Test func domainOfAModuleWithManyComponents() throws {
        var source = "final class LoginWireframe {}\nfinal class LoginPresenter {}\nfinal class LoginViewController: UIViewController {}\n"
        for name in Self.protocolNames { source += "protocol Login\(name): AnyObject {}\n" }
        let fixture = try Fixture([
            "App/Modules/Auth/Login/Login.swift": source,
            "App/Modules/Auth/Signup/Signup.swift": "final class SignupWireframe {}\nfinal class SignupPresenter {}\n",
        ])
        defer { fixture.remove() }
        let map = try fixture.rawMap()
        let login = try #require(map.module(id: "Login"))
        #expect(login.components.count == 18)
        #expect(login.domain == "Auth")
        #expect(map.module(id: "Signup")?.domain == "Auth")
    }

    @Test func duplicatesInAModuleWithManyComponents() {
        func components(_ file: String) -> [Component] {
            (0..<20).map { Component(role: .contract, type: "Login\(Self.protocolNames[$0 % Self.protocolNames.count])\($0)", file: file, line: $0 + 1) }
        }
        let scene = Component(role: .storyboardScene, type: "Login0", file: "Main.storyboard", line: 3)
        let scope = Component(role: .scope, type: "Login", file: "Extra.swift", line: 1)
        let base = components("A/Login.swift") + [scene, scope, Component(role: .scope, type: "Login", file: "More.swift", line: 1)]
        let small = Module(id: "Login", name: "Login", components: Array(base.prefix(4)) + [scene, scope])
        let large = Module(id: "Login", name: "Login", components: base + components("B/Login.swift"))
        #expect(large.components.count > 32)
        #expect(DuplicateModules.findings(in: AppMap(modules: [small])) == [])
        #expect(DuplicateModules.findings(in: AppMap(modules: [Module(id: "Login", name: "Login", components: base)])) == [])
        let found = DuplicateModules.findings(in: AppMap(modules: [large]))
        #expect(found.map(\.file) == ["A/Login.swift"])
        #expect(found.first?.message.hasPrefix("Login is declared more than once in one project, in A and B;") == true)
        // The pairwise path says the same for a small module with the same duplicate.
        let twice = Module(id: "Login", name: "Login", components: Array(components("A/Login.swift").prefix(3)) + Array(components("B/Login.swift").prefix(1)))
        #expect(DuplicateModules.findings(in: AppMap(modules: [twice])).map(\.message) == found.map(\.message))
    }
}
