//
//  ShoppingListsPresenter.swift
//  Larder
//

import Foundation

final class ShoppingListsPresenter {

    private weak var view: ShoppingListsViewProtocol?
    private let interactor: ShoppingListsInteractorInput
    private let router: ShoppingListsRouterProtocol
    private var sections: [[ListItem]] = []

    init(view: ShoppingListsViewProtocol, interactor: ShoppingListsInteractorInput, router: ShoppingListsRouterProtocol) {
        self.view = view
        self.interactor = interactor
        self.router = router
    }

    private func item(in section: Int, at index: Int) -> ListItem? {
        guard sections.indices.contains(section), sections[section].indices.contains(index) else { return nil }
        return sections[section][index]
    }
}

extension ShoppingListsPresenter: ShoppingListsPresenterProtocol {
    func viewDidLoad() {
        interactor.load()
    }

    func didSelectShoppingList(at index: Int) {
        guard let item = item(in: 0, at: index) else { return }
        router.openShoppingList(listID: item.id)
    }

    func didTapStores() {
        router.openStores()
    }

    func didTapShoppingHistory() {
        router.openShoppingHistory()
    }
}

extension ShoppingListsPresenter: ShoppingListsInteractorOutput {
    func didLoad(sections: [[ListItem]]) {
        self.sections = sections
        view?.display(sections: sections)
    }

    func didFail(with error: Error) {
        view?.display(error: error.localizedDescription)
    }
}
