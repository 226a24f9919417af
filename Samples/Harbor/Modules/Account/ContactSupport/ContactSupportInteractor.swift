//
//  ContactSupportInteractor.swift
//  Harbor
//

import Foundation

final class ContactSupportInteractor {

    weak var output: ContactSupportInteractorOutput?
    private let account: AccountService

    init(account: AccountService) {
        self.account = account
    }
}

extension ContactSupportInteractor: ContactSupportInteractorInput {
    func load() {
        account.fetchSections("contact-support") { [weak self] result in
            switch result {
            case .success(let sections): self?.output?.didLoad(sections: sections)
            case .failure(let error): self?.output?.didFail(with: error)
            }
        }
    }
}
