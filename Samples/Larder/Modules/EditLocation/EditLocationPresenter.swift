//
//  EditLocationPresenter.swift
//  Larder
//

import Foundation

final class EditLocationPresenter {

    private weak var view: EditLocationViewProtocol?
    private let interactor: EditLocationInteractorInput
    private let router: EditLocationRouterProtocol
    private let locationID: String
    private var sections: [[ListItem]] = []

    init(view: EditLocationViewProtocol, interactor: EditLocationInteractorInput, router: EditLocationRouterProtocol, locationID: String) {
        self.view = view
        self.interactor = interactor
        self.router = router
        self.locationID = locationID
    }

    private func item(in section: Int, at index: Int) -> ListItem? {
        guard sections.indices.contains(section), sections[section].indices.contains(index) else { return nil }
        return sections[section][index]
    }
}

extension EditLocationPresenter: EditLocationPresenterProtocol {
    func viewDidLoad() {
        interactor.load()
    }

    func didTapConfirmDelete() {
        router.confirmDelete { [weak self] in
            self?.interactor.deleteLocation()
        }
    }

    func didTapClose() {
        router.close()
    }
}

extension EditLocationPresenter: EditLocationInteractorOutput {
    func didLoad(sections: [[ListItem]]) {
        self.sections = sections
        view?.display(sections: sections)
    }

    func didDeleteLocation() {
        interactor.load()
    }

    func didFail(with error: Error) {
        view?.display(error: error.localizedDescription)
    }
}
