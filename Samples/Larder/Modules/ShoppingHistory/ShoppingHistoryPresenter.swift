//
//  ShoppingHistoryPresenter.swift
//  Larder
//

import Foundation

final class ShoppingHistoryPresenter {

    private weak var view: ShoppingHistoryViewProtocol?
    private let interactor: ShoppingHistoryInteractorInput
    private let router: ShoppingHistoryRouterProtocol
    private var sections: [[ListItem]] = []

    init(view: ShoppingHistoryViewProtocol, interactor: ShoppingHistoryInteractorInput, router: ShoppingHistoryRouterProtocol) {
        self.view = view
        self.interactor = interactor
        self.router = router
    }

    private func item(in section: Int, at index: Int) -> ListItem? {
        guard sections.indices.contains(section), sections[section].indices.contains(index) else { return nil }
        return sections[section][index]
    }
}

extension ShoppingHistoryPresenter: ShoppingHistoryPresenterProtocol {
    func viewDidLoad() {
        interactor.load()
    }

    func didSelectShoppingList(at index: Int) {
        guard let item = item(in: 0, at: index) else { return }
        router.openShoppingList(listID: item.id)
    }
}

extension ShoppingHistoryPresenter: ShoppingHistoryInteractorOutput {
    func didLoad(sections: [[ListItem]]) {
        self.sections = sections
        view?.display(sections: sections)
    }

    func didFail(with error: Error) {
        view?.display(error: error.localizedDescription)
    }
}
