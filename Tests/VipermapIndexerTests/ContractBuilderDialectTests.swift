import Testing
import VipermapModel

/// Seed 002: `XContract.swift` with `-ing` protocols, `XBuilder.makeModule(…)`, routers that push
/// `otherBuilder.makeModule(…)` or assign `window.rootViewController`.
@Suite struct ContractBuilderDialectTests {
    static let sources: [String: String] = [
        "AppDelegate.swift": """
        import UIKit
        @main
        final class AppDelegate: UIResponder, UIApplicationDelegate {
            var window: UIWindow?
            func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                window = UIWindow()
                window?.rootViewController = LoginBuilder.makeModule()1️⃣
                window?.makeKeyAndVisible()
                return true
            }
        }
        """,
        "Login/LoginContract.swift": """
        protocol LoginPresenting: AnyObject { func didTapLogin() }
        protocol LoginViewing: AnyObject { func showError(_ text: String) }
        protocol LoginRouting: AnyObject { func presentListScreen() }
        """,
        "Login/LoginBuilder.swift": """
        import UIKit
        enum LoginBuilder {
            static func makeModule() -> UIViewController {
                let router = LoginRouter()
                let presenter = LoginPresenter(router: router)
                let viewController = LoginViewController(presenter: presenter)
                router.window = viewController.view.window
                return viewController
            }
        }
        """,
        "Login/LoginRouter.swift": """
        import UIKit
        final class LoginRouter: LoginRouting {
            weak var window: UIWindow?
            // The name says "present"; the code replaces the window's root.
            func presentListScreen() {
                window?.rootViewController = UINavigationController(rootViewController: TracksBuilder.makeModule())2️⃣
            }
        }
        """,
        "Login/LoginPresenter.swift": """
        final class LoginPresenter: LoginPresenting {
            private let router: LoginRouting
            init(router: LoginRouting) { self.router = router }
            func didTapLogin() { router.presentListScreen() }
        }
        """,
        "Login/LoginViewController.swift": """
        import UIKit
        final class LoginViewController: UIViewController, LoginViewing {
            private let presenter: LoginPresenting
            init(presenter: LoginPresenting) { self.presenter = presenter; super.init(nibName: nil, bundle: nil) }
            required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
            func showError(_ text: String) {}
        }
        """,
        "Tracks/TracksContract.swift": """
        protocol TracksPresenting: class {
            var view: TracksViewing? { get set }
            func viewDidLoad()
        }
        protocol TracksViewing: class { func update(viewModels: [TrackViewModel]) }
        protocol TracksInteracting: class {
            var delegate: TracksInteractorDelegate? { get set }
            func fetchTracks()
        }
        protocol TracksInteractorDelegate: class { func didFetch(tracks: [Track]) }
        protocol TracksRouting: class { var viewController: UIViewController? { get set } }
        """,
        "Tracks/TracksBuilder.swift": """
        import UIKit
        enum TracksBuilder {
            static func makeModule(service: TrackServicing = TrackService()) -> UIViewController {
                let router = TracksRouter()
                let interactor = TracksInteractor(service: service)
                let presenter = TracksPresenter(interactor: interactor, router: router)
                let viewController = TracksViewController(presenter: presenter)
                router.viewController = viewController
                presenter.view = viewController
                interactor.delegate = presenter
                return viewController
            }
        }
        """,
        "Tracks/TracksRouter.swift": """
        import UIKit
        final class TracksRouter: TracksRouting {
            weak var viewController: UIViewController?
            private let trackBuilder: TrackBuilding = TrackBuilder()

            func openTrackScreen(track: Track) {
                viewController?.navigationController?.pushViewController(trackBuilder.makeModule(track: track), animated: true)3️⃣
            }
        }
        """,
        "Tracks/TracksPresenter.swift": """
        final class TracksPresenter: TracksPresenting {
            weak var view: TracksViewing?
            private let interactor: TracksInteracting
            private let router: TracksRouter
            init(interactor: TracksInteracting, router: TracksRouter) { self.interactor = interactor; self.router = router }
            func viewDidLoad() { interactor.fetchTracks() }
            func didSelect(track: Track) { router.openTrackScreen(track: track) }
        }
        """,
        "Tracks/TracksInteractor.swift": """
        final class TracksInteractor: TracksInteracting {
            weak var delegate: TracksInteractorDelegate?
            private let service: TrackServicing
            init(service: TrackServicing) { self.service = service }
            func fetchTracks() { service.fetch { [weak self] tracks in self?.delegate?.didFetch(tracks: tracks) } }
        }
        """,
        "Tracks/TracksViewController.swift": """
        import UIKit
        final class TracksViewController: UITableViewController, TracksViewing {
            private let presenter: TracksPresenting
            init(presenter: TracksPresenting) { self.presenter = presenter; super.init(style: .plain) }
            required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
            func update(viewModels: [TrackViewModel]) {}
        }
        """,
        "Track/TrackContract.swift": """
        protocol TrackBuilding { func makeModule(track: Track) -> UIViewController }
        protocol TrackPresenting: AnyObject {}
        protocol TrackViewing: AnyObject {}
        """,
        "Track/TrackModule.swift": """
        import UIKit
        struct TrackBuilder: TrackBuilding {
            func makeModule(track: Track) -> UIViewController {
                TrackViewController(presenter: TrackPresenter(track: track))
            }
        }
        final class TrackPresenter: TrackPresenting {
            let track: Track
            init(track: Track) { self.track = track }
        }
        final class TrackViewController: UIViewController, TrackViewing {
            let presenter: TrackPresenting
            init(presenter: TrackPresenting) { self.presenter = presenter; super.init(nibName: nil, bundle: nil) }
            required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
        }
        """,
        "TracksTests/TracksPresenterTests.swift": """
        final class MockTracksInteractor: TracksInteracting {
            var delegate: TracksInteractorDelegate?
            var fetchTracksCallCount = 0
            func fetchTracks() { fetchTracksCallCount += 1 }
        }
        final class TracksRouterSpy: TracksRouting { var viewController: UIViewController? }
        """,
    ]

