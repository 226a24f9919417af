//
//  MaintenanceInteractor.swift
//  Larder
//

import Foundation

final class MaintenanceInteractor {

    weak var output: MaintenanceInteractorOutput?
    private let config: RemoteConfig

    init(config: RemoteConfig) {
        self.config = config
    }
}

extension MaintenanceInteractor: MaintenanceInteractorInput {
    func load() {
        config.fetchSections("maintenance") { [weak self] result in
            switch result {
            case .success(let sections): self?.output?.didLoad(sections: sections)
            case .failure(let error): self?.output?.didFail(with: error)
            }
        }
    }
}
