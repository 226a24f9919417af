//
//  PrivacyPresenter.swift
//  Harbor
//

import UIKit

final class PrivacyPresenter {

    private weak var view: PrivacyViewProtocol?
    private let interactor: PrivacyInteractorInput
    private let router: PrivacyRouterProtocol
    private var sections: [[ListItem]] = []

    init(view: PrivacyViewProtocol, interactor: PrivacyInteractorInput, router: PrivacyRouterProtocol) {
        self.view = view
        self.interactor = interactor
        self.router = router
    }

    private func item(in section: Int, at index: Int) -> ListItem? {
        guard sections.indices.contains(section), sections[section].indices.contains(index) else { return nil }
        return sections[section][index]
    }
}

extension PrivacyPresenter: PrivacyPresenterProtocol {
    func viewDidLoad() {
        interactor.load()
    }

    func didTapPrivacyPolicy() {
        router.openPrivacyPolicy(url: URL(string: "https://harbor.example.com/privacy")!)
    }
}

extension PrivacyPresenter: PrivacyInteractorOutput {
    func didLoad(sections: [[ListItem]]) {
        self.sections = sections
        view?.display(sections: sections)
    }

    func didFail(with error: Error) {
        view?.display(error: error.localizedDescription)
    }
}
