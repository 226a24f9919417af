//
//  ProfilePresenter.swift
//  Larder
//

import Foundation

final class ProfilePresenter {

    private weak var view: ProfileViewProtocol?
    private let interactor: ProfileInteractorInput
    private let router: ProfileRouterProtocol
    private var sections: [[ListItem]] = []

    init(view: ProfileViewProtocol, interactor: ProfileInteractorInput, router: ProfileRouterProtocol) {
        self.view = view
        self.interactor = interactor
        self.router = router
    }

    private func item(in section: Int, at index: Int) -> ListItem? {
        guard sections.indices.contains(section), sections[section].indices.contains(index) else { return nil }
        return sections[section][index]
    }
}

extension ProfilePresenter: ProfilePresenterProtocol {
    func viewDidLoad() {
        interactor.load()
    }

    func didTapEditProfile() {
        router.openEditProfile()
    }

    func didTapSavedRecipes() {
        router.openSavedRecipes()
    }

    func didTapMyRecipes() {
        router.openMyRecipes()
    }

    func didTapHousehold() {
        router.openHousehold()
    }

    func didTapSettings() {
        router.openSettings()
    }
}

extension ProfilePresenter: ProfileInteractorOutput {
    func didLoad(sections: [[ListItem]]) {
        self.sections = sections
        view?.display(sections: sections)
    }

    func didFail(with error: Error) {
        view?.display(error: error.localizedDescription)
    }
}
