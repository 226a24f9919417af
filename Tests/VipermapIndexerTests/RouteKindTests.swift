import Testing
import VipermapModel

/// Every route says what it leads to, decided by the type that is built or presented, never by a name (issue 21).
@Suite struct RouteKindTests {
    /// A module; UIKit's and the SDKs' controllers (system screens, with their type); the app's own view controllers
    /// that are no module (plain screens, with type and file); a value only known at run time (unresolved, the only
    /// doubt). The app's own module named `Alert` is a module; a `UINavigationController` wrapping a plain screen is
    /// that plain screen; a variable typed `UIViewController` says nothing and stays unresolved.
    @Test func routesSayWhatTheyLeadTo() throws {
        let fixture = try Fixture([
            "Inn/Lobby/LobbyRouter.swift": """
            import UIKit
            import SafariServices
            protocol ScreenSource { func screen(for key: String) -> UIViewController }
            final class LobbyRouter {
                weak var viewController: UIViewController?
                var source: ScreenSource?
                var pending: UIViewController?
                func confirm() {
                    let sheet = UIAlertController(title: "Leave?", message: nil, preferredStyle: .actionSheet)
                    1️⃣viewController?.present(sheet, animated: true)
                }
                func openSite(_ url: URL) { 2️⃣viewController?.present(SFSafariViewController(url: url), animated: true) }
                func openLicenses() {
                    3️⃣viewController?.present(UINavigationController(rootViewController: LicensesViewController()), animated: true)
                }
                func openAlert() { 4️⃣viewController?.present(AlertBuilder.build(), animated: true) }
                func openKey(_ key: String) { 5️⃣viewController?.present(source!.screen(for: key), animated: true) }
                func openPending() { 6️⃣viewController?.present(pending!, animated: true) }
            }
            final class LobbyPresenter { var router: LobbyRouter? }
            final class LobbyViewController: UIViewController { var presenter: LobbyPresenter? }
            """,
            "Inn/Common/LicensesViewController.swift": """
            import UIKit
            class BaseScreen: UIViewController {}
            final class LicensesViewController: BaseScreen {}
            """,
            "Inn/Alert/Alert.swift": """
            import UIKit
            enum AlertBuilder { static func build() -> UIViewController { AlertViewController() } }
            final class AlertViewController: UIViewController { var presenter: AlertPresenter? }
            final class AlertPresenter {}
            """,
        ])
        defer { fixture.remove() }
        let map = try fixture.map()
        #expect(map.moduleIDs == ["Lobby", "Alert"])
        let kinds = Set(map.routes.map { route in
            "\(route.trigger ?? "-") \(route.kind.rawValue) \(route.to ?? "-") \(route.targetType ?? "-") \(route.targetFile ?? "-") \(route.line)"
        })
        #expect(kinds == [
            "confirm system - UIAlertController - \(fixture.line("1️⃣"))",
            "openSite system - SFSafariViewController - \(fixture.line("2️⃣"))",
            "openLicenses plain - LicensesViewController Inn/Common/LicensesViewController.swift \(fixture.line("3️⃣"))",
            "openAlert module Alert - - \(fixture.line("4️⃣"))",
            "openKey unresolved - - - \(fixture.line("5️⃣"))",
            "openPending unresolved - - - \(fixture.line("6️⃣"))",
        ])
        #expect(map.module(id: "Lobby")?.resolution == RouteResolution(resolved: 4, total: 6))
        #expect(map.resolution == RouteResolution(resolved: 4, total: 6))
        #expect(map.findings.filter { $0.rule == "unresolvedRoute" }.compactMap(\.line).sorted() == [fixture.line("5️⃣"), fixture.line("6️⃣")].sorted())
        #expect(!map.findings.contains { $0.rule == "undefinedModule" }, "\(map.findings)")
        #expect(map.module(id: "Lobby")?.status == .done)
    }
    /// A service that presents the SDK's screens for others (`errorPresenter.present(error:)`, whose private helper
    /// shows the alert): a system-screen route of each module whose code calls it on a property typed by its
    /// protocol, at the service's line, triggered by the method called. A module's own `presenter.didTap()` is no
    /// call to a service, and the service is no module.
    @Test func aPresentingServiceShowsItsScreensForTheModulesThatCallIt() throws {
        let fixture = try Fixture([
            "Inn/Presenters/ErrorPresenter.swift": """
            import UIKit
            protocol ErrorPresenter { func present(error: Error) }
            final class ErrorPresenterAlert: ErrorPresenter {
                func present(error: Error) { presentAlert(error: error) }
                private func presentAlert(error: Error) {
                    let alert = UIAlertController(title: "Error", message: error.localizedDescription, preferredStyle: .alert)
                    DispatchQueue.main.async {
                        1️⃣UIApplication.shared.keyWindow?.rootViewController?.present(alert, animated: true)
                    }
                }
            }
            """,
            "Inn/Cellar/Cellar.swift": """
            import UIKit
            final class CellarPresenter {
                var errorPresenter: ErrorPresenter!
                var router: CellarRouter!
                func didFail(_ error: Error) { errorPresenter.present(error: error) }
            }
            final class CellarRouter { func close() {} }
            final class CellarViewController: UIViewController {
                var presenter: CellarPresenter!
                func tap() { presenter.didFail(NSError(domain: "", code: 1)) }
            }
            """,
            "Inn/Attic/Attic.swift": """
            import UIKit
            final class AtticPresenter { var router: AtticRouter!; func load() {} }
            final class AtticRouter { func close() {} }
            final class AtticViewController: UIViewController { var presenter: AtticPresenter!; func tap() { presenter.load() } }
            """,
        ])
        defer { fixture.remove() }
        let map = try fixture.map()
        #expect(map.moduleIDs == ["Attic", "Cellar"])
        #expect(Set(map.routes.map { "\($0.from ?? "-") \($0.trigger ?? "-") \($0.kind.rawValue) \($0.targetType ?? "-") \($0.file):\($0.line)" }) == [
            "Cellar present system UIAlertController Inn/Presenters/ErrorPresenter.swift:\(fixture.line("1️⃣"))",
        ])
    }
}
