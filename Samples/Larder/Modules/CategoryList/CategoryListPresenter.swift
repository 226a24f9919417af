//
//  CategoryListPresenter.swift
//  Larder
//

import Foundation

final class CategoryListPresenter {

    private weak var view: CategoryListViewProtocol?
    private let interactor: CategoryListInteractorInput
    private let router: CategoryListRouterProtocol
    private var sections: [[ListItem]] = []

    init(view: CategoryListViewProtocol, interactor: CategoryListInteractorInput, router: CategoryListRouterProtocol) {
        self.view = view
        self.interactor = interactor
        self.router = router
    }

    private func item(in section: Int, at index: Int) -> ListItem? {
        guard sections.indices.contains(section), sections[section].indices.contains(index) else { return nil }
        return sections[section][index]
    }
}

extension CategoryListPresenter: CategoryListPresenterProtocol {
    func viewDidLoad() {
        interactor.load()
    }

    func didSelectCategoryRecipes(at index: Int) {
        guard let item = item(in: 0, at: index) else { return }
        router.openCategoryRecipes(categoryID: item.id)
    }
}

extension CategoryListPresenter: CategoryListInteractorOutput {
    func didLoad(sections: [[ListItem]]) {
        self.sections = sections
        view?.display(sections: sections)
    }

    func didFail(with error: Error) {
        view?.display(error: error.localizedDescription)
    }
}
