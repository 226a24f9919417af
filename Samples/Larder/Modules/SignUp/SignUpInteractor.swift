//
//  SignUpInteractor.swift
//  Larder
//

import Foundation

final class SignUpInteractor {

    weak var output: SignUpInteractorOutput?
    private let account: AccountService

    init(account: AccountService) {
        self.account = account
    }
}

extension SignUpInteractor: SignUpInteractorInput {
    func load() {
        account.fetchSections("sign-up") { [weak self] result in
            switch result {
            case .success(let sections): self?.output?.didLoad(sections: sections)
            case .failure(let error): self?.output?.didFail(with: error)
            }
        }
    }

    func register() {
        account.perform("register", on: "sign-up") { [weak self] result in
            switch result {
            case .success(let id): self?.output?.didRegister(email: id)
            case .failure(let error): self?.output?.didFail(with: error)
            }
        }
    }
}
