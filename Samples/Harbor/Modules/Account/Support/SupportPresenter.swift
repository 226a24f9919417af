//
//  SupportPresenter.swift
//  Harbor
//

import UIKit

final class SupportPresenter {

    private weak var view: SupportViewProtocol?
    private let interactor: SupportInteractorInput
    private let router: SupportRouterProtocol
    private var sections: [[ListItem]] = []

    init(view: SupportViewProtocol, interactor: SupportInteractorInput, router: SupportRouterProtocol) {
        self.view = view
        self.interactor = interactor
        self.router = router
    }

    private func item(in section: Int, at index: Int) -> ListItem? {
        guard sections.indices.contains(section), sections[section].indices.contains(index) else { return nil }
        return sections[section][index]
    }
}

extension SupportPresenter: SupportPresenterProtocol {
    func viewDidLoad() {
        interactor.load()
    }

    func didTapContactSupport() {
        router.openContactSupport()
    }

    func didTapFAQ() {
        router.openFAQ()
    }
}

extension SupportPresenter: SupportInteractorOutput {
    func didLoad(sections: [[ListItem]]) {
        self.sections = sections
        view?.display(sections: sections)
    }

    func didFail(with error: Error) {
        view?.display(error: error.localizedDescription)
    }
}
