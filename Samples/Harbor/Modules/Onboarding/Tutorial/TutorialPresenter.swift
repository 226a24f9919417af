//
//  TutorialPresenter.swift
//  Harbor
//

import UIKit

final class TutorialPresenter {

    private weak var view: TutorialViewProtocol?
    private let router: TutorialRouterProtocol
    private var sections: [[ListItem]] = []

    init(view: TutorialViewProtocol, router: TutorialRouterProtocol) {
        self.view = view
        self.router = router
    }

    private func item(in section: Int, at index: Int) -> ListItem? {
        guard sections.indices.contains(section), sections[section].indices.contains(index) else { return nil }
        return sections[section][index]
    }
}

extension TutorialPresenter: TutorialPresenterProtocol {
    func viewDidLoad() {
        sections = [[ListItem(id: "tutorial", title: "How Harbor works")]]
        view?.display(sections: sections)
    }

    func didTapClose() {
        router.close()
    }
}
