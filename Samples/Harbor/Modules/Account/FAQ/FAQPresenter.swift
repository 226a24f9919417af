//
//  FAQPresenter.swift
//  Harbor
//

import UIKit

final class FAQPresenter {

    private weak var view: FAQViewProtocol?
    private let router: FAQRouterProtocol
    private var sections: [[ListItem]] = []

    init(view: FAQViewProtocol, router: FAQRouterProtocol) {
        self.view = view
        self.router = router
    }

    private func item(in section: Int, at index: Int) -> ListItem? {
        guard sections.indices.contains(section), sections[section].indices.contains(index) else { return nil }
        return sections[section][index]
    }
}

extension FAQPresenter: FAQPresenterProtocol {
    func viewDidLoad() {
        sections = [[ListItem(id: "faq", title: "FAQ")]]
        view?.display(sections: sections)
    }

    func didTapHelpCenter() {
        router.openHelpCenter(url: URL(string: "https://help.harbor.example.com")!)
    }

    func didTapArticle() {
        router.openArticle(url: URL(string: "https://help.harbor.example.com/articles")!)
    }
}
