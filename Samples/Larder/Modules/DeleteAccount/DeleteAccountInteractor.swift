//
//  DeleteAccountInteractor.swift
//  Larder
//

import Foundation

final class DeleteAccountInteractor {

    weak var output: DeleteAccountInteractorOutput?
    private let account: AccountService

    init(account: AccountService) {
        self.account = account
    }
}

extension DeleteAccountInteractor: DeleteAccountInteractorInput {
    func load() {
        account.fetchSections("delete-account") { [weak self] result in
            switch result {
            case .success(let sections): self?.output?.didLoad(sections: sections)
            case .failure(let error): self?.output?.didFail(with: error)
            }
        }
    }

    func deleteAccount() {
        account.perform("deleteAccount", on: "delete-account") { [weak self] result in
            switch result {
            case .success: self?.output?.didDeleteAccount()
            case .failure(let error): self?.output?.didFail(with: error)
            }
        }
    }
}
