import Testing
import VipermapModel

/// Seed 000 completed: generic `BaseWireframe<VC>`, `navigateToX()` interfaces, cases through private helpers,
/// back transitions, dead options and presenter call sites.
@Suite struct WireframeDialectTests {
    static let base = """
    import UIKit
    class BaseWireframe<ViewController> where ViewController: UIViewController {
        private unowned var _viewController: ViewController
        init(viewController: ViewController) { _viewController = viewController }
        var viewController: ViewController { _viewController }
        var navigationController: UINavigationController? { viewController.navigationController }
    }
    extension UINavigationController {
        func pushWireframe<ViewController>(_ wireframe: BaseWireframe<ViewController>, animated: Bool = true) {
            pushViewController(wireframe.viewController, animated: animated)
        }
        func setRootWireframe<ViewController>(_ wireframe: BaseWireframe<ViewController>, animated: Bool = true) {
            setViewControllers([wireframe.viewController], animated: animated)
        }
    }
    extension UIViewController {
        func presentWireframe<ViewController>(_ wireframe: BaseWireframe<ViewController>, animated: Bool = true) {
            present(wireframe.viewController, animated: animated)
        }
    }
    """

    static func module(_ name: String, options: [String] = [], navigate: String = "", presenter: String = "") -> [String: String] {
        [
            "Modules/\(name)/\(name)Interfaces.swift": """
            enum \(name)NavigationOption {
            \(options.map { "    case \($0)" }.joined(separator: "\n"))
            }
            protocol \(name)WireframeInterface: WireframeInterface {
                func navigate(to option: \(name)NavigationOption)
            }
            protocol \(name)PresenterInterface: PresenterInterface {}
            """,
            "Modules/\(name)/\(name)Wireframe.swift": """
            final class \(name)Wireframe: BaseWireframe<\(name)ViewController> {
                init() {
                    let moduleViewController = \(name)ViewController()
                    super.init(viewController: moduleViewController)
                    moduleViewController.presenter = \(name)Presenter(wireframe: self)
                }
            }
            extension \(name)Wireframe: \(name)WireframeInterface {
            \(navigate)
            }
            """,
            "Modules/\(name)/\(name)Presenter.swift": """
            final class \(name)Presenter {
                private let wireframe: \(name)WireframeInterface
                init(wireframe: \(name)WireframeInterface) { self.wireframe = wireframe }
            \(presenter)
            }
            """,
            "Modules/\(name)/\(name)ViewController.swift": """
            final class \(name)ViewController: UIViewController { var presenter: \(name)PresenterInterface! }
            """,
        ]
    }

    static var sources: [String: String] {
        var files = ["Common/BaseWireframe.swift": base]
        files.merge(module("Feed", options: ["details(Item)", "share", "help", "filters", "back", "close"], navigate: """
            func navigate(to option: FeedNavigationOption) {
                switch option {
                case .details(let item):
                    showDetails(item)
                case .share:
                    print("not yet")
                case .help:
                    break
                case .back:
                    navigationController?.popViewController(animated: true)
                case .close:
                    viewController.dismiss(animated: true)
                default:
                    break
                }
            }
            private func showDetails(_ item: Item) {
                pushDetails(item)
            }
            private func pushDetails(_ item: Item) {
                navigationController?.pushWireframe(DetailsWireframe(item: item))1️⃣
            }
        """, presenter: """
            func didSelect(item: Item) {
                wireframe.navigate(to: .details(item))2️⃣
            }
            func didTapClose() { wireframe.navigate(to: .close) }
        """)) { $1 }
        files.merge(module("Details", navigate: "func navigate(to option: DetailsNavigationOption) {}")) { $1 }
        // A wireframe interface with one method per route instead of an enum.
        files["Modules/Profile/ProfileInterfaces.swift"] = """
        protocol ProfileWireframeInterface: WireframeInterface {
            func navigateToFeed()3️⃣
            func navigateToSettings()
            func navigateToHelp()
        }
        """
        files["Modules/Profile/ProfileWireframe.swift"] = """
        final class ProfileWireframe: BaseWireframe<ProfileViewController>, ProfileWireframeInterface {
            init() { super.init(viewController: ProfileViewController()) }
            func navigateToFeed() {
                navigationController?.setRootWireframe(FeedWireframe())
            }
            func navigateToSettings() {
                // FIXME: settings screen
            }
        }
        final class ProfilePresenter {
            let wireframe: ProfileWireframeInterface
            init(wireframe: ProfileWireframeInterface) { self.wireframe = wireframe }
            func didTapFeed() { wireframe.navigateToFeed() }
        }
        final class ProfileViewController: UIViewController { var presenter: ProfilePresenter? }
        """
        return files
    }

