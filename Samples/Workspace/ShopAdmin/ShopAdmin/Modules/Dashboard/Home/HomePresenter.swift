//
//  HomePresenter.swift
//  ShopAdmin
//

import Foundation
import ShopKit

final class HomePresenter: HomePresenting {

    weak var view: HomeViewing?
    private let interactor: HomeInteracting
    private let router: HomeRouting

    init(interactor: HomeInteracting, router: HomeRouting) {
        self.interactor = interactor
        self.router = router
    }

    func viewDidLoad() {
        // TODO: refresh the summary every minute while the dashboard is visible
        interactor.loadSummary { [weak self] openOrders, lowStock in
            self?.view?.update(openOrders: openOrders, lowStock: lowStock)
        }
    }

    func didTapOrders() {
        router.openOrders()
    }

    func didTapSignOut() {
        ShopClient.shared.signOut()
        router.signOut()
    }
}
