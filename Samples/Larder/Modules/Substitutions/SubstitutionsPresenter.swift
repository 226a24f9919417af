//
//  SubstitutionsPresenter.swift
//  Larder
//

import Foundation

final class SubstitutionsPresenter {

    private weak var view: SubstitutionsViewProtocol?
    private let interactor: SubstitutionsInteractorInput
    private let router: SubstitutionsRouterProtocol
    private let recipeID: String
    private var sections: [[ListItem]] = []

    init(view: SubstitutionsViewProtocol, interactor: SubstitutionsInteractorInput, router: SubstitutionsRouterProtocol, recipeID: String) {
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

extension SubstitutionsPresenter: SubstitutionsPresenterProtocol {
    func viewDidLoad() {
        interactor.load()
    }

    func didSelectProductDetails(at index: Int) {
        guard let item = item(in: 0, at: index) else { return }
        router.openProductDetails(productID: item.id)
    }
}

extension SubstitutionsPresenter: SubstitutionsInteractorOutput {
    func didLoad(sections: [[ListItem]]) {
        self.sections = sections
        view?.display(sections: sections)
    }

    func didFail(with error: Error) {
        view?.display(error: error.localizedDescription)
    }
}
