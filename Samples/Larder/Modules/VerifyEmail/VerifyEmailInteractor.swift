//
//  VerifyEmailInteractor.swift
//  Larder
//

import Foundation

final class VerifyEmailInteractor {

    weak var output: VerifyEmailInteractorOutput?
    private let email: String
    private let account: AccountService

    init(email: String, account: AccountService) {
        self.email = email
        self.account = account
    }
}

extension VerifyEmailInteractor: VerifyEmailInteractorInput {
    func load() {
        account.fetchSections("verify-email/\(email)") { [weak self] result in
            switch result {
            case .success(let sections): self?.output?.didLoad(sections: sections)
            case .failure(let error): self?.output?.didFail(with: error)
            }
        }
    }

    func confirmCode() {
        account.perform("confirmCode", on: "verify-email/\(email)") { [weak self] result in
            switch result {
            case .success: self?.output?.didConfirmCode()
            case .failure(let error): self?.output?.didFail(with: error)
            }
        }
    }
}
