//
//  ProfileInteractor.swift
//  Larder
//

import Foundation

final class ProfileInteractor {

    weak var output: ProfileInteractorOutput?
    private let account: AccountService

    init(account: AccountService) {
        self.account = account
    }
}

extension ProfileInteractor: ProfileInteractorInput {
    func load() {
        account.fetchSections("profile") { [weak self] result in
            switch result {
            case .success(let sections): self?.output?.didLoad(sections: sections)
            case .failure(let error): self?.output?.didFail(with: error)
            }
        }
    }
}
