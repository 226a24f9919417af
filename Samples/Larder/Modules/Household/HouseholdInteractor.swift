//
//  HouseholdInteractor.swift
//  Larder
//

import Foundation

final class HouseholdInteractor {

    weak var output: HouseholdInteractorOutput?
    private let account: AccountService

    init(account: AccountService) {
        self.account = account
    }
}

extension HouseholdInteractor: HouseholdInteractorInput {
    func load() {
        account.fetchSections("household") { [weak self] result in
            switch result {
            case .success(let sections): self?.output?.didLoad(sections: sections)
            case .failure(let error): self?.output?.didFail(with: error)
            }
        }
    }
}
