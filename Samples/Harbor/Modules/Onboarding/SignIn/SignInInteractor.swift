//
//  SignInInteractor.swift
//  Harbor
//

import Foundation

final class SignInInteractor {

    weak var output: SignInInteractorOutput?
    private let session: SessionStore

    init(session: SessionStore) {
        self.session = session
    }
}

extension SignInInteractor: SignInInteractorInput {
    func load() {
        session.fetchSections("sign-in") { [weak self] result in
            switch result {
            case .success(let sections): self?.output?.didLoad(sections: sections)
            case .failure(let error): self?.output?.didFail(with: error)
            }
        }
    }
}
