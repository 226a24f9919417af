//
//  AddPantryItemPresenter.swift
//  Larder
//

import Foundation

final class AddPantryItemPresenter {

    private weak var view: AddPantryItemViewProtocol?
    private let interactor: AddPantryItemInteractorInput
    private let router: AddPantryItemRouterProtocol
    private var sections: [[ListItem]] = []

    init(view: AddPantryItemViewProtocol, interactor: AddPantryItemInteractorInput, router: AddPantryItemRouterProtocol) {
        self.view = view
        self.interactor = interactor
        self.router = router
    }

    private func item(in section: Int, at index: Int) -> ListItem? {
        guard sections.indices.contains(section), sections[section].indices.contains(index) else { return nil }
        return sections[section][index]
    }
}

extension AddPantryItemPresenter: AddPantryItemPresenterProtocol {
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

extension AddPantryItemPresenter: AddPantryItemInteractorOutput {
    func didLoad(sections: [[ListItem]]) {
        self.sections = sections
        view?.display(sections: sections)
    }

    func didFail(with error: Error) {
        view?.display(error: error.localizedDescription)
    }
}
