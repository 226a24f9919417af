//
//  AboutPresenter.swift
//  Larder
//

import Foundation

final class AboutPresenter {

    private weak var view: AboutViewProtocol?
    private let router: AboutRouterProtocol
    private var sections: [[ListItem]] = []

    init(view: AboutViewProtocol, router: AboutRouterProtocol) {
        self.view = view
        self.router = router
    }

    private func item(in section: Int, at index: Int) -> ListItem? {
        guard sections.indices.contains(section), sections[section].indices.contains(index) else { return nil }
        return sections[section][index]
    }
}

extension AboutPresenter: AboutPresenterProtocol {
    func viewDidLoad() {
        sections = [[ListItem(id: "version", title: "Larder 3.4"), ListItem(id: "team", title: "Made by the Larder team")]]
        view?.display(sections: sections)
    }

    func didTapLicenses() {
        router.openLicenses()
    }

    func didTapPrivacyPolicy() {
        router.openPrivacyPolicy(url: URL(string: "https://larder.example.com/privacy")!)
    }
}
