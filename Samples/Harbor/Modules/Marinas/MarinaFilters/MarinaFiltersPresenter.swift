//
//  MarinaFiltersPresenter.swift
//  Harbor
//

import UIKit

final class MarinaFiltersPresenter {

    private weak var view: MarinaFiltersViewProtocol?
    private let router: MarinaFiltersRouterProtocol
    private var sections: [[ListItem]] = []

    init(view: MarinaFiltersViewProtocol, router: MarinaFiltersRouterProtocol) {
        self.view = view
        self.router = router
    }

    private func item(in section: Int, at index: Int) -> ListItem? {
        guard sections.indices.contains(section), sections[section].indices.contains(index) else { return nil }
        return sections[section][index]
    }
}

extension MarinaFiltersPresenter: MarinaFiltersPresenterProtocol {
    // FIXME: the draft filter is lost when the sheet is swiped down
    func viewDidLoad() {
        sections = [[ListItem(id: "marinafilters", title: "Filters")]]
        view?.display(sections: sections)
    }

    func didTapClose() {
        router.close()
    }
}
