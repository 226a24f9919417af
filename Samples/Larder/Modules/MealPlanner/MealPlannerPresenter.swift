//
//  MealPlannerPresenter.swift
//  Larder
//

import Foundation

final class MealPlannerPresenter {

    private weak var view: MealPlannerViewProtocol?
    private let interactor: MealPlannerInteractorInput
    private let router: MealPlannerRouterProtocol
    private var sections: [[ListItem]] = []

    init(view: MealPlannerViewProtocol, interactor: MealPlannerInteractorInput, router: MealPlannerRouterProtocol) {
        self.view = view
        self.interactor = interactor
        self.router = router
    }

    private func item(in section: Int, at index: Int) -> ListItem? {
        guard sections.indices.contains(section), sections[section].indices.contains(index) else { return nil }
        return sections[section][index]
    }
}

extension MealPlannerPresenter: MealPlannerPresenterProtocol {
    func viewDidLoad() {
        interactor.load()
    }

    func didSelectDayPlan(at index: Int) {
        guard let item = item(in: 0, at: index) else { return }
        router.openDayPlan(dayID: item.id)
    }

    func didTapPlanTemplates() {
        router.openPlanTemplates()
    }

    func didTapPlanSettings() {
        router.openPlanSettings()
    }

    func didTapLeftoverTracker() {
        router.openLeftoverTracker()
    }

    func didTapGenerateShoppingList() {
        interactor.generateShoppingList()
    }

    func didTapShareWeek() {
        let link = URL(string: "https://larder.example.com/plan/")!
        router.shareWeek(items: [link])
    }
}

extension MealPlannerPresenter: MealPlannerInteractorOutput {
    func didLoad(sections: [[ListItem]]) {
        self.sections = sections
        view?.display(sections: sections)
    }

    func didGenerateShoppingList(listID: String) {
        router.openShoppingList(listID: listID)
    }

    func didFail(with error: Error) {
        view?.display(error: error.localizedDescription)
    }
}
