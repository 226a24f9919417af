//
//  SearchFiltersPresenter.swift
//  Larder
//

import Foundation

final class SearchFiltersPresenter {

    private weak var view: SearchFiltersViewProtocol?
    private let router: SearchFiltersRouterProtocol
    private var sections: [[ListItem]] = []

    init(view: SearchFiltersViewProtocol, router: SearchFiltersRouterProtocol) {
        self.view = view
        self.router = router
    }

    private func item(in section: Int, at index: Int) -> ListItem? {
        guard sections.indices.contains(section), sections[section].indices.contains(index) else { return nil }
        return sections[section][index]
    }
}

extension SearchFiltersPresenter: SearchFiltersPresenterProtocol {
    func viewDidLoad() {
        sections = [[ListItem(id: "time", title: "Under 30 minutes"), ListItem(id: "vegetarian", title: "Vegetarian"), ListItem(id: "budget", title: "Budget")]]
        view?.display(sections: sections)
    }

    func didTapClose() {
        router.close()
    }
}
