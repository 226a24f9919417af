//
//  MyProfilePresenter.swift
//  Social
//

import Foundation

final class MyProfilePresenter {

    enum Row: CaseIterable { case wallet, settings }

    private weak var view: MyProfileViewController?
    private let router: MyProfileRouter
    private let session: SessionStore

    init(view: MyProfileViewController, router: MyProfileRouter, session: SessionStore) {
        self.view = view
        self.router = router
        self.session = session
    }

    func viewDidLoad() {
        view?.show(username: session.currentUser?.username ?? "", rows: Row.allCases)
    }

    func didSelect(_ row: Row) {
        switch row {
        case .wallet: router.routeToWallet()
        case .settings: router.routeToSettings()
        }
    }
}
