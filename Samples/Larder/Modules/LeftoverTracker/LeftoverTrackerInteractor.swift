//
//  LeftoverTrackerInteractor.swift
//  Larder
//

import Foundation

final class LeftoverTrackerInteractor {

    weak var output: LeftoverTrackerInteractorOutput?
    private let planner: PlannerService

    init(planner: PlannerService) {
        self.planner = planner
    }
}

extension LeftoverTrackerInteractor: LeftoverTrackerInteractorInput {
    func load() {
        planner.fetchSections("leftover-tracker") { [weak self] result in
            switch result {
            case .success(let sections): self?.output?.didLoad(sections: sections)
            case .failure(let error): self?.output?.didFail(with: error)
            }
        }
    }
}
