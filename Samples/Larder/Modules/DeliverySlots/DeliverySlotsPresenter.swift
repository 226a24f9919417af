//
//  DeliverySlotsPresenter.swift
//  Larder
//

import Foundation

final class DeliverySlotsPresenter {

    private weak var view: DeliverySlotsViewProtocol?
    private let interactor: DeliverySlotsInteractorInput
    private let router: DeliverySlotsRouterProtocol
    private let listID: String
    private var sections: [[ListItem]] = []

    init(view: DeliverySlotsViewProtocol, interactor: DeliverySlotsInteractorInput, router: DeliverySlotsRouterProtocol, listID: String) {
        self.view = view
        self.interactor = interactor
        self.router = router
        self.listID = listID
    }

    private func item(in section: Int, at index: Int) -> ListItem? {
        guard sections.indices.contains(section), sections[section].indices.contains(index) else { return nil }
        return sections[section][index]
    }
}

extension DeliverySlotsPresenter: DeliverySlotsPresenterProtocol {
    func viewDidLoad() {
        interactor.load()
    }

    func didTapBookSlot() {
        interactor.bookSlot()
    }
}

extension DeliverySlotsPresenter: DeliverySlotsInteractorOutput {
    func didLoad(sections: [[ListItem]]) {
        self.sections = sections
        view?.display(sections: sections)
    }

    func didBookSlot(orderID: String) {
        router.openOrderConfirmation(orderID: orderID)
    }

    func didFail(with error: Error) {
        if case ServiceError.conflict = error {
            router.showSlotTaken()
            return
        }
        view?.display(error: error.localizedDescription)
    }
}
