//
//  WelcomeInteractor.swift
//  Harbor
//

import Foundation

final class WelcomeInteractor {

    weak var output: WelcomeInteractorOutput?
    private let session: SessionStore

    init(session: SessionStore) {
        self.session = session
    }
}

extension WelcomeInteractor: WelcomeInteractorInput {
    func load() {
        session.fetchSections("welcome") { [weak self] result in
            switch result {
            case .success(let sections): self?.output?.didLoad(sections: sections)
            case .failure(let error): self?.output?.didFail(with: error)
            }
        }
    }
}
