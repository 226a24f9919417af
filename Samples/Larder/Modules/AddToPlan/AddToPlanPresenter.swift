//
//  AddToPlanPresenter.swift
//  Larder
//

import Foundation

final class AddToPlanPresenter {

    private weak var view: AddToPlanViewProtocol?
    private let interactor: AddToPlanInteractorInput
    private let router: AddToPlanRouterProtocol
    private let recipeID: String
    private var sections: [[ListItem]] = []

    init(view: AddToPlanViewProtocol, interactor: AddToPlanInteractorInput, router: AddToPlanRouterProtocol, recipeID: String) {
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

extension AddToPlanPresenter: AddToPlanPresenterProtocol {
    func viewDidLoad() {
        interactor.load()
    }

    func didTapAddToPlan() {
        interactor.addToPlan()
    }

    func didTapClose() {
        router.close()
    }
}

extension AddToPlanPresenter: AddToPlanInteractorOutput {
    func didLoad(sections: [[ListItem]]) {
        self.sections = sections
        view?.display(sections: sections)
    }

    func didAddToPlan() {
        router.showAdded()
    }

    func didFail(with error: Error) {
        view?.display(error: error.localizedDescription)
    }
}