    @Test func genericBaseWireframeSubclassesAreModules() throws {
        let fixture = try Fixture(Self.sources)
        defer { fixture.remove() }
        let map = try fixture.map()
        #expect(map.moduleIDs == ["Feed", "Details", "Profile"])
        #expect(map.module(id: "Feed")?.components.contains { $0.role == .wireframe && $0.type == "FeedWireframe" } == true)
    }

    @Test func routesThroughHelpersAndBackTransitions() throws {
        let fixture = try Fixture(Self.sources)
        defer { fixture.remove() }
        let map = try fixture.map()
        #expect(map.routeSet == [
            "Feed -[push: details]-> Details",
            "Feed -[pop: back]-> ∅",
            "Feed -[dismiss: close]-> ∅",
            "Profile -[setRoot: navigateToFeed]-> Feed",
        ])
        let details = try #require(map.routes(from: "Feed", to: "Details").first)
        #expect(details.line == fixture.line("1️⃣"))
        #expect(details.triggeredBy == [CallSite(type: "FeedPresenter", method: "didSelect(item:)", file: "Modules/Feed/FeedPresenter.swift", line: fixture.line("2️⃣"))])
        #expect(map.routes(from: "Feed", to: nil).first { $0.trigger == "close" }?.triggeredBy.map(\.method) == ["didTapClose()"])
        #expect(map.routes(from: "Profile", to: "Feed").first?.triggeredBy.map(\.method) == ["didTapFeed()"])
    }

    @Test func optionStatesAndFindings() throws {
        let fixture = try Fixture(Self.sources)
        defer { fixture.remove() }
        let map = try fixture.map()
        let feed = try #require(map.module(id: "Feed"))
        #expect(feed.navigationOptions.map { "\($0.name) \($0.state.rawValue)" } == [
            "details handled", "share dead", "help dead", "filters unhandled", "back handled", "close handled",
        ])
        #expect(Set(map.findings.filter { $0.module == "Feed" }.map { "\($0.rule) \($0.line ?? 0)" }) == [
            "deadOption 3", "deadOption 4", "unhandledOption 5",
        ])
        #expect(feed.status == .inProgress)
        let profile = try #require(map.module(id: "Profile"))
        #expect(profile.navigationOptions.map { "\($0.name) \($0.state.rawValue) \($0.line)" } == [
            "navigateToFeed handled \(fixture.line("3️⃣"))", "navigateToSettings dead 3", "navigateToHelp unhandled 4",
        ])
        #expect(Set(profile.evidence.map(\.kind)) == ["deadOption", "unhandledOption", "fixme"])
    }
}

/// Option states when a case does something other than navigate, and when `default:` does something.
@Suite struct OptionStateTests {
    @Test func delegatingCasesAndActiveDefaultsHandleOptions() throws {
        var files = ["Common/BaseWireframe.swift": WireframeDialectTests.base]
        files.merge(WireframeDialectTests.module("Player", options: ["close", "share", "rate", "log"], navigate: """
            func navigate(to option: PlayerNavigationOption) {
                switch option {
                case .close:
                    delegate?.playerDidClose()
                case .log:
                    print("log")
                default:
                    viewController.dismiss(animated: true)
                }
            }
        """)) { $1 }
        let fixture = try Fixture(files)
        defer { fixture.remove() }
        let map = try fixture.map()
        #expect(map.module(id: "Player")?.navigationOptions.map { "\($0.name) \($0.state.rawValue)" } == [
            "close handled", "share handled", "rate handled", "log dead",
        ])
    }
}
