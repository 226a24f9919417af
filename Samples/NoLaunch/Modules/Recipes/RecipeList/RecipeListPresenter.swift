//
//  RecipeListPresenter.swift
//  RecipeKit
//

import Foundation

protocol RecipeListPresenterProtocol: AnyObject {
    func viewDidLoad()
    func didSelectRow(at index: Int)
    func didTapShoppingList()
}

final class RecipeListPresenter {

    private weak var view: RecipeListViewController?
    private let router: RecipeListRouterProtocol
    private var items: [String] = []

    init(view: RecipeListViewController, router: RecipeListRouterProtocol) {
        self.view = view
        self.router = router
    }
}

extension RecipeListPresenter: RecipeListPresenterProtocol {
    func viewDidLoad() {
        items = RecipeStore.shared.items(for: "recipelist")
        view?.show(items: items)
    }

    func didSelectRow(at index: Int) {
        guard items.indices.contains(index) else { return }
        router.openRecipe(recipeID: items[index])
    }

    func didTapShoppingList() {
        router.openShoppingList()
    }
}
