//
//  ShoppingListPresenter.swift
//  RecipeKit
//

import Foundation

protocol ShoppingListPresenterProtocol: AnyObject {
    func viewDidLoad()
    func didTapClose()
}

final class ShoppingListPresenter {

    private weak var view: ShoppingListViewController?
    private let router: ShoppingListRouterProtocol
    private var items: [String] = []

    init(view: ShoppingListViewController, router: ShoppingListRouterProtocol) {
        self.view = view
        self.router = router
    }
}

extension ShoppingListPresenter: ShoppingListPresenterProtocol {
    func viewDidLoad() {
        items = RecipeStore.shared.items(for: "shoppinglist")
        view?.show(items: items)
    }

    func didTapClose() {
        router.close()
    }
}
