//
//  DietaryPreferencesPresenter.swift
//  Larder
//

import Foundation

final class DietaryPreferencesPresenter {

    private weak var view: DietaryPreferencesViewProtocol?
    private let interactor: DietaryPreferencesInteractorInput
    private let router: DietaryPreferencesRouterProtocol
    private let mode: DietaryPreferencesMode
    private var sections: [[ListItem]] = []

    init(view: DietaryPreferencesViewProtocol, interactor: DietaryPreferencesInteractorInput, router: DietaryPreferencesRouterProtocol, mode: DietaryPreferencesMode) {
        self.view = view
        self.interactor = interactor
        self.router = router
        self.mode = mode
    }

    private func item(in section: Int, at index: Int) -> ListItem? {
        guard sections.indices.contains(section), sections[section].indices.contains(index) else { return nil }
        return sections[section][index]
    }
}

extension DietaryPreferencesPresenter: DietaryPreferencesPresenterProtocol {
    func viewDidLoad() {
        interactor.load()
    }

    func didTapSavePreferences() {
        interactor.savePreferences()
    }

    func didTapClose() {
        router.close()
    }
}

extension DietaryPreferencesPresenter: DietaryPreferencesInteractorOutput {
    func didLoad(sections: [[ListItem]]) {
        self.sections = sections
        view?.display(sections: sections)
    }

    func didSavePreferences() {
        // The same screen is the third step of sign-up and a page of Settings.
        switch mode {
        case .onboarding: router.openHouseholdSetup()
        case .settings: router.close()
        }
    }

    func didFail(with error: Error) {
        view?.display(error: error.localizedDescription)
    }
}
