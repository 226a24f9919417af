//
//  AlertPresenter.swift
//  Harbor
//

import Foundation

final class AlertPresenter {

    private weak var view: AlertViewProtocol?
    private let router: AlertRouterProtocol
    private let alert: AppAlert

    init(view: AlertViewProtocol, router: AlertRouterProtocol, alert: AppAlert) {
        self.view = view
        self.router = router
        self.alert = alert
    }
}

extension AlertPresenter: AlertPresenterProtocol {
    func viewDidLoad() {
        view?.display(title: alert.title, message: alert.message, showsMoreInfo: alert.moreInfoURL != nil)
    }

    func didTapDismiss() {
        router.close()
    }

    func didTapMoreInfo() {
        guard let url = alert.moreInfoURL else { return }
        router.openMoreInfo(url: url)
    }
}
