//
//  ShoppingListPresenter.swift
//  Larder
//

import Foundation

final class ShoppingListPresenter {

    private weak var view: ShoppingListViewProtocol?
    private let interactor: ShoppingListInteractorInput
    private let router: ShoppingListRouterProtocol
    private let listID: String
    private var sections: [[ListItem]] = []

    init(view: ShoppingListViewProtocol, interactor: ShoppingListInteractorInput, router: ShoppingListRouterProtocol, listID: String) {
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

extension ShoppingListPresenter: ShoppingListPresenterProtocol {
    func viewDidLoad() {
        interactor.load()
    }

    func didSelectProductDetails(at index: Int) {
        guard let item = item(in: 0, at: index) else { return }
        router.openProductDetails(productID: item.id)
    }

    func didTapAddGroceryItem() {
        router.openAddGroceryItem(listID: listID)
    }

    func didTapListMembers() {
        router.openListMembers(listID: listID)
    }

    func didTapDeliveryOrder() {
        router.openDeliveryOrder(listID: listID)
    }

    func didTapShareList() {
        let link = URL(string: "https://larder.example.com/list/\(listID)")!
        router.shareList(items: [link])
    }

    func didTapConfirmClearChecked() {
        router.confirmClearChecked { [weak self] in
            self?.interactor.clearChecked()
        }
    }
}

extension ShoppingListPresenter: ShoppingListInteractorOutput {
    func didLoad(sections: [[ListItem]]) {
        self.sections = sections
        view?.display(sections: sections)
    }

    func didClearChecked() {
        interactor.load()
    }

    func didFail(with error: Error) {
        view?.display(error: error.localizedDescription)
    }
}
