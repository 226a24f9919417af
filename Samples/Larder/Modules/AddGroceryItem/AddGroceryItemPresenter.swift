//
//  AddGroceryItemPresenter.swift
//  Larder
//

import Foundation

final class AddGroceryItemPresenter {

    private weak var view: AddGroceryItemViewProtocol?
    private let interactor: AddGroceryItemInteractorInput
    private let router: AddGroceryItemRouterProtocol
    private let listID: String
    private var sections: [[ListItem]] = []

    init(view: AddGroceryItemViewProtocol, interactor: AddGroceryItemInteractorInput, router: AddGroceryItemRouterProtocol, listID: String) {
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

extension AddGroceryItemPresenter: AddGroceryItemPresenterProtocol {
    func viewDidLoad() {
        interactor.load()
    }

    func didTapBarcodeScanner() {
        router.openBarcodeScanner()
    }

    func didTapClose() {
        router.close()
    }
}

extension AddGroceryItemPresenter: AddGroceryItemInteractorOutput {
    func didLoad(sections: [[ListItem]]) {
        self.sections = sections
        view?.display(sections: sections)
    }

    func didFail(with error: Error) {
        if case ServiceError.notFound = error {
            router.showItemUnavailable()
            return
        }
        view?.display(error: error.localizedDescription)
    }
}
