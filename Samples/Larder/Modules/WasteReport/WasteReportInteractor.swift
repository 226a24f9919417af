//
//  WasteReportInteractor.swift
//  Larder
//

import Foundation

final class WasteReportInteractor {

    weak var output: WasteReportInteractorOutput?
    private let pantry: PantryService

    init(pantry: PantryService) {
        self.pantry = pantry
    }
}

extension WasteReportInteractor: WasteReportInteractorInput {
    func load() {
        pantry.fetchSections("waste-report") { [weak self] result in
            switch result {
            case .success(let sections): self?.output?.didLoad(sections: sections)
            case .failure(let error): self?.output?.didFail(with: error)
            }
        }
    }
}
