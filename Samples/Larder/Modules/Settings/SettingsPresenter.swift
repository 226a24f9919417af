//
//  SettingsPresenter.swift
//  Larder
//

import Foundation

final class SettingsPresenter {

    private weak var view: SettingsViewProtocol?
    private let interactor: SettingsInteractorInput
    private let router: SettingsRouterProtocol
    private var sections: [[ListItem]] = []

    init(view: SettingsViewProtocol, interactor: SettingsInteractorInput, router: SettingsRouterProtocol) {
        self.view = view
        self.interactor = interactor
        self.router = router
    }

    private func item(in section: Int, at index: Int) -> ListItem? {
        guard sections.indices.contains(section), sections[section].indices.contains(index) else { return nil }
        return sections[section][index]
    }
}

extension SettingsPresenter: SettingsPresenterProtocol {
    func viewDidLoad() {
        interactor.load()
    }

    func didTapNotificationSettings() {
        router.openNotificationSettings()
    }

    func didTapUnits() {
        router.openUnits()
    }

    func didTapDietaryPreferences() {
        router.openDietaryPreferences()
    }

    func didTapSubscription() {
        router.openSubscription()
    }

    func didTapAbout() {
        router.openAbout()
    }

    func didTapDeleteAccount() {
        router.openDeleteAccount()
    }

    func didTapConfirmSignOut() {
        router.confirmSignOut { [weak self] in
            self?.router.signOut()
        }
    }
}

extension SettingsPresenter: SettingsInteractorOutput {
    func didLoad(sections: [[ListItem]]) {
        self.sections = sections
        view?.display(sections: sections)
    }

    func didFail(with error: Error) {
        view?.display(error: error.localizedDescription)
    }
}
