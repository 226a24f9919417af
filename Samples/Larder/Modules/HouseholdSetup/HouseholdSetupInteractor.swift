//
//  HouseholdSetupInteractor.swift
//  Larder
//

import Foundation

final class HouseholdSetupInteractor {

    weak var output: HouseholdSetupInteractorOutput?
    private let account: AccountService

    init(account: AccountService) {
        self.account = account
    }
}

extension HouseholdSetupInteractor: HouseholdSetupInteractorInput {
    func load() {
        account.fetchSections("household-setup") { [weak self] result in
            switch result {
            case .success(let sections): self?.output?.didLoad(sections: sections)
            case .failure(let error): self?.output?.didFail(with: error)
            }
        }
    }

    func createHousehold() {
        account.perform("createHousehold", on: "household-setup") { [weak self] result in
            switch result {
            case .success: self?.output?.didCreateHousehold()
            case .failure(let error): self?.output?.didFail(with: error)
            }
        }
    }
}
