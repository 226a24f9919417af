//
//  MaintenancePresenter.swift
//  Larder
//

import Foundation

final class MaintenancePresenter {

    private weak var view: MaintenanceViewProtocol?
    private let interactor: MaintenanceInteractorInput
    private let router: MaintenanceRouterProtocol
    private var sections: [[ListItem]] = []

    init(view: MaintenanceViewProtocol, interactor: MaintenanceInteractorInput, router: MaintenanceRouterProtocol) {
        self.view = view
        self.interactor = interactor
        self.router = router
    }

    private func item(in section: Int, at index: Int) -> ListItem? {
        guard sections.indices.contains(section), sections[section].indices.contains(index) else { return nil }
        return sections[section][index]
    }
}

extension MaintenancePresenter: MaintenancePresenterProtocol {
    func viewDidLoad() {
        interactor.load()
    }

    func didTapClose() {
        router.close()
    }
}

extension MaintenancePresenter: MaintenanceInteractorOutput {
    func didLoad(sections: [[ListItem]]) {
        self.sections = sections
        view?.display(sections: sections)
    }

    func didFail(with error: Error) {
        view?.display(error: error.localizedDescription)
    }
}
