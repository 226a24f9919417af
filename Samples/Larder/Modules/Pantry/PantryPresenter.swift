//
//  PantryPresenter.swift
//  Larder
//

import Foundation

final class PantryPresenter {

    private weak var view: PantryViewProtocol?
    private let interactor: PantryInteractorInput
    private let router: PantryRouterProtocol
    private var sections: [[ListItem]] = []

    init(view: PantryViewProtocol, interactor: PantryInteractorInput, router: PantryRouterProtocol) {
        self.view = view
        self.interactor = interactor
        self.router = router
    }

    private func item(in section: Int, at index: Int) -> ListItem? {
        guard sections.indices.contains(section), sections[section].indices.contains(index) else { return nil }
        return sections[section][index]
    }
}

extension PantryPresenter: PantryPresenterProtocol {
    func viewDidLoad() {
        interactor.load()
    }

    func didSelectPantryItem(at index: Int) {
        guard let item = item(in: 0, at: index) else { return }
        router.openPantryItem(itemID: item.id)
    }

    func didTapAddPantryItem() {
        router.openAddPantryItem()
    }

    func didTapExpiringSoon() {
        router.openExpiringSoon()
    }

    func didTapPantryLocations() {
        router.openPantryLocations()
    }

    func didTapWasteReport() {
        router.openWasteReport()
    }
}

extension PantryPresenter: PantryInteractorOutput {
    func didLoad(sections: [[ListItem]]) {
        self.sections = sections
        view?.display(sections: sections)
    }

    func didFail(with error: Error) {
        view?.display(error: error.localizedDescription)
    }
}
