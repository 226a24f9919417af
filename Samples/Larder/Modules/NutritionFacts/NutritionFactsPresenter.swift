//
//  NutritionFactsPresenter.swift
//  Larder
//

import Foundation

final class NutritionFactsPresenter {

    private weak var view: NutritionFactsViewProtocol?
    private let interactor: NutritionFactsInteractorInput
    private let router: NutritionFactsRouterProtocol
    private let recipeID: String
    private var sections: [[ListItem]] = []

    init(view: NutritionFactsViewProtocol, interactor: NutritionFactsInteractorInput, router: NutritionFactsRouterProtocol, recipeID: String) {
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

extension NutritionFactsPresenter: NutritionFactsPresenterProtocol {
    func viewDidLoad() {
        interactor.load()
    }

    func didTapSources() {
        router.openSources(url: URL(string: "https://larder.example.com/nutrition-sources")!)
    }
}

extension NutritionFactsPresenter: NutritionFactsInteractorOutput {
    func didLoad(sections: [[ListItem]]) {
        self.sections = sections
        view?.display(sections: sections)
    }

    func didFail(with error: Error) {
        view?.display(error: error.localizedDescription)
    }
}
