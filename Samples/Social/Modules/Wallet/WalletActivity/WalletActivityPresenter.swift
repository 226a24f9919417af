//
//  WalletActivityPresenter.swift
//  Social
//

import Foundation

final class WalletActivityPresenter {

    private weak var view: WalletActivityViewController?
    private let router: WalletActivityRouter
    private let wallet: WalletServiceProtocol
    private let filter: ActivityCurrencyType

    init(view: WalletActivityViewController, router: WalletActivityRouter, wallet: WalletServiceProtocol, filter: ActivityCurrencyType) {
        self.view = view
        self.router = router
        self.wallet = wallet
        self.filter = filter
    }

    func viewDidLoad() {
        wallet.activity(filter) { [weak self] result in
            switch result {
            case let .success(items): self?.view?.show(items)
            case .failure: self?.router.routeBack()
            }
        }
    }
}
