//
//  WhatsNewPresenter.swift
//  Larder
//

import Foundation

final class WhatsNewPresenter {

    private weak var view: WhatsNewViewProtocol?
    private let router: WhatsNewRouterProtocol
    private var sections: [[ListItem]] = []

    init(view: WhatsNewViewProtocol, router: WhatsNewRouterProtocol) {
        self.view = view
        self.router = router
    }

    private func item(in section: Int, at index: Int) -> ListItem? {
        guard sections.indices.contains(section), sections[section].indices.contains(index) else { return nil }
        return sections[section][index]
    }
}

extension WhatsNewPresenter: WhatsNewPresenterProtocol {
    func viewDidLoad() {
        sections = [[ListItem(id: "leftovers", title: "Track leftovers"), ListItem(id: "delivery", title: "Grocery delivery slots")]]
        view?.display(sections: sections)
    }

    func didTapClose() {
        router.close()
    }
}
