//
//  PlanSettingsInteractor.swift
//  Larder
//

import Foundation

final class PlanSettingsInteractor {

    weak var output: PlanSettingsInteractorOutput?
    private let planner: PlannerService

    init(planner: PlannerService) {
        self.planner = planner
    }
}

extension PlanSettingsInteractor: PlanSettingsInteractorInput {
    func load() {
        planner.fetchSections("plan-settings") { [weak self] result in
            switch result {
            case .success(let sections): self?.output?.didLoad(sections: sections)
            case .failure(let error): self?.output?.didFail(with: error)
            }
        }
    }
}
