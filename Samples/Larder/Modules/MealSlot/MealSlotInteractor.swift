//
//  MealSlotInteractor.swift
//  Larder
//

import Foundation

final class MealSlotInteractor {

    weak var output: MealSlotInteractorOutput?
    private let slotID: String
    private let planner: PlannerService

    init(slotID: String, planner: PlannerService) {
        self.slotID = slotID
        self.planner = planner
    }
}

extension MealSlotInteractor: MealSlotInteractorInput {
    func load() {
        // TODO: move a meal to another day by drag and drop
        planner.fetchSections("meal-slot/\(slotID)") { [weak self] result in
            switch result {
            case .success(let sections): self?.output?.didLoad(sections: sections)
            case .failure(let error): self?.output?.didFail(with: error)
            }
        }
    }

    func clearSlot() {
        planner.perform("clearSlot", on: "meal-slot/\(slotID)") { [weak self] result in
            switch result {
            case .success: self?.output?.didClearSlot()
            case .failure(let error): self?.output?.didFail(with: error)
            }
        }
    }
}
