//
//  SupportInteractor.swift
//  Harbor
//

import Foundation

final class SupportInteractor {

    weak var output: SupportInteractorOutput?
    private let account: AccountService

    init(account: AccountService) {
        self.account = account
    }
}

extension SupportInteractor: SupportInteractorInput {
    func load() {
        account.fetchSections("support") { [weak self] result in
            switch result {
            case .success(let sections): self?.output?.didLoad(sections: sections)
            case .failure(let error): self?.output?.didFail(with: error)
            }
        }
    }
}
