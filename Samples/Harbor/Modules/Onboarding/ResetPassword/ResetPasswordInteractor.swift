//
//  ResetPasswordInteractor.swift
//  Harbor
//

import Foundation

final class ResetPasswordInteractor {

    weak var output: ResetPasswordInteractorOutput?
    private let session: SessionStore

    init(session: SessionStore) {
        self.session = session
    }
}

extension ResetPasswordInteractor: ResetPasswordInteractorInput {
    func load() {
        session.fetchSections("reset-password") { [weak self] result in
            switch result {
            case .success(let sections): self?.output?.didLoad(sections: sections)
            case .failure(let error): self?.output?.didFail(with: error)
            }
        }
    }
}
