//
//  InviteMemberInteractor.swift
//  Larder
//

import Foundation

final class InviteMemberInteractor {

    weak var output: InviteMemberInteractorOutput?
    private let account: AccountService

    init(account: AccountService) {
        self.account = account
    }
}

extension InviteMemberInteractor: InviteMemberInteractorInput {
    func load() {
        account.fetchSections("invite-member") { [weak self] result in
            switch result {
            case .success(let sections): self?.output?.didLoad(sections: sections)
            case .failure(let error): self?.output?.didFail(with: error)
            }
        }
    }
}
