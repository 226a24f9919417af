//
//  NotificationSettingsInteractor.swift
//  Larder
//

import Foundation

final class NotificationSettingsInteractor {

    weak var output: NotificationSettingsInteractorOutput?
    private let account: AccountService

    init(account: AccountService) {
        self.account = account
    }
}

extension NotificationSettingsInteractor: NotificationSettingsInteractorInput {
    func load() {
        account.fetchSections("notification-settings") { [weak self] result in
            switch result {
            case .success(let sections): self?.output?.didLoad(sections: sections)
            case .failure(let error): self?.output?.didFail(with: error)
            }
        }
    }
}
