//
//  EditProfileInteractor.swift
//  Larder
//

import Foundation

final class EditProfileInteractor {

    weak var output: EditProfileInteractorOutput?
    private let account: AccountService

    init(account: AccountService) {
        self.account = account
    }
}

extension EditProfileInteractor: EditProfileInteractorInput {
    func load() {
        account.fetchSections("edit-profile") { [weak self] result in
            switch result {
            case .success(let sections): self?.output?.didLoad(sections: sections)
            case .failure(let error): self?.output?.didFail(with: error)
            }
        }
    }
}
