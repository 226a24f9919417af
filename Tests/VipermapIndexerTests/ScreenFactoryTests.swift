import Testing
import VipermapModel

/// Apps move between architectures screen by screen: a screen with no presenter or router, put together by a factory
/// of its own (`InvoiceModule.make(id:)` building `InvoiceViewModel` and `InvoiceViewController`), is a module; so is
/// one whose factory shows it (`ReceiptModule.launch(mode: .present(from: view))`), the enum case it is handed giving
/// the transition. A view controller with no factory of its own stays a plain screen, and a factory of a view that is
/// no screen (a `UIView`) makes no module.
@Suite struct ScreenFactoryTests {
    static let orders = """
    import UIKit
    final class OrdersViewController: UIViewController { var presenter: OrdersPresenter? }
    final class OrdersPresenter { var router: OrdersRouter? }
    final class OrdersRouter {
        weak var view: UIViewController?
        func openInvoice(id: String) {
            1️⃣view?.navigationController?.pushViewController(InvoiceModule.make(id: id), animated: true)
        }
        func showReceipt() {
            2️⃣ReceiptModule.launch(mode: .present(from: view))
        }
        func openAbout() {
            view?.navigationController?.pushViewController(AboutViewController(), animated: true)
        }
        func badge() -> UIView { BadgeFactory().make() }
    }
    """

    static let invoice = """
    import UIKit
    final class InvoiceViewModel {
        let id: String
        init(id: String) { self.id = id }
    }
    final class InvoiceViewController: UIViewController {
        let viewModel: InvoiceViewModel
        init(viewModel: InvoiceViewModel) {
            self.viewModel = viewModel
            super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: NSCoder) { nil }
    }
    struct InvoiceModule {
        static func make(id: String) -> UIViewController {
            InvoiceViewController(viewModel: InvoiceViewModel(id: id))
        }
    }
    """

    static let receipt = """
    import UIKit
    enum LaunchMode {
        case push(on: UINavigationController?)
        case present(from: UIViewController?)
    }
    final class ReceiptViewModel {}
    final class ReceiptViewController: UIViewController { var viewModel: ReceiptViewModel? }
    enum ReceiptModule {
        static func launch(mode: LaunchMode) {
            let screen = ReceiptViewController()
            screen.viewModel = ReceiptViewModel()
            switch mode {
            case .push(let navigation):
                navigation?.pushViewController(screen, animated: true)
            case .present(let host):
                host?.present(screen, animated: true)
            }
        }
    }
    """

    static let plain = """
    import UIKit
    final class AboutViewController: UIViewController {}
    final class BadgeView: UIView {}
    final class BadgeFactory { func make() -> BadgeView { BadgeView() } }
    """

    @Test func screensWithAFactoryOfTheirOwnAreModules() throws {
        let fixture = try Fixture([
            "Library/Orders/Orders.swift": Self.orders,
            "Library/Invoice/Invoice.swift": Self.invoice,
            "Library/Receipt/Receipt.swift": Self.receipt,
            "Library/Shared/Plain.swift": Self.plain,
        ])
        let map = try fixture.map()
        #expect(map.moduleIDs == ["Invoice", "Orders", "Receipt"])
        #expect(Set(map.module(id: "Invoice")?.components.map { "\($0.role.rawValue) \($0.type)" } ?? [])
                == ["builder InvoiceModule", "view InvoiceViewController", "viewModel InvoiceViewModel"])
        #expect(Set(map.module(id: "Receipt")?.components.map { "\($0.role.rawValue) \($0.type)" } ?? [])
                == ["builder ReceiptModule", "view ReceiptViewController", "viewModel ReceiptViewModel"])
        #expect(map.routeSet == [
            "Orders -[push: openInvoice]-> Invoice", "Orders -[present: showReceipt]-> Receipt",
            "Orders -[push: openAbout]-> ∅",
        ])
        #expect(map.routes.first { $0.to == "Invoice" }?.line == fixture.line("1️⃣"))
        #expect(map.routes.first { $0.to == "Receipt" }?.line == fixture.line("2️⃣"))
    }

    /// Without its factory, the same view controller and view model are a plain screen: a view model never makes a
    /// module, and neither does a view controller alone.
    @Test func aScreenWithNoFactoryOfItsOwnStaysPlain() throws {
        let invoice = Self.invoice.replacingOccurrences(of: """
        struct InvoiceModule {
            static func make(id: String) -> UIViewController {
                InvoiceViewController(viewModel: InvoiceViewModel(id: id))
            }
        }
        """, with: "")
        let fixture = try Fixture([
            "Library/Orders/Orders.swift": Self.orders.replacingOccurrences(of: "InvoiceModule.make(id: id)",
                                                                            with: "InvoiceViewController(viewModel: InvoiceViewModel(id: id))"),
            "Library/Invoice/Invoice.swift": invoice,
            "Library/Receipt/Receipt.swift": Self.receipt,
            "Library/Shared/Plain.swift": Self.plain,
        ])
        let map = try fixture.map()
        #expect(map.moduleIDs == ["Orders", "Receipt"])
        #expect(map.routes.contains { $0.from == "Orders" && $0.to == nil && $0.trigger == "openInvoice" })
    }
}
