//
//  EditPantryItemPresenter.swift
//  Larder
//

import Foundation

final class EditPantryItemPresenter {

    private weak var view: EditPantryItemViewProtocol?
    private let interactor: EditPantryItemInteractorInput
    private let router: EditPantryItemRouterProtocol
    private let itemID: String
    private var sections: [[ListItem]] = []

    init(view: EditPantryItemViewProtocol, interactor: EditPantryItemInteractorInput, router: EditPantryItemRouterProtocol, itemID: String) {
        self.view = view
        self.interactor = interactor
        self.router = router
        self.itemID = itemID
    }

    private func item(in section: Int, at index: Int) -> ListItem? {
        guard sections.indices.contains(section), sections[section].indices.contains(index) else { return nil }
        return sections[section][index]
    }
}

extension EditPantryItemPresenter: EditPantryItemPresenterProtocol {
    func viewDidLoad() {
        interactor.load()
    }

    func didTapConfirmDelete() {
        router.confirmDelete { [weak self] in
            self?.interactor.deleteItem()
        }
    }

    func didTapClose() {
        router.close()
    }
}

extension EditPantryItemPresenter: EditPantryItemInteractorOutput {
    func didLoad(sections: [[ListItem]]) {
        self.sections = sections
        view?.display(sections: sections)
    }

    func didDeleteItem() {
        interactor.load()
    }

    func didFail(with error: Error) {
        view?.display(error: error.localizedDescription)
    }
}
