//
//  RecipeDetailPresenter.swift
//  RecipeKit
//

import Foundation

protocol RecipeDetailPresenterProtocol: AnyObject {
    func viewDidLoad()
    func didTapCookingTimer()
}

final class RecipeDetailPresenter {

    private weak var view: RecipeDetailViewController?
    private let router: RecipeDetailRouterProtocol
    private let recipeID: String
    private var items: [String] = []

    init(view: RecipeDetailViewController, router: RecipeDetailRouterProtocol, recipeID: String) {
        self.view = view
        self.router = router
        self.recipeID = recipeID
    }
}

extension RecipeDetailPresenter: RecipeDetailPresenterProtocol {
    func viewDidLoad() {
        items = RecipeStore.shared.items(for: "recipedetail")
        view?.show(items: items)
    }

    func didTapCookingTimer() {
        router.openCookingTimer(recipeID: recipeID)
    }
}
