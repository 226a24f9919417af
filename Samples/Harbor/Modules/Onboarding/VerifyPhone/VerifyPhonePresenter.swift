//
//  VerifyPhonePresenter.swift
//  Harbor
//

import UIKit

final class VerifyPhonePresenter {

    private weak var view: VerifyPhoneViewProtocol?
    private let interactor: VerifyPhoneInteractorInput
    private let router: VerifyPhoneRouterProtocol
    private var sections: [[ListItem]] = []

    init(view: VerifyPhoneViewProtocol, interactor: VerifyPhoneInteractorInput, router: VerifyPhoneRouterProtocol) {
        self.view = view
        self.interactor = interactor
        self.router = router
    }

    private func item(in section: Int, at index: Int) -> ListItem? {
        guard sections.indices.contains(section), sections[section].indices.contains(index) else { return nil }
        return sections[section][index]
    }
}

extension VerifyPhonePresenter: VerifyPhonePresenterProtocol {
    // TODO: auto-fill the code from the SMS once the backend sends the domain-bound format
    func viewDidLoad() {
        interactor.load()
    }

    func didTapPermissions() {
        router.openPermissions()
    }
}

extension VerifyPhonePresenter: VerifyPhoneInteractorOutput {
    func didLoad(sections: [[ListItem]]) {
        self.sections = sections
        view?.display(sections: sections)
    }

    func didFail(with error: Error) {
        if case ServiceError.server = error {
            router.showCodeResent { [weak self] in
                self?.interactor.load()
            }
            return
        }
        view?.display(error: error.localizedDescription)
    }
}
