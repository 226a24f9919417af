//
//  DeleteAccountPresenter.swift
//  Larder
//

import Foundation

final class DeleteAccountPresenter {

    private weak var view: DeleteAccountViewProtocol?
    private let interactor: DeleteAccountInteractorInput
    private let router: DeleteAccountRouterProtocol
    private var sections: [[ListItem]] = []

    init(view: DeleteAccountViewProtocol, interactor: DeleteAccountInteractorInput, router: DeleteAccountRouterProtocol) {
        self.view = view
        self.interactor = interactor
        self.router = router
    }

    private func item(in section: Int, at index: Int) -> ListItem? {
        guard sections.indices.contains(section), sections[section].indices.contains(index) else { return nil }
        return sections[section][index]
    }
}

extension DeleteAccountPresenter: DeleteAccountPresenterProtocol {
    func viewDidLoad() {
        interactor.load()
    }

    func didTapConfirmDelete() {
        router.confirmDelete { [weak self] in
            self?.interactor.deleteAccount()
        }
    }
}

extension DeleteAccountPresenter: DeleteAccountInteractorOutput {
    func didLoad(sections: [[ListItem]]) {
        self.sections = sections
        view?.display(sections: sections)
    }

    func didDeleteAccount() {
        router.openWelcome()
    }

    func didFail(with error: Error) {
        view?.display(error: error.localizedDescription)
    }
}
