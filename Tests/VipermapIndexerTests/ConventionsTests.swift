import Testing
import VipermapModel
@testable import VipermapIndexer

/// Each name rule of ``Conventions`` on a table of names where it fires and names where it must not (issue 39),
/// then the four rules that once misfired, each as a whole app: inline sources, exact module and route sets.
@Suite struct ConventionsTests {
    // MARK: Navigators

    @Test(arguments: [
        ("router", true), ("_wireframe", true), ("wireFrame", true), ("appCoordinator", true), ("flowController", true),
        ("mainFlow", true), ("URLRouter", true), ("navigator", true), ("routes", true), ("routingHelper", true),
        ("childCoordinators", true), ("alertPresenter", true),
        ("routine", false), ("overflowMenu", false), ("workflow", false), ("rerouted", false), ("flowers", false),
        ("presenter", false), ("output", false), ("view", false), ("coordinate", false), ("", false),
    ])
    func soundsLikeNavigator(name: String, fires: Bool) {
        #expect(Conventions.soundsLikeNavigator(name) == fires, "\(name)")
    }

    @Test(arguments: [
        ("alertPresenter", true), ("photoPickerPresenter", true),
        ("presenter", false), ("Presenter", false), ("AlertPresenter", false), ("output", false), ("presenters", false),
    ])
    func isPresentingService(name: String, fires: Bool) {
        #expect(Conventions.isPresentingService(name) == fires, "\(name)")
    }

    // MARK: Transitions named by enum cases

    @Test(arguments: [
        ("push", Transition.push), ("Push", .push), ("modal", .present), ("pageSheet", .present), ("fullScreenCover", .present),
        ("root", .setRoot), ("setRoot", .setRoot), ("embed", .embed), ("show", .show), ("dismiss", .dismiss), ("pop", .pop),
        ("stack", nil), ("default", nil), ("none", nil), ("pushed", nil), ("rootView", nil), ("", nil),
    ] as [(String, Transition?)])
    func transitionOfCaseName(name: String, transition: Transition?) {
        #expect(Conventions.transition(ofCaseName: name) == transition, "\(name)")
    }

    // MARK: Catalogs

    @Test(arguments: [
        ("AppModules", true, true), ("AppModule", true, true), ("AppScreens", true, true), ("Modules", false, true),
        ("Screens", false, false), ("AppModulesList", false, false), ("modules", false, false), ("Module", false, false),
    ])
    func catalogNames(name: String, byName: Bool, mayBe: Bool) {
        #expect(Conventions.isCatalogByName(name) == byName, "\(name)")
        #expect(Conventions.isCatalogName(name) == mayBe, "\(name)")
    }

    @Test(arguments: [
        (["Plan", "Session", "Stats"], true), (["Plan", "Stats"], true), (["Plan"], true),
        (["Analytics", "Payments"], false), (["Analytics", "Plan", "Payments"], false), ([], false),
    ])
    func isCatalogByShape(cases: [String], isCatalog: Bool) {
        #expect(Conventions.isCatalogByShape(caseModules: cases, declaredModules: ["Plan", "Session"]) == isCatalog, "\(cases)")
    }

    // MARK: Screens by type name

    @Test(arguments: [
        ("UIViewController", true), ("HomeViewController", true), ("ViewControllable", true), ("some View", true),
        ("SwiftUI.View", true), ("UIKit.UINavigationController", true),
        ("HomeViewModel", false), ("HomePresenter", false), ("Controllers", false),
        ("UIViewControllerTransitioningDelegate", false), ("Int", false),
    ])
    func isScreenValueType(type: String, fires: Bool) {
        #expect(Conventions.isScreenValueType(type) == fires, "\(type)")
    }

    @Test(arguments: [
        ("UIViewController", true), ("UINavigationController", true), ("HomeViewController", true), ("ViewControllable", true),
        ("UIKit.UITabBarController", true),
        ("UIScrollView", false), ("LineChartView", false), ("some View", false), ("Controllers", false), ("UILabel", false),
    ])
    func isControllerValueType(type: String, fires: Bool) {
        #expect(Conventions.isControllerValueType(type) == fires, "\(type)")
    }

    @Test(arguments: [
        (ComponentRole.router, "HallRouter", true), (.builder, "HallBuilder", true), (.moduleAPI, "HallRouterProtocol", true),
        (.interfaces, "HallViewInterface", true), (.contract, "HallRouting", true),
        (.presenter, "HallPresenter", false), (.interactor, "HallInteractor", false), (.contract, "HallPresenting", false),
        (.moduleAPI, "HallInteractorOutput", false), (.entity, "HallViewEntity", false),
    ])
    func isEntryRole(role: ComponentRole, type: String, fires: Bool) {
        #expect(Conventions.isEntryRole(role, typeName: type) == fires, "\(role) \(type)")
    }

