//
//  SettingsInteractor.swift
//  Larder
//

import Foundation

final class SettingsInteractor {

    weak var output: SettingsInteractorOutput?
    private let account: AccountService

    init(account: AccountService) {
        self.account = account
    }
}

extension SettingsInteractor: SettingsInteractorInput {
    func load() {
        account.fetchSections("settings") { [weak self] result in
            switch result {
            case .success(let sections): self?.output?.didLoad(sections: sections)
            case .failure(let error): self?.output?.didFail(with: error)
            }
        }
    }
}
