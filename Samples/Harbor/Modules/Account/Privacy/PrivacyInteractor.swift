//
//  PrivacyInteractor.swift
//  Harbor
//

import Foundation

final class PrivacyInteractor {

    weak var output: PrivacyInteractorOutput?
    private let account: AccountService

    init(account: AccountService) {
        self.account = account
    }
}

extension PrivacyInteractor: PrivacyInteractorInput {
    func load() {
        account.fetchSections("privacy") { [weak self] result in
            switch result {
            case .success(let sections): self?.output?.didLoad(sections: sections)
            case .failure(let error): self?.output?.didFail(with: error)
            }
        }
    }
}