    @Test func contractAndBuilderModules() throws {
        let fixture = try Fixture(Self.sources)
        defer { fixture.remove() }
        let map = try fixture.map()
        // Track has a builder, presenter and view and no router: it navigates nowhere, and a router is optional.
        #expect(map.moduleSummary == ["Login - done", "Tracks - done", "Track - done"])
        #expect(map.componentSet("Tracks") == [
            "contract TracksPresenting Tracks/TracksContract.swift:1",
            "contract TracksViewing Tracks/TracksContract.swift:5",
            "contract TracksInteracting Tracks/TracksContract.swift:6",
            "contract TracksInteractorDelegate Tracks/TracksContract.swift:10",
            "contract TracksRouting Tracks/TracksContract.swift:11",
            "builder TracksBuilder Tracks/TracksBuilder.swift:2",
            "router TracksRouter Tracks/TracksRouter.swift:2",
            "presenter TracksPresenter Tracks/TracksPresenter.swift:1",
            "interactor TracksInteractor Tracks/TracksInteractor.swift:1",
            "view TracksViewController Tracks/TracksViewController.swift:2",
        ])
        let track = try #require(map.module(id: "Track"))
        #expect(track.roles.contains(.builder) && !track.roles.contains(.router))
        #expect(track.evidence.isEmpty)
    }

    @Test func routesFromBuildersAndRootAssignment() throws {
        let fixture = try Fixture(Self.sources)
        defer { fixture.remove() }
        let map = try fixture.map()
        #expect(map.routeSet == [
            "∅ -[setRoot: ∅]-> Login",
            "Login -[setRoot: presentListScreen]-> Tracks",
            "Tracks -[push: openTrackScreen]-> Track",
        ])
        #expect(map.routes(from: "Login", to: "Tracks").first?.line == fixture.line("2️⃣"))
        let open = try #require(map.routes(from: "Tracks", to: "Track").first)
        #expect(open.line == fixture.line("3️⃣"))
        #expect(open.triggeredBy.map { "\($0.type).\($0.method)" } == ["TracksPresenter.didSelect(track:)"])
        #expect(map.entryPoints.map { "\($0.module) \($0.file):\($0.line) \($0.kind)" } == ["Login AppDelegate.swift:\(fixture.line("1️⃣")) appDelegate"])
        #expect(map.module(id: "Track")?.breadcrumb == ["Login", "Tracks", "Track"])
    }
}
