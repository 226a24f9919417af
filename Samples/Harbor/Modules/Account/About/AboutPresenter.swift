//
//  AboutPresenter.swift
//  Harbor
//

import UIKit

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
        sections = [[ListItem(id: "about", title: "About Harbor")]]
        view?.display(sections: sections)
    }

    func didTapWebsite() {
        router.openWebsite(url: URL(string: "https://harbor.example.com")!)
    }

    func didTapSendFeedback() {
        router.sendFeedback(subject: "Harbor: About Harbor", body: "")
    }

    func didTapLicenses() {
        router.openLicenses()
    }
}
