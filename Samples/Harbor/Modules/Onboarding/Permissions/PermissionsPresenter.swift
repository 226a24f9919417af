//
//  PermissionsPresenter.swift
//  Harbor
//

import UIKit

final class PermissionsPresenter {

    private weak var view: PermissionsViewProtocol?
    private let interactor: PermissionsInteractorInput
    private let router: PermissionsRouterProtocol
    private var sections: [[ListItem]] = []

    init(view: PermissionsViewProtocol, interactor: PermissionsInteractorInput, router: PermissionsRouterProtocol) {
        self.view = view
        self.interactor = interactor
        self.router = router
    }

    private func item(in section: Int, at index: Int) -> ListItem? {
        guard sections.indices.contains(section), sections[section].indices.contains(index) else { return nil }
        return sections[section][index]
    }
}

extension PermissionsPresenter: PermissionsPresenterProtocol {
    func viewDidLoad() {
        interactor.load()
    }

    func didTapMainTabBar() {
        router.openMainTabBar()
    }
}

extension PermissionsPresenter: PermissionsInteractorOutput {
    func didLoad(sections: [[ListItem]]) {
        self.sections = sections
        view?.display(sections: sections)
    }

    func didFail(with error: Error) {
        if case ServiceError.server = error {
            router.showLocationDenied { [weak self] in
                self?.interactor.load()
            }
            return
        }
        view?.display(error: error.localizedDescription)
    }
}
