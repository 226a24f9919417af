//
//  MealSlotPresenter.swift
//  Larder
//

import Foundation

final class MealSlotPresenter {

    private weak var view: MealSlotViewProtocol?
    private let interactor: MealSlotInteractorInput
    private let router: MealSlotRouterProtocol
    private let slotID: String
    private var sections: [[ListItem]] = []

    init(view: MealSlotViewProtocol, interactor: MealSlotInteractorInput, router: MealSlotRouterProtocol, slotID: String) {
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

extension MealSlotPresenter: MealSlotPresenterProtocol {
    func viewDidLoad() {
        interactor.load()
    }

    func didSelectRecipeDetails(at index: Int) {
        guard let item = item(in: 0, at: index) else { return }
        router.openRecipeDetails(recipeID: item.id)
    }

    func didTapRecipePicker() {
        router.openRecipePicker(slotID: slotID)
    }

    func didTapConfirmClearSlot() {
        router.confirmClearSlot { [weak self] in
            self?.interactor.clearSlot()
        }
    }
}

extension MealSlotPresenter: MealSlotInteractorOutput {
    func didLoad(sections: [[ListItem]]) {
        self.sections = sections
        view?.display(sections: sections)
    }

    func didClearSlot() {
        interactor.load()
    }

    func didFail(with error: Error) {
        view?.display(error: error.localizedDescription)
    }
}
