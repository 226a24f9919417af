//
//  FuelPricesPresenter.swift
//  Harbor
//

import UIKit

final class FuelPricesPresenter {

    private weak var view: FuelPricesViewProtocol?
    private let interactor: FuelPricesInteractorInput
    private let router: FuelPricesRouterProtocol
    private let marinaID: String
    private var sections: [[ListItem]] = []

    init(view: FuelPricesViewProtocol, interactor: FuelPricesInteractorInput, router: FuelPricesRouterProtocol, marinaID: String) {
        self.view = view
        self.interactor = interactor
        self.router = router
        self.marinaID = marinaID
    }

    private func item(in section: Int, at index: Int) -> ListItem? {
        guard sections.indices.contains(section), sections[section].indices.contains(index) else { return nil }
        return sections[section][index]
    }
}

extension FuelPricesPresenter: FuelPricesPresenterProtocol {
    func viewDidLoad() {
        interactor.load()
    }
}

extension FuelPricesPresenter: FuelPricesInteractorOutput {
    func didLoad(sections: [[ListItem]]) {
        self.sections = sections
        view?.display(sections: sections)
    }

    func didFail(with error: Error) {
        view?.display(error: error.localizedDescription)
    }
}
