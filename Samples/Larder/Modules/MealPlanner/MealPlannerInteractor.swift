//
//  MealPlannerInteractor.swift
//  Larder
//

import Foundation

final class MealPlannerInteractor {

    weak var output: MealPlannerInteractorOutput?
    private let planner: PlannerService

    init(planner: PlannerService) {
        self.planner = planner
    }
}

extension MealPlannerInteractor: MealPlannerInteractorInput {
    func load() {
        planner.fetchSections("meal-planner") { [weak self] result in
            switch result {
            case .success(let sections): self?.output?.didLoad(sections: sections)
            case .failure(let error): self?.output?.didFail(with: error)
            }
        }
    }

    func generateShoppingList() {
        planner.perform("generateShoppingList", on: "meal-planner") { [weak self] result in
            switch result {
            case .success(let id): self?.output?.didGenerateShoppingList(listID: id)
            case .failure(let error): self?.output?.didFail(with: error)
            }
        }
    }
}
