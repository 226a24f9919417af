//
//  VerifyPhoneInteractor.swift
//  Harbor
//

import Foundation

final class VerifyPhoneInteractor {

    weak var output: VerifyPhoneInteractorOutput?
    private let session: SessionStore

    init(session: SessionStore) {
        self.session = session
    }
}

extension VerifyPhoneInteractor: VerifyPhoneInteractorInput {
    func load() {
        session.fetchSections("verify-phone") { [weak self] result in
            switch result {
            case .success(let sections): self?.output?.didLoad(sections: sections)
            case .failure(let error): self?.output?.didFail(with: error)
            }
        }
    }
}
