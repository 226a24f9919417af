//
//  ForgotPasswordInteractor.swift
//  Harbor
//

import Foundation

final class ForgotPasswordInteractor {

    weak var output: ForgotPasswordInteractorOutput?
    private let session: SessionStore

    init(session: SessionStore) {
        self.session = session
    }
}

extension ForgotPasswordInteractor: ForgotPasswordInteractorInput {
    func load() {
        session.fetchSections("forgot-password") { [weak self] result in
            switch result {
            case .success(let sections): self?.output?.didLoad(sections: sections)
            case .failure(let error): self?.output?.didFail(with: error)
            }
        }
    }
}
