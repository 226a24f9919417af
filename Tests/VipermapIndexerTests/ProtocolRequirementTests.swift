import Testing
import VipermapIndexer
import VipermapModel

/// Types that adopt their protocols in extensions (`extension SendRouter: SendRouting`), which the walk does not
/// dispatch to: the wallet's router calls `maker.make(vc).open()` on a factory typed by a protocol whose name is no
/// module's (`TransferScreenMaking`). The factory's requirement gives a value of its declared type (`SendRouting`,
/// the send module's protocol), and `open()` called on it runs on the send module's router: the wallet routes to Send.
/// A requirement returning something of no module (`makeFormatter()`) shows nothing.
@Suite struct ProtocolRequirementTests {
    static func files(call: String) -> [String: String] {
        [
            "Vault/Send.swift": """
            import UIKit
            protocol SendRouting { func open() }
            final class SendViewController: UIViewController {}
            final class SendPresenter {}
            final class SendRouter {
                private weak var parent: UIViewController?
                init(_ parent: UIViewController?) { self.parent = parent }
            }
            extension SendRouter: SendRouting {
                func open() {
                    parent?.show(SendViewController(), sender: self)
                }
            }
            final class AmountFormatter { func open() {} }
            protocol TransferScreenMaking {
                func make(_ parent: UIViewController?) -> SendRouting
                func makeFormatter() -> AmountFormatter
            }
            final class SendRouterFactory {}
            extension SendRouterFactory: TransferScreenMaking {
                func make(_ parent: UIViewController?) -> SendRouting { SendRouter(parent) }
                func makeFormatter() -> AmountFormatter { AmountFormatter() }
            }
            """,
            "Vault/Wallet.swift": """
            import UIKit
            final class WalletViewController: UIViewController {
                var presenter: WalletPresenter!
                @objc func tapSend() { presenter.didTapSend() }
            }
            final class WalletPresenter {
                var router: WalletRouter!
                func didTapSend() { router.openSend() }
            }
            final class WalletRouter {
                weak var vc: UIViewController?
                private let maker: TransferScreenMaking
                init(maker: TransferScreenMaking) { self.maker = maker }
                func openSend() { \(call) }
            }
            """,
        ]
    }

    @Test func aRequirementsDeclaredTypeIsShownByItsModulesRouter() throws {
        let map = try Fixture.map(Self.files(call: "maker.make(vc).open()"))
        #expect(map.moduleIDs == ["Send", "Wallet"])
        #expect(map.routeSet == ["Wallet -[show: openSend]-> Send"])
    }

    @Test func aRequirementOfNoModulesTypeShowsNothing() throws {
        let map = try Fixture.map(Self.files(call: "maker.makeFormatter().open()"))
        #expect(map.moduleIDs == ["Send", "Wallet"])
        #expect(map.routeSet.isEmpty)
    }
}
