//
//  DeliveryOrderPresenter.swift
//  Larder
//

import Foundation

final class DeliveryOrderPresenter {

    private weak var view: DeliveryOrderViewProtocol?
    private let interactor: DeliveryOrderInteractorInput
    private let router: DeliveryOrderRouterProtocol
    private let listID: String
    private var sections: [[ListItem]] = []

    init(view: DeliveryOrderViewProtocol, interactor: DeliveryOrderInteractorInput, router: DeliveryOrderRouterProtocol, listID: String) {
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

extension DeliveryOrderPresenter: DeliveryOrderPresenterProtocol {
    func viewDidLoad() {
        interactor.load()
    }

    func didTapDeliverySlots() {
        router.openDeliverySlots(listID: listID)
    }
}

extension DeliveryOrderPresenter: DeliveryOrderInteractorOutput {
    func didLoad(sections: [[ListItem]]) {
        self.sections = sections
        view?.display(sections: sections)
    }

    func didFail(with error: Error) {
        view?.display(error: error.localizedDescription)
    }
}
