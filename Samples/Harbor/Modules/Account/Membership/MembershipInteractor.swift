//
//  MembershipInteractor.swift
//  Harbor
//

import Foundation

final class MembershipInteractor {

    weak var output: MembershipInteractorOutput?
    private let account: AccountService

    init(account: AccountService) {
        self.account = account
    }
}

extension MembershipInteractor: MembershipInteractorInput {
    func load() {
        account.fetchSections("membership") { [weak self] result in
            switch result {
            case .success(let sections): self?.output?.didLoad(sections: sections)
            case .failure(let error): self?.output?.didFail(with: error)
            }
        }
    }
}
