//
//  PriceHistoryPresenter.swift
//  Larder
//

import Foundation

final class PriceHistoryPresenter {

    private weak var view: PriceHistoryViewProtocol?
    private let interactor: PriceHistoryInteractorInput
    private let router: PriceHistoryRouterProtocol
    private let productID: String
    private var sections: [[ListItem]] = []

    init(view: PriceHistoryViewProtocol, interactor: PriceHistoryInteractorInput, router: PriceHistoryRouterProtocol, productID: String) {
        self.view = view
        self.interactor = interactor
        self.router = router
        self.productID = productID
    }

    private func item(in section: Int, at index: Int) -> ListItem? {
        guard sections.indices.contains(section), sections[section].indices.contains(index) else { return nil }
        return sections[section][index]
    }
}

extension PriceHistoryPresenter: PriceHistoryPresenterProtocol {
    func viewDidLoad() {
        interactor.load()
    }
}

extension PriceHistoryPresenter: PriceHistoryInteractorOutput {
    func didLoad(sections: [[ListItem]]) {
        self.sections = sections
        view?.display(sections: sections)
    }

    func didFail(with error: Error) {
        view?.display(error: error.localizedDescription)
    }
}
