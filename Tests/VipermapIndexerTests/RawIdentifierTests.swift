import Foundation
import Testing
import VipermapIndexer
import VipermapModel

/// Raw identifiers (SE-0451, Swift 6.2) and escaped keywords are names like any other: the indexer reads them
/// without their backticks, and a module is named by the text before the role suffix, whitespace trimmed.
@Suite struct RawIdentifierTests {
    static let files: [String: String] = [
        "Evil/Evil.swift": """
        import UIKit
        final class `Evil Router` {
            weak var viewController: UIViewController?
            func `open settings`() {
                viewController?.present(`Settings Router`.build(), animated: true)
            }
            func `default`() {
                viewController?.navigationController?.pushViewController(`HomeRouter`.build(), animated: true)
            }
        }
        final class `Evil Presenter` { var router: `Evil Router`? }
        final class `Evil ViewController`: UIViewController { var presenter: `Evil Presenter`? }
        """,
        "Settings/Settings.swift": """
        import UIKit
        final class `Settings Router` {
            weak var viewController: UIViewController?
            static func build() -> UIViewController { `Settings ViewController`() }
            func `return`() { viewController?.dismiss(animated: true) }
        }
        final class `Settings Presenter` { var router: `Settings Router`? }
        final class `Settings ViewController`: UIViewController { var presenter: `Settings Presenter`? }
        """,
        "Home/Home.swift": """
        import UIKit
        final class HomeRouter {
            weak var viewController: UIViewController?
            static func build() -> UIViewController { HomeViewController() }
            func openEvil() { viewController?.present(EvilRouter.build(), animated: true) }
        }
        final class HomePresenter { var router: HomeRouter? }
        final class `HomeViewController`: UIViewController { var presenter: `HomePresenter`? }
        """,
    ]

    @Test func rawIdentifiersNameModulesAndRoutes() throws {
        let fixture = try Fixture(Self.files)
        defer { fixture.remove() }
        let map = try fixture.map()
        #expect(map.moduleSummary == ["Evil - done", "Home - done", "Settings - done"])
        #expect(map.routeSet == [
            "Evil -[present: open settings]-> Settings",
            "Evil -[push: default]-> Home",
            // `EvilRouter` in plain spelling reaches the module declared as `Evil Router`.
            "Home -[present: openEvil]-> Evil",
            "Settings -[dismiss: return]-> ∅",
        ])
        // Components keep the type's name as declared (without backticks), so search and the explorer show it.
        #expect(map.componentSet("Evil") == [
            "router Evil Router Evil/Evil.swift:2",
            "presenter Evil Presenter Evil/Evil.swift:11",
            "view Evil ViewController Evil/Evil.swift:12",
        ])
        #expect(map.componentSet("Settings") == [
            "router Settings Router Settings/Settings.swift:2",
            "presenter Settings Presenter Settings/Settings.swift:7",
            "view Settings ViewController Settings/Settings.swift:8",
        ])
        #expect(map.componentSet("Home") == [
            "router HomeRouter Home/Home.swift:2",
            "presenter HomePresenter Home/Home.swift:7",
            "view HomeViewController Home/Home.swift:8",
        ])
    }

    /// Spaces inside a name stay; the ones next to the suffix go. A name that is not a module in plain spelling
    /// (lowercase, a framework prefix) is not one with backticks either.
    @Test func innerSpacesStayAndOnlyModuleNamesCount() throws {
        let fixture = try Fixture([
            "LogIn.swift": """
            import UIKit
            final class `Log In  Router` {
                weak var viewController: UIViewController?
                func next() { viewController?.present(`lower case Router`.build(), animated: true) }
            }
            final class `Log In Presenter` { var router: `Log In  Router`? }
            final class `lower case Router` { static func build() -> UIViewController { UIViewController() } }
            final class `lower case Presenter` {}
            """,
        ])
        defer { fixture.remove() }
        let map = try fixture.map()
        #expect(map.moduleIDs == ["Log In"])
        #expect(map.module(id: "Log In")?.name == "Log In")
        #expect(map.componentSet("Log In") == ["router Log In  Router LogIn.swift:2", "presenter Log In Presenter LogIn.swift:6"])
        #expect(map.routes.count == 1)
        #expect(map.routes.first?.from == "Log In")
        #expect(map.routes.first?.to == nil)
    }
}
