//
//  SignUpInteractor.swift
//  Harbor
//

import Foundation

final class SignUpInteractor {

    weak var output: SignUpInteractorOutput?
    private let session: SessionStore

    init(session: SessionStore) {
        self.session = session
    }
}

extension SignUpInteractor: SignUpInteractorInput {
    func load() {
        session.fetchSections("sign-up") { [weak self] result in
            switch result {
            case .success(let sections): self?.output?.didLoad(sections: sections)
            case .failure(let error): self?.output?.didFail(with: error)
            }
        }
    }
}
