//
//  StoreDetailsPresenter.swift
//  Larder
//

import Foundation

final class StoreDetailsPresenter {

    private weak var view: StoreDetailsViewProtocol?
    private let interactor: StoreDetailsInteractorInput
    private let router: StoreDetailsRouterProtocol
    private let storeID: String
    private var sections: [[ListItem]] = []

    init(view: StoreDetailsViewProtocol, interactor: StoreDetailsInteractorInput, router: StoreDetailsRouterProtocol, storeID: String) {
        self.view = view
        self.interactor = interactor
        self.router = router
        self.storeID = storeID
    }

    private func item(in section: Int, at index: Int) -> ListItem? {
        guard sections.indices.contains(section), sections[section].indices.contains(index) else { return nil }
        return sections[section][index]
    }
}

extension StoreDetailsPresenter: StoreDetailsPresenterProtocol {
    func viewDidLoad() {
        interactor.load()
    }

    func didTapWebsite() {
        router.openWebsite(url: URL(string: "https://larder.example.com/stores/\(storeID)")!)
    }
}

extension StoreDetailsPresenter: StoreDetailsInteractorOutput {
    func didLoad(sections: [[ListItem]]) {
        self.sections = sections
        view?.display(sections: sections)
    }

    func didFail(with error: Error) {
        view?.display(error: error.localizedDescription)
    }
}
