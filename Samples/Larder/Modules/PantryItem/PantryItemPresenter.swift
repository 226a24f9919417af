//
//  PantryItemPresenter.swift
//  Larder
//

import Foundation

final class PantryItemPresenter {

    private weak var view: PantryItemViewProtocol?
    private let interactor: PantryItemInteractorInput
    private let router: PantryItemRouterProtocol
    private let itemID: String
    private var sections: [[ListItem]] = []

    init(view: PantryItemViewProtocol, interactor: PantryItemInteractorInput, router: PantryItemRouterProtocol, itemID: String) {
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

extension PantryItemPresenter: PantryItemPresenterProtocol {
    func viewDidLoad() {
        interactor.load()
    }

    func didSelectProductDetails(at index: Int) {
        guard let item = item(in: 0, at: index) else { return }
        router.openProductDetails(productID: item.id)
    }

    func didTapEditPantryItem() {
        router.openEditPantryItem(itemID: itemID)
    }
}

extension PantryItemPresenter: PantryItemInteractorOutput {
    func didLoad(sections: [[ListItem]]) {
        self.sections = sections
        view?.display(sections: sections)
    }

    func didFail(with error: Error) {
        view?.display(error: error.localizedDescription)
    }
}
