//
//  ExpiringSoonPresenter.swift
//  Larder
//

import Foundation

final class ExpiringSoonPresenter {

    private weak var view: ExpiringSoonViewProtocol?
    private let interactor: ExpiringSoonInteractorInput
    private let router: ExpiringSoonRouterProtocol
    private var sections: [[ListItem]] = []

    init(view: ExpiringSoonViewProtocol, interactor: ExpiringSoonInteractorInput, router: ExpiringSoonRouterProtocol) {
        self.view = view
        self.interactor = interactor
        self.router = router
    }

    private func item(in section: Int, at index: Int) -> ListItem? {
        guard sections.indices.contains(section), sections[section].indices.contains(index) else { return nil }
        return sections[section][index]
    }
}

extension ExpiringSoonPresenter: ExpiringSoonPresenterProtocol {
    func viewDidLoad() {
        interactor.load()
    }

    func didSelectPantryItem(at index: Int) {
        guard let item = item(in: 0, at: index) else { return }
        router.openPantryItem(itemID: item.id)
    }

    func didTapRecipeSuggestions() {
        router.openRecipeSuggestions()
    }
}

extension ExpiringSoonPresenter: ExpiringSoonInteractorOutput {
    func didLoad(sections: [[ListItem]]) {
        self.sections = sections
        view?.display(sections: sections)
    }

    func didFail(with error: Error) {
        view?.display(error: error.localizedDescription)
    }
}
