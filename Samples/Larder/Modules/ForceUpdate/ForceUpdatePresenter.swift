//
//  ForceUpdatePresenter.swift
//  Larder
//

import Foundation

final class ForceUpdatePresenter {

    private weak var view: ForceUpdateViewProtocol?
    private let router: ForceUpdateRouterProtocol
    private var sections: [[ListItem]] = []

    init(view: ForceUpdateViewProtocol, router: ForceUpdateRouterProtocol) {
        self.view = view
        self.router = router
    }

    private func item(in section: Int, at index: Int) -> ListItem? {
        guard sections.indices.contains(section), sections[section].indices.contains(index) else { return nil }
        return sections[section][index]
    }
}

extension ForceUpdatePresenter: ForceUpdatePresenterProtocol {
    func viewDidLoad() {
        sections = [[ListItem(id: "update", title: "A new version of Larder is required")]]
        view?.display(sections: sections)
    }

    func didTapReleaseNotes() {
        router.openReleaseNotes(url: URL(string: "https://larder.example.com/releases")!)
    }
}
