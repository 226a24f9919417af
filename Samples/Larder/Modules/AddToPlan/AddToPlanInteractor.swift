//
//  AddToPlanInteractor.swift
//  Larder
//

import Foundation

final class AddToPlanInteractor {

    weak var output: AddToPlanInteractorOutput?
    private let recipeID: String
    private let planner: PlannerService

    init(recipeID: String, planner: PlannerService) {
        self.recipeID = recipeID
        self.planner = planner
    }
}

extension AddToPlanInteractor: AddToPlanInteractorInput {
    func load() {
        planner.fetchSections("add-to-plan/\(recipeID)") { [weak self] result in
            switch result {
            case .success(let sections): self?.output?.didLoad(sections: sections)
            case .failure(let error): self?.output?.didFail(with: error)
            }
        }
    }

    func addToPlan() {
        planner.perform("addToPlan", on: "add-to-plan/\(recipeID)") { [weak self] result in
            switch result {
            case .success: self?.output?.didAddToPlan()
            case .failure(let error): self?.output?.didFail(with: error)
            }
        }
    }
}
