//
//  EditProfilePresenter.swift
//  Larder
//

import Foundation

final class EditProfilePresenter {

    private weak var view: EditProfileViewProtocol?
    private let interactor: EditProfileInteractorInput
    private let router: EditProfileRouterProtocol
    private var sections: [[ListItem]] = []

    init(view: EditProfileViewProtocol, interactor: EditProfileInteractorInput, router: EditProfileRouterProtocol) {
        self.view = view
        self.interactor = interactor
        self.router = router
    }

    private func item(in section: Int, at index: Int) -> ListItem? {
        guard sections.indices.contains(section), sections[section].indices.contains(index) else { return nil }
        return sections[section][index]
    }
}

extension EditProfilePresenter: EditProfilePresenterProtocol {
    func viewDidLoad() {
        interactor.load()
    }

    func didTapConfirmDiscard() {
        router.confirmDiscard { [weak self] in
            self?.router.close()
        }
    }

    func didTapClose() {
        router.close()
    }
}

extension EditProfilePresenter: EditProfileInteractorOutput {
    func didLoad(sections: [[ListItem]]) {
        self.sections = sections
        view?.display(sections: sections)
    }

    func didFail(with error: Error) {
        view?.display(error: error.localizedDescription)
    }
}
