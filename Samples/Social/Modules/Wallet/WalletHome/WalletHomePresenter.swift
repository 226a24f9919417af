//
//  WalletHomePresenter.swift
//  Social
//

import Foundation

final class WalletHomePresenter {

    private weak var view: WalletHomeViewController?
    private let interactor: WalletHomeInteractor
    private let router: WalletHomeRouter

    init(view: WalletHomeViewController, interactor: WalletHomeInteractor, router: WalletHomeRouter) {
        self.view = view
        self.interactor = interactor
        self.router = router
    }

    func viewWillAppear() {
        interactor.fetchBalances { [weak self] balances in
            self?.view?.show(balances.map { "\($0.value) \($0.key.rawValue.uppercased())" })
        }
    }

    func didTapActivity() {
        router.routeToWalletAcivity()
    }

    func didTapPayBill() {
        router.routeToPayBill()
    }
}
