//
//  MainTabBarPresenter.swift
//  Larder
//

import Foundation

final class MainTabBarPresenter {

    private weak var view: MainTabBarViewProtocol?
    private let interactor: MainTabBarInteractorInput
    private let router: MainTabBarRouterProtocol

    init(view: MainTabBarViewProtocol, interactor: MainTabBarInteractorInput, router: MainTabBarRouterProtocol) {
        self.view = view
        self.interactor = interactor
        self.router = router
    }
}

extension MainTabBarPresenter: MainTabBarPresenterProtocol {
    func viewDidLoad() {
        interactor.checkStartupNotices()
    }

    func didReceiveQuickAction(_ type: String) {
        switch type {
        case "com.example.larder.lists": view?.select(tab: .lists)
        case "com.example.larder.pantry": view?.select(tab: .pantry)
        default: view?.select(tab: .discover)
        }
    }
}

extension MainTabBarPresenter: MainTabBarInteractorOutput {
    func maintenanceIsScheduled() {
        router.openMaintenance()
    }

    func whatsNewIsUnseen() {
        router.openWhatsNew()
    }
}