    // MARK: Method names

    @Test(arguments: [
        ("showDetail", true), ("present", true), ("goToList", true), ("open_details", true), ("pushFrom", true),
        ("shown", false), ("openness", false), ("gone", false), ("pushed", false), ("reload", false), ("Show", false),
    ])
    func startsWithNavigationVerb(name: String, fires: Bool) {
        #expect(Conventions.startsWithNavigationVerb(name) == fires, "\(name)")
    }

    // MARK: Branch conditions

    @Test(arguments: [
        ("a == .b", "a", true, ".b"), ("a==.b", "a", true, ".b"), ("(a == .b)", "a", true, ".b"), ("a != nil", "a", false, "nil"),
        ("a!=nil", "a", false, "nil"), ("x.y == z", "x.y", true, "z"), ("s == \"a==b\"", "s", true, "\"a==b\""),
        ("a === b", nil, false, ""), ("a !== b", nil, false, ""), ("a <= b", nil, false, ""), ("f(a == b)", nil, false, ""),
        ("flag", nil, false, ""), ("(a) && (b)", nil, false, ""),
    ] as [(String, String?, Bool, String)])
    func comparison(condition: String, subject: String?, equal: Bool, operand: String) {
        let found = Conventions.comparison(in: Substring(condition))
        if let subject {
            #expect(found == Conventions.Comparison(subject: Substring(subject), equal: equal, operand: Substring(operand)), "\(condition)")
        } else {
            #expect(found == nil, "\(condition)")
        }
    }

