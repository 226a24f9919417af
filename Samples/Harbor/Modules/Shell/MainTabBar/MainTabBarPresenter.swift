//
//  MainTabBarPresenter.swift
//  Harbor
//

import Foundation

final class MainTabBarPresenter {

    private weak var view: MainTabBarViewProtocol?
    private let interactor: MainTabBarInteractorInput
    private let router: MainTabBarRouterProtocol
    private let session: SessionStore
    private var observer: NSObjectProtocol?

    init(view: MainTabBarViewProtocol, interactor: MainTabBarInteractorInput, router: MainTabBarRouterProtocol, session: SessionStore) {
        self.view = view
        self.interactor = interactor
        self.router = router
        self.session = session
    }

    deinit {
        observer.map(NotificationCenter.default.removeObserver)
    }
}

extension MainTabBarPresenter: MainTabBarPresenterProtocol {
    func viewDidLoad() {
        observer = NotificationCenter.default.addObserver(forName: .harborDeepLink, object: nil, queue: .main) { [weak self] note in
            guard let link = note.object as? DeepLink else { return }
            self?.didReceive(link)
        }
        if let pending = session.pendingDeepLink {
            session.pendingDeepLink = nil
            didReceive(pending)
        }
        interactor.checkStartupNotices()
    }

    func didReceive(_ link: DeepLink) {
        switch link.path {
        case "bookings": view?.select(tab: .bookings)
        case "trips": view?.select(tab: .trips)
        default: router.openDeepLink(link)
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
