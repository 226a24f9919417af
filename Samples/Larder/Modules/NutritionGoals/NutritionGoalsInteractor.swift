//
//  NutritionGoalsInteractor.swift
//  Larder
//

import Foundation

final class NutritionGoalsInteractor {

    weak var output: NutritionGoalsInteractorOutput?
    private let planner: PlannerService

    init(planner: PlannerService) {
        self.planner = planner
    }
}

extension NutritionGoalsInteractor: NutritionGoalsInteractorInput {
    func load() {
        planner.fetchSections("nutrition-goals") { [weak self] result in
            switch result {
            case .success(let sections): self?.output?.didLoad(sections: sections)
            case .failure(let error): self?.output?.didFail(with: error)
            }
        }
    }
}
