//
//  CookingTimerPresenter.swift
//  RecipeKit
//

import Foundation

protocol CookingTimerPresenterProtocol: AnyObject {
    func viewDidLoad()
    func didTapClose()
}

final class CookingTimerPresenter {

    private weak var view: CookingTimerViewController?
    private let router: CookingTimerRouterProtocol
    private let recipeID: String
    private var items: [String] = []

    init(view: CookingTimerViewController, router: CookingTimerRouterProtocol, recipeID: String) {
        self.view = view
        self.router = router
        self.recipeID = recipeID
    }
}

extension CookingTimerPresenter: CookingTimerPresenterProtocol {
    func viewDidLoad() {
        items = RecipeStore.shared.items(for: "cookingtimer")
        view?.show(items: items)
    }

    func didTapClose() {
        router.close()
    }
}
