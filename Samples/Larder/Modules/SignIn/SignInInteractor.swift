//
//  SignInInteractor.swift
//  Larder
//

import Foundation

final class SignInInteractor {

    weak var output: SignInInteractorOutput?
    private let account: AccountService

    init(account: AccountService) {
        self.account = account
    }
}

extension SignInInteractor: SignInInteractorInput {
    func load() {
        account.fetchSections("sign-in") { [weak self] result in
            switch result {
            case .success(let sections): self?.output?.didLoad(sections: sections)
            case .failure(let error): self?.output?.didFail(with: error)
            }
        }
    }

    func signIn() {
        account.perform("signIn", on: "sign-in") { [weak self] result in
            switch result {
            case .success: self?.output?.didSignIn()
            case .failure(let error): self?.output?.didFail(with: error)
            }
        }
    }
}
