//
//  IntroTourPresenter.swift
//  Larder
//

import Foundation

final class IntroTourPresenter {

    private weak var view: IntroTourViewProtocol?
    private let router: IntroTourRouterProtocol
    private var sections: [[ListItem]] = []

    init(view: IntroTourViewProtocol, router: IntroTourRouterProtocol) {
        self.view = view
        self.router = router
    }

    private func item(in section: Int, at index: Int) -> ListItem? {
        guard sections.indices.contains(section), sections[section].indices.contains(index) else { return nil }
        return sections[section][index]
    }
}

extension IntroTourPresenter: IntroTourPresenterProtocol {
    func viewDidLoad() {
        sections = [[ListItem(id: "pantry", title: "Keep track of your pantry"), ListItem(id: "planner", title: "Drag recipes into your week"), ListItem(id: "lists", title: "Share lists with your household")]]
        view?.display(sections: sections)
    }

    func didTapClose() {
        router.close()
    }
}
