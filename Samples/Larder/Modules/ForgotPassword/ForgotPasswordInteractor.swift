//
//  ForgotPasswordInteractor.swift
//  Larder
//

import Foundation

final class ForgotPasswordInteractor {

    weak var output: ForgotPasswordInteractorOutput?
    private let account: AccountService

    init(account: AccountService) {
        self.account = account
    }
}

extension ForgotPasswordInteractor: ForgotPasswordInteractorInput {
    func load() {
        account.fetchSections("forgot-password") { [weak self] result in
            switch result {
            case .success(let sections): self?.output?.didLoad(sections: sections)
            case .failure(let error): self?.output?.didFail(with: error)
            }
        }
    }

    func sendResetLink() {
        account.perform("sendResetLink", on: "forgot-password") { [weak self] result in
            switch result {
            case .success: self?.output?.didSendResetLink()
            case .failure(let error): self?.output?.didFail(with: error)
            }
        }
    }
}
