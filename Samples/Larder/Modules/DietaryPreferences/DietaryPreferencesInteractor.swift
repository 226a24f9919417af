//
//  DietaryPreferencesInteractor.swift
//  Larder
//

import Foundation

final class DietaryPreferencesInteractor {

    weak var output: DietaryPreferencesInteractorOutput?
    private let account: AccountService

    init(account: AccountService) {
        self.account = account
    }
}

extension DietaryPreferencesInteractor: DietaryPreferencesInteractorInput {
    func load() {
        account.fetchSections("dietary-preferences") { [weak self] result in
            switch result {
            case .success(let sections): self?.output?.didLoad(sections: sections)
            case .failure(let error): self?.output?.didFail(with: error)
            }
        }
    }

    func savePreferences() {
        account.perform("savePreferences", on: "dietary-preferences") { [weak self] result in
            switch result {
            case .success: self?.output?.didSavePreferences()
            case .failure(let error): self?.output?.didFail(with: error)
            }
        }
    }
}
