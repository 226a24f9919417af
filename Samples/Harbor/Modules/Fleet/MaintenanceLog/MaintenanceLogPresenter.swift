//
//  MaintenanceLogPresenter.swift
//  Harbor
//

import UIKit

final class MaintenanceLogPresenter {

    private weak var view: MaintenanceLogViewProtocol?
    private let interactor: MaintenanceLogInteractorInput
    private let router: MaintenanceLogRouterProtocol
    private let boatID: String
    private var sections: [[ListItem]] = []

    init(view: MaintenanceLogViewProtocol, interactor: MaintenanceLogInteractorInput, router: MaintenanceLogRouterProtocol, boatID: String) {
        self.view = view
        self.interactor = interactor
        self.router = router
        self.boatID = boatID
    }

    private func item(in section: Int, at index: Int) -> ListItem? {
        guard sections.indices.contains(section), sections[section].indices.contains(index) else { return nil }
        return sections[section][index]
    }
}

extension MaintenanceLogPresenter: MaintenanceLogPresenterProtocol {
    // TODO: group entries by season
    func viewDidLoad() {
        interactor.load()
    }

    func didSelectMaintenanceEntry(at index: Int) {
        guard let item = item(in: 0, at: index) else { return }
        router.openMaintenanceEntry(entryID: item.id)
    }
}

extension MaintenanceLogPresenter: MaintenanceLogInteractorOutput {
    func didLoad(sections: [[ListItem]]) {
        self.sections = sections
        view?.display(sections: sections)
    }

    func didFail(with error: Error) {
        view?.display(error: error.localizedDescription)
    }
}
