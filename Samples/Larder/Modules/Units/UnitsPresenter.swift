//
//  UnitsPresenter.swift
//  Larder
//

import Foundation

final class UnitsPresenter {

    private weak var view: UnitsViewProtocol?
    private let router: UnitsRouterProtocol
    private var sections: [[ListItem]] = []

    init(view: UnitsViewProtocol, router: UnitsRouterProtocol) {
        self.view = view
        self.router = router
    }

    private func item(in section: Int, at index: Int) -> ListItem? {
        guard sections.indices.contains(section), sections[section].indices.contains(index) else { return nil }
        return sections[section][index]
    }
}

extension UnitsPresenter: UnitsPresenterProtocol {
    func viewDidLoad() {
        sections = [[ListItem(id: "metric", title: "Metric"), ListItem(id: "imperial", title: "US customary")]]
        view?.display(sections: sections)
    }

    func didTapClose() {
        router.close()
    }
}