    @Test(arguments: [
        ("style==.modal", "style", "modal", true), ("style != .push", "style", "push", false), ("self.kind == .sheet", "self.kind", "sheet", true),
        ("style == other", nil, "", false), ("style == .a.b", nil, "", false), ("style == .modal && ready", nil, "", false),
        ("style == nil", nil, "", false),
    ] as [(String, String?, String, Bool)])
    func caseComparison(condition: String, subject: String?, caseName: String, equal: Bool) {
        let found = Conventions.caseComparison(in: Substring(condition))
        #expect(found.map { String($0.subject) } == subject, "\(condition)")
        if subject != nil { #expect(found.map { String($0.caseName) } == caseName && found?.equal == equal, "\(condition)") }
    }

    @Test(arguments: [
        ("session.user != nil", "user", true), ("session.user==nil", "user", false), ("else: session.user != nil", "user", false),
        ("signedIn", "signedIn", true), ("!store.signedIn", "signedIn", false), ("else: !signedIn", "signedIn", true),
        ("a && b", nil, false), ("store.count > 0", nil, false), ("session.user != other", nil, false), ("Store.Shared", nil, false),
    ] as [(String, String?, Bool)])
    func stateTest(branch: String, property: String?, whenSet: Bool) {
        let found = Conventions.stateTest(branch)
        #expect(found?.property == property, "\(branch)")
        if property != nil { #expect(found?.whenSet == whenSet, "\(branch)") }
    }

    @Test(arguments: [
        ("let account = result?.account", true), ("let account=result?.account", true), ("ready, let account = x", true),
        ("let a = f(b, c), let account = x", true),
        ("let accountName = x", false), ("else: let account = x", false), ("account == x", false), ("var account = x", false),
        ("let account == x", false), ("f(x, let account = y)", false),
    ])
    func bindsValue(condition: String, fires: Bool) {
        #expect(Conventions.bindsValue(named: "account", in: condition) == fires, "\(condition)")
    }
}

// MARK: - The four misfires, as apps

extension ConventionsTests {
    /// A plain VIPER module (`XViewController`, `XPresenter`, `XRouter`) with nothing else.
    static func module(_ name: String) -> String {
        """
        import UIKit
        final class \(name)ViewController: UIViewController { var presenter: \(name)Presenter? }
        final class \(name)Presenter { var router: \(name)Router? }
        final class \(name)Router { weak var view: UIViewController? }
        """
    }

    /// Calls on a `routine` and an `overflowMenu` are no calls to a navigator: only `router?.openSession()` fires the
    /// route, though all three call a method of that name.
    @Test func navigatorWordsAreWholeWords() throws {
        let fixture = try Fixture([
            "Gym/Plan/Plan.swift": """
            import UIKit
            final class WorkoutRoutine { func openSession() {} }
            final class MenuSheet { func openSession() {} }
            final class PlanViewController: UIViewController { var presenter: PlanPresenter? }
            final class PlanPresenter {
                var router: PlanRouter?
                let routine = WorkoutRoutine()
                let overflowMenu = MenuSheet()
                func didTapResume() { routine.openSession() }
                func didTapMore() { overflowMenu.openSession() }
                func didTapSession() { router?.openSession()1️⃣ }
            }
            final class PlanRouter {
                weak var view: UIViewController?
                func openSession() { view?.navigationController?.pushViewController(SessionViewController(), animated: true) }
            }
            """,
            "Gym/Session/Session.swift": Self.module("Session"),
        ])
        defer { fixture.remove() }
        let map = try fixture.map()
        #expect(map.moduleIDs == ["Plan", "Session"])
        #expect(map.routeSet == ["Plan -[push: openSession]-> Session"])
        #expect(map.routes.first?.triggeredBy == [CallSite(type: "PlanPresenter", method: "didTapSession()", file: "Gym/Plan/Plan.swift",
                                                           line: fixture.line("1️⃣"))])
    }

    /// An enum named `Modules` that lists SDK parts is no catalog: its cases are no planned modules.
    @Test(arguments: ["case analytics, crashReports, payments", "case analytics, plan, payments"])
    func modulesEnumOfOtherThingsIsNoCatalog(cases: String) throws {
        let fixture = try Fixture([
            "Gym/Config/Modules.swift": "enum Modules {\n    \(cases)\n}\n",
            "Gym/Plan/Plan.swift": Self.module("Plan"),
            "Gym/Session/Session.swift": Self.module("Session"),
        ])
        defer { fixture.remove() }
        let map = try fixture.map()
        #expect(map.moduleSummary == ["Plan Gym done", "Session Gym done"])
    }

    /// The same name is a catalog when its cases list the app's modules: the one without code is planned, and the
    /// catalog's domain is each module's.
    @Test func modulesEnumListingTheAppsModulesIsACatalog() throws {
        let fixture = try Fixture([
            "Gym/Config/Modules.swift": """
            enum Modules {
                enum Training {
                    case plan
                    case session
                    case stats
                }
            }
            """,
            "Gym/Plan/Plan.swift": Self.module("Plan"),
            "Gym/Session/Session.swift": Self.module("Session"),
        ])
        defer { fixture.remove() }
        let map = try fixture.map()
        #expect(map.moduleSummary == ["Plan Training done", "Session Training done", "Stats Training planned"])
    }

    /// A namespace named `Modules` holding a module's types is no catalog: its types are the module's components.
    @Test func typesNestedInAModulesNamespaceAreComponents() throws {
        let fixture = try Fixture([
            "Gym/Modules.swift": "enum Modules {}\n",
            "Gym/Locker/Locker.swift": """
            import UIKit
            extension Modules {
                final class LockerViewController: UIViewController { var presenter: LockerPresenter? }
                final class LockerPresenter { var router: LockerRouter? }
                final class LockerRouter { weak var view: UIViewController? }
            }
            """,
        ])
        defer { fixture.remove() }
        let map = try fixture.map()
        #expect(map.moduleIDs == ["Locker"])
        #expect(Set(map.module(id: "Locker")?.components.map(\.role) ?? []) == [.view, .presenter, .router])
    }

    /// A parameter of a two-letter type the app declares as data (`QR`) hands in no screen: the function that shows
    /// something built from it is no forwarding wrapper, its routes stay. A generic parameter (`T`) still is one.
    @Test func shortTypeNameIsNoScreenByLength() throws {
        let fixture = try Fixture([
            "Gym/Plan/Plan.swift": """
            import UIKit
            struct QR: Equatable { let payload: String; var image: UIImage { UIImage() } }
            final class PlanViewController: UIViewController { var presenter: PlanPresenter? }
            final class PlanPresenter { var router: PlanRouter? }
            final class PlanRouter {
                weak var view: UIViewController?
                func share(_ qr: QR) {
                    view?.present(UIActivityViewController(activityItems: [qr.image], applicationActivities: nil), animated: true)
                }
                func showCode(_ qr: QR) { view?.present(qr.screen, animated: true) }
                func display<T: UIViewController>(_ screen: T) { view?.present(screen, animated: true) }
                func openStats() { display(StatsViewController()) }
            }
            """,
            "Gym/Stats/Stats.swift": Self.module("Stats"),
        ])
        defer { fixture.remove() }
        let map = try fixture.map()
        #expect(map.moduleIDs == ["Plan", "Stats"])
        #expect(map.routeSet == ["Plan -[present: share]-> ∅", "Plan -[present: showCode]-> ∅", "Plan -[present: openStats]-> Stats"])
    }

    /// A shared navigator shows a screen the way its argument says: the branch the argument rules out is dead however
    /// the comparison is spaced or parenthesized (a condition it cannot read leaves both, and the transition unknown).
    @Test(arguments: ["layout == .card", "layout==.card", "(layout == .card)", "layout != .stack"])
    func enumComparisonHoweverSpaced(condition: String) throws {
        let fixture = try Fixture([
            "Gym/Shared/ScreenNavigator.swift": """
            import UIKit
            enum Layout { case stack, card }
            final class ScreenNavigator {
                static let shared = ScreenNavigator()
                weak var host: UIViewController?
                func place(_ content: Any, layout: Layout) {
                    guard let screen = content as? UIViewController else { return }
                    if \(condition) {
                        host?.present(screen, animated: true)
                    } else {
                        host?.navigationController?.pushViewController(screen, animated: true)
                    }
                }
            }
            """,
            "Gym/Plan/Plan.swift": """
            import UIKit
            final class PlanViewController: UIViewController { var presenter: PlanPresenter? }
            final class PlanPresenter { var router: PlanRouter? }
            final class PlanRouter {
                func openSession() { ScreenNavigator.shared.place(SessionViewController(), layout: .stack) }
                func openStats() { ScreenNavigator.shared.place(StatsViewController(), layout: .card) }
            }
            """,
            "Gym/Session/Session.swift": Self.module("Session"),
            "Gym/Stats/Stats.swift": Self.module("Stats"),
        ])
        defer { fixture.remove() }
        let map = try fixture.map()
        #expect(map.moduleIDs == ["Plan", "Session", "Stats"])
        #expect(map.routeSet == ["Plan -[push: openSession]-> Session", "Plan -[present: openStats]-> Stats"])
    }

    /// A SwiftUI root that shows one module or another as a property is set: the module that sets it leads to the
    /// other, however the `!= nil` test and the `if let` binding are spaced.
    @Test(arguments: [("session.member != nil", "let member = result?.member"), ("session.member!=nil", "let member=result?.member")])
    func stateSwitchHoweverSpaced(test: String, binding: String) throws {
        let fixture = try Fixture([
            "Gym/Session.swift": """
            import SwiftUI
            final class Session: ObservableObject {
                static let shared = Session()
                @Published var member: Member?
                private let club = ClubClient()
                func join(name: String) { club.join(name: name, completion: handleResult) }
                private func handleResult(result: JoinResult?) {
                    if \(binding) {
                        1️⃣self.member = member
                    }
                }
            }
            struct RootView: View {
                @EnvironmentObject var session: Session
                var body: some View {
                    Group {
                        if \(test) {
                            LobbyView(presenter: LobbyPresenter())
                        } else {
                            JoinView(presenter: JoinPresenter())
                        }
                    }
                }
            }
            @main struct GymApp: App {
                var body: some Scene { WindowGroup { RootView().environmentObject(Session.shared) } }
            }
            """,
            "Gym/Join/Join.swift": Self.swiftUIModule("Join") + """

            final class JoinInteractor {
                func join() { Session.shared.join(name: "visitor") }
            }
            """,
            "Gym/Lobby/Lobby.swift": Self.swiftUIModule("Lobby") + "\nfinal class LobbyInteractor {}\n",
        ])
        defer { fixture.remove() }
        let map = try fixture.map()
        #expect(map.moduleIDs == ["Join", "Lobby"])
        let byState = map.routes.filter { $0.file == "Gym/Session.swift" && $0.from != nil }
        #expect(byState.map { "\($0.from ?? "∅") -[\($0.transition)]-> \($0.to ?? "∅") :\($0.line)" } == ["Join -[setRoot]-> Lobby :\(fixture.line("1️⃣"))"])
    }

    /// A SwiftUI module: a view holding its presenter, which holds its interactor.
    static func swiftUIModule(_ name: String) -> String {
        """
        import SwiftUI
        struct \(name)View: View {
            let presenter: \(name)Presenter
            var body: some View { Text("\(name)") }
        }
        final class \(name)Presenter { let interactor = \(name)Interactor() }
        """
    }
}
