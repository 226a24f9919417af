//
//  PaymentMethodsPresenter.swift
//  Harbor
//

import UIKit

final class PaymentMethodsPresenter {

    private weak var view: PaymentMethodsViewProtocol?
    private let interactor: PaymentMethodsInteractorInput
    private let router: PaymentMethodsRouterProtocol
    private var sections: [[ListItem]] = []

    init(view: PaymentMethodsViewProtocol, interactor: PaymentMethodsInteractorInput, router: PaymentMethodsRouterProtocol) {
        self.view = view
        self.interactor = interactor
        self.router = router
    }

    private func item(in section: Int, at index: Int) -> ListItem? {
        guard sections.indices.contains(section), sections[section].indices.contains(index) else { return nil }
        return sections[section][index]
    }
}

extension PaymentMethodsPresenter: PaymentMethodsPresenterProtocol {
    func viewDidLoad() {
        interactor.load()
    }

    func didTapAddCard() {
        router.openAddCard()
    }

    func didTapConfirmRemoveCard() {
        router.confirmRemoveCard { [weak self] in
            self?.interactor.load()
        }
    }
}

extension PaymentMethodsPresenter: PaymentMethodsInteractorOutput {
    func didLoad(sections: [[ListItem]]) {
        self.sections = sections
        view?.display(sections: sections)
    }

    func didFail(with error: Error) {
        view?.display(error: error.localizedDescription)
    }
}
