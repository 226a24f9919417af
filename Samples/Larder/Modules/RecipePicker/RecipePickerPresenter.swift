//
//  RecipePickerPresenter.swift
//  Larder
//

import Foundation

final class RecipePickerPresenter {

    private weak var view: RecipePickerViewProtocol?
    private let interactor: RecipePickerInteractorInput
    private let router: RecipePickerRouterProtocol
    private let slotID: String
    private var sections: [[ListItem]] = []

    init(view: RecipePickerViewProtocol, interactor: RecipePickerInteractorInput, router: RecipePickerRouterProtocol, slotID: String) {
        self.view = view
        self.interactor = interactor
        self.router = router
        self.slotID = slotID
    }

    private func item(in section: Int, at index: Int) -> ListItem? {
        guard sections.indices.contains(section), sections[section].indices.contains(index) else { return nil }
        return sections[section][index]
    }
}

extension RecipePickerPresenter: RecipePickerPresenterProtocol {
    func viewDidLoad() {
        interactor.load()
    }

    func didSelectRecipeDetails(at index: Int) {
        guard let item = item(in: 0, at: index) else { return }
        router.openRecipeDetails(recipeID: item.id)
    }

    func didTapClose() {
        router.close()
    }
}

extension RecipePickerPresenter: RecipePickerInteractorOutput {
    func didLoad(sections: [[ListItem]]) {
        self.sections = sections
        view?.display(sections: sections)
    }

    func didFail(with error: Error) {
        view?.display(error: error.localizedDescription)
    }
}
