//
//  PantryLocationsPresenter.swift
//  Larder
//

import Foundation

final class PantryLocationsPresenter {

    private weak var view: PantryLocationsViewProtocol?
    private let interactor: PantryLocationsInteractorInput
    private let router: PantryLocationsRouterProtocol
    private var sections: [[ListItem]] = []

    init(view: PantryLocationsViewProtocol, interactor: PantryLocationsInteractorInput, router: PantryLocationsRouterProtocol) {
        self.view = view
        self.interactor = interactor
        self.router = router
    }

    private func item(in section: Int, at index: Int) -> ListItem? {
        guard sections.indices.contains(section), sections[section].indices.contains(index) else { return nil }
        return sections[section][index]
    }
}

extension PantryLocationsPresenter: PantryLocationsPresenterProtocol {
    func viewDidLoad() {
        interactor.load()
    }

    func didSelectEditLocation(at index: Int) {
        guard let item = item(in: 0, at: index) else { return }
        router.openEditLocation(locationID: item.id)
    }
}

extension PantryLocationsPresenter: PantryLocationsInteractorOutput {
    func didLoad(sections: [[ListItem]]) {
        self.sections = sections
        view?.display(sections: sections)
    }

    func didFail(with error: Error) {
        view?.display(error: error.localizedDescription)
    }
}
