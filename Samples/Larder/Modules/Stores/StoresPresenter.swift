//
//  StoresPresenter.swift
//  Larder
//

import Foundation

final class StoresPresenter {

    private weak var view: StoresViewProtocol?
    private let interactor: StoresInteractorInput
    private let router: StoresRouterProtocol
    private var sections: [[ListItem]] = []

    init(view: StoresViewProtocol, interactor: StoresInteractorInput, router: StoresRouterProtocol) {
        self.view = view
        self.interactor = interactor
        self.router = router
    }

    private func item(in section: Int, at index: Int) -> ListItem? {
        guard sections.indices.contains(section), sections[section].indices.contains(index) else { return nil }
        return sections[section][index]
    }
}

extension StoresPresenter: StoresPresenterProtocol {
    func viewDidLoad() {
        interactor.load()
    }

    func didSelectStoreDetails(at index: Int) {
        guard let item = item(in: 0, at: index) else { return }
        router.openStoreDetails(storeID: item.id)
    }
}

extension StoresPresenter: StoresInteractorOutput {
    func didLoad(sections: [[ListItem]]) {
        self.sections = sections
        view?.display(sections: sections)
    }

    func didFail(with error: Error) {
        view?.display(error: error.localizedDescription)
    }
}
