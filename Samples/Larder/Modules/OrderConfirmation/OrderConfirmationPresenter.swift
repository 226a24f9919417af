//
//  OrderConfirmationPresenter.swift
//  Larder
//

import Foundation

final class OrderConfirmationPresenter {

    private weak var view: OrderConfirmationViewProtocol?
    private let interactor: OrderConfirmationInteractorInput
    private let router: OrderConfirmationRouterProtocol
    private let orderID: String
    private var sections: [[ListItem]] = []

    init(view: OrderConfirmationViewProtocol, interactor: OrderConfirmationInteractorInput, router: OrderConfirmationRouterProtocol, orderID: String) {
        self.view = view
        self.interactor = interactor
        self.router = router
        self.orderID = orderID
    }

    private func item(in section: Int, at index: Int) -> ListItem? {
        guard sections.indices.contains(section), sections[section].indices.contains(index) else { return nil }
        return sections[section][index]
    }
}

extension OrderConfirmationPresenter: OrderConfirmationPresenterProtocol {
    func viewDidLoad() {
        interactor.load()
    }

    func didTapClose() {
        router.close()
    }
}

extension OrderConfirmationPresenter: OrderConfirmationInteractorOutput {
    func didLoad(sections: [[ListItem]]) {
        self.sections = sections
        view?.display(sections: sections)
    }

    func didFail(with error: Error) {
        view?.display(error: error.localizedDescription)
    }
}
