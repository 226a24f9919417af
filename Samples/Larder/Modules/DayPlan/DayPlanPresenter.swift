//
//  DayPlanPresenter.swift
//  Larder
//

import Foundation

final class DayPlanPresenter {

    private weak var view: DayPlanViewProtocol?
    private let interactor: DayPlanInteractorInput
    private let router: DayPlanRouterProtocol
    private let dayID: String
    private var sections: [[ListItem]] = []

    init(view: DayPlanViewProtocol, interactor: DayPlanInteractorInput, router: DayPlanRouterProtocol, dayID: String) {
        self.view = view
        self.interactor = interactor
        self.router = router
        self.dayID = dayID
    }

    private func item(in section: Int, at index: Int) -> ListItem? {
        guard sections.indices.contains(section), sections[section].indices.contains(index) else { return nil }
        return sections[section][index]
    }
}

extension DayPlanPresenter: DayPlanPresenterProtocol {
    func viewDidLoad() {
        interactor.load()
    }

    func didSelectMealSlot(at index: Int) {
        guard let item = item(in: 0, at: index) else { return }
        router.openMealSlot(slotID: item.id)
    }
}

extension DayPlanPresenter: DayPlanInteractorOutput {
    func didLoad(sections: [[ListItem]]) {
        self.sections = sections
        view?.display(sections: sections)
    }

    func didFail(with error: Error) {
        view?.display(error: error.localizedDescription)
    }
}
