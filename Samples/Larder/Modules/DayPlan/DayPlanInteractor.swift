//
//  DayPlanInteractor.swift
//  Larder
//

import Foundation

final class DayPlanInteractor {

    weak var output: DayPlanInteractorOutput?
    private let dayID: String
    private let planner: PlannerService

    init(dayID: String, planner: PlannerService) {
        self.dayID = dayID
        self.planner = planner
    }
}

extension DayPlanInteractor: DayPlanInteractorInput {
    func load() {
        planner.fetchSections("day-plan/\(dayID)") { [weak self] result in
            switch result {
            case .success(let sections): self?.output?.didLoad(sections: sections)
            case .failure(let error): self?.output?.didFail(with: error)
            }
        }
    }
}
