//
//  RecipeReviewsPresenter.swift
//  Larder
//

import Foundation

final class RecipeReviewsPresenter {

    private weak var view: RecipeReviewsViewProtocol?
    private let interactor: RecipeReviewsInteractorInput
    private let router: RecipeReviewsRouterProtocol
    private let recipeID: String
    private var sections: [[ListItem]] = []

    init(view: RecipeReviewsViewProtocol, interactor: RecipeReviewsInteractorInput, router: RecipeReviewsRouterProtocol, recipeID: String) {
        self.view = view
        self.interactor = interactor
        self.router = router
        self.recipeID = recipeID
    }

    private func item(in section: Int, at index: Int) -> ListItem? {
        guard sections.indices.contains(section), sections[section].indices.contains(index) else { return nil }
        return sections[section][index]
    }
}

extension RecipeReviewsPresenter: RecipeReviewsPresenterProtocol {
    func viewDidLoad() {
        interactor.load()
    }

    func didTapWriteReview() {
        router.openWriteReview(recipeID: recipeID)
    }
}

extension RecipeReviewsPresenter: RecipeReviewsInteractorOutput {
    func didLoad(sections: [[ListItem]]) {
        self.sections = sections
        view?.display(sections: sections)
    }

    func didFail(with error: Error) {
        view?.display(error: error.localizedDescription)
    }
}
