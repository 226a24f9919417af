//
//  PlanTemplatesInteractor.swift
//  Larder
//

import Foundation

final class PlanTemplatesInteractor {

    weak var output: PlanTemplatesInteractorOutput?
    private let planner: PlannerService

    init(planner: PlannerService) {
        self.planner = planner
    }
}

extension PlanTemplatesInteractor: PlanTemplatesInteractorInput {
    func load() {
        planner.fetchSections("plan-templates") { [weak self] result in
            switch result {
            case .success(let sections): self?.output?.didLoad(sections: sections)
            case .failure(let error): self?.output?.didFail(with: error)
            }
        }
    }
}
