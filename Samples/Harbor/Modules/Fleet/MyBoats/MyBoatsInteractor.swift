//
//  MyBoatsInteractor.swift
//  Harbor
//

import Foundation

final class MyBoatsInteractor {

    weak var output: MyBoatsInteractorOutput?
    private let fleet: FleetService

    init(fleet: FleetService) {
        self.fleet = fleet
    }
}

extension MyBoatsInteractor: MyBoatsInteractorInput {
    func load() {
        fleet.fetchSections("my-boats") { [weak self] result in
            switch result {
            case .success(let sections): self?.output?.didLoad(sections: sections)
            case .failure(let error): self?.output?.didFail(with: error)
            }
        }
    }
}
