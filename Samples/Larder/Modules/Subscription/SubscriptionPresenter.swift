//
//  SubscriptionPresenter.swift
//  Larder
//

import Foundation

final class SubscriptionPresenter {

    private weak var view: SubscriptionViewProtocol?
    private let interactor: SubscriptionInteractorInput
    private let router: SubscriptionRouterProtocol
    private var sections: [[ListItem]] = []

    init(view: SubscriptionViewProtocol, interactor: SubscriptionInteractorInput, router: SubscriptionRouterProtocol) {
        self.view = view
        self.interactor = interactor
        self.router = router
    }

    private func item(in section: Int, at index: Int) -> ListItem? {
        guard sections.indices.contains(section), sections[section].indices.contains(index) else { return nil }
        return sections[section][index]
    }
}

extension SubscriptionPresenter: SubscriptionPresenterProtocol {
    func viewDidLoad() {
        interactor.load()
    }

    func didTapManageSubscription() {
        router.openManageSubscription(url: URL(string: "https://apps.apple.com/account/subscriptions")!)
    }
}

extension SubscriptionPresenter: SubscriptionInteractorOutput {
    func didLoad(sections: [[ListItem]]) {
        self.sections = sections
        view?.display(sections: sections)
    }

    func didFail(with error: Error) {
        if case ServiceError.server = error {
            router.showPurchaseFailed()
            return
        }
        view?.display(error: error.localizedDescription)
    }
}
