//
//  HouseholdMemberInteractor.swift
//  Larder
//

import Foundation

final class HouseholdMemberInteractor {

    weak var output: HouseholdMemberInteractorOutput?
    private let memberID: String
    private let account: AccountService

    init(memberID: String, account: AccountService) {
        self.memberID = memberID
        self.account = account
    }
}

extension HouseholdMemberInteractor: HouseholdMemberInteractorInput {
    func load() {
        account.fetchSections("household-member/\(memberID)") { [weak self] result in
            switch result {
            case .success(let sections): self?.output?.didLoad(sections: sections)
            case .failure(let error): self?.output?.didFail(with: error)
            }
        }
    }

    func removeMember() {
        account.perform("removeMember", on: "household-member/\(memberID)") { [weak self] result in
            switch result {
            case .success: self?.output?.didRemoveMember()
            case .failure(let error): self?.output?.didFail(with: error)
            }
        }
    }
}
