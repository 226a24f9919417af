//
//  SubscriptionInteractor.swift
//  Larder
//

import Foundation

final class SubscriptionInteractor {

    weak var output: SubscriptionInteractorOutput?
    private let account: AccountService

    init(account: AccountService) {
        self.account = account
    }
}

extension SubscriptionInteractor: SubscriptionInteractorInput {
    func load() {
        account.fetchSections("subscription") { [weak self] result in
            switch result {
            case .success(let sections): self?.output?.didLoad(sections: sections)
            case .failure(let error): self?.output?.didFail(with: error)
            }
        }
    }
}
