//
//  TemplateDetailsInteractor.swift
//  Larder
//

import Foundation

final class TemplateDetailsInteractor {

    weak var output: TemplateDetailsInteractorOutput?
    private let templateID: String
    private let planner: PlannerService

    init(templateID: String, planner: PlannerService) {
        self.templateID = templateID
        self.planner = planner
    }
}

extension TemplateDetailsInteractor: TemplateDetailsInteractorInput {
    func load() {
        planner.fetchSections("template-details/\(templateID)") { [weak self] result in
            switch result {
            case .success(let sections): self?.output?.didLoad(sections: sections)
            case .failure(let error): self?.output?.didFail(with: error)
            }
        }
    }

    func applyTemplate() {
        planner.perform("applyTemplate", on: "template-details/\(templateID)") { [weak self] result in
            switch result {
            case .success: self?.output?.didApplyTemplate()
            case .failure(let error): self?.output?.didFail(with: error)
            }
        }
    }
}
