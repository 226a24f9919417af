import Testing
import VipermapModel

/// Other common builders: `XAssembly`, `XConfigurator`, `XViewFactory`, `XModuleBuilder` with
/// `build`/`assemble`/`createView`/`make…`, and `static func module()` on a router.
@Suite struct BuilderVariantsTests {
    static let sources: [String: String] = [
        "Shop/Home/HomeRouter.swift": """
        import UIKit
        final class HomeRouter {
            weak var viewController: UIViewController?
            func openProfile() {
                viewController?.navigationController?.pushViewController(ProfileAssembly().assemble(), animated: true)
            }
            func openCart() {
                viewController?.present(CartModuleBuilder().build(), animated: true)
            }
            func openPayment() {
                viewController?.navigationController?.pushViewController(PaymentViewFactory.createView(amount: 10), animated: true)
            }
            func openOrders() {
                viewController?.navigationController?.pushViewController(OrdersRouter.module(), animated: true)
            }
            func openSettings() {
                viewController?.show(SettingsConfigurator.configuredViewController(), sender: nil)
            }
            func openHelp() {
                viewController?.showDetailViewController(HelpViewController(), sender: nil)
            }
        }
        final class HomePresenter { let router = HomeRouter() }
        final class HomeViewController: UIViewController { var presenter: HomePresenter? }
        """,
        "Shop/Profile/ProfileAssembly.swift": """
        final class ProfileAssembly {
            func assemble() -> UIViewController { ProfileViewController(presenter: ProfilePresenter()) }
        }
        final class ProfilePresenter { var name = "" }
        final class ProfileViewController: UIViewController { var presenter: ProfilePresenter? }
        """,
        "Shop/Cart/CartModuleBuilder.swift": """
        final class CartModuleBuilder {
            func build() -> UIViewController { CartViewController() }
        }
        final class CartViewController: UIViewController { var items: [String] = [] }
        """,
        "Shop/Payment/PaymentViewFactory.swift": """
        enum PaymentViewFactory {
            static func createView(amount: Int) -> UIViewController { PaymentViewController() }
        }
        final class PaymentViewController: UIViewController { var amount = 0 }
        """,
        "Shop/Orders/OrdersRouter.swift": """
        final class OrdersRouter {
            static func module() -> UIViewController { OrdersViewController() }
        }
        final class OrdersViewController: UIViewController { var orders: [String] = [] }
        """,
        "Shop/Settings/SettingsConfigurator.swift": """
        enum SettingsConfigurator {
            static func configuredViewController() -> UIViewController { SettingsViewController() }
        }
        final class SettingsViewController: UIViewController { var flags: [Bool] = [] }
        """,
        "Shop/Help/HelpViewController.swift": """
        final class HelpViewController: UIViewController { var text = "" }
        final class HelpPresenter { var topics: [String] = [] }
        """,
    ]

    @Test func everyBuilderStyleMakesAModuleAndARoute() throws {
        let fixture = try Fixture(Self.sources)
        defer { fixture.remove() }
        let map = try fixture.map()
        #expect(map.moduleIDs == ["Home", "Profile", "Cart", "Payment", "Orders", "Settings", "Help"])
        #expect(Set(map.modules.flatMap { module in module.components.filter { $0.role == .builder || $0.role == .configurator }.map { "\(module.id) \($0.role.rawValue) \($0.type)" } }) == [
            "Profile builder ProfileAssembly", "Cart builder CartModuleBuilder", "Payment builder PaymentViewFactory",
            "Settings configurator SettingsConfigurator",
        ])
        #expect(map.routeSet == [
            "Home -[push: openProfile]-> Profile",
            "Home -[present: openCart]-> Cart",
            "Home -[push: openPayment]-> Payment",
            "Home -[push: openOrders]-> Orders",
            "Home -[show: openSettings]-> Settings",
            "Home -[show: openHelp]-> Help",
        ])
    }
}
