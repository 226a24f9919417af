//
//  PermissionsInteractor.swift
//  Harbor
//

import Foundation

final class PermissionsInteractor {

    weak var output: PermissionsInteractorOutput?
    private let session: SessionStore

    init(session: SessionStore) {
        self.session = session
    }
}

extension PermissionsInteractor: PermissionsInteractorInput {
    func load() {
        session.fetchSections("permissions") { [weak self] result in
            switch result {
            case .success(let sections): self?.output?.didLoad(sections: sections)
            case .failure(let error): self?.output?.didFail(with: error)
            }
        }
    }
}
