//
//  MyBoatsPresenter.swift
//  Harbor
//

import UIKit

final class MyBoatsPresenter {

    private weak var view: MyBoatsViewProtocol?
    private let interactor: MyBoatsInteractorInput
    private let router: MyBoatsRouterProtocol
    private var sections: [[ListItem]] = []

    init(view: MyBoatsViewProtocol, interactor: MyBoatsInteractorInput, router: MyBoatsRouterProtocol) {
        self.view = view
        self.interactor = interactor
        self.router = router
    }

    private func item(in section: Int, at index: Int) -> ListItem? {
        guard sections.indices.contains(section), sections[section].indices.contains(index) else { return nil }
        return sections[section][index]
    }
}

extension MyBoatsPresenter: MyBoatsPresenterProtocol {
    func viewDidLoad() {
        interactor.load()
    }

    func didSelectBoatDetails(at index: Int) {
        guard let item = item(in: 0, at: index) else { return }
        router.openBoatDetails(boatID: item.id)
    }

    func didTapAddBoat() {
        router.openAddBoat()
    }

    func didTapShowBoatOptions() {
        router.showBoatOptions(actions: [
            UIAlertAction(title: NSLocalizedString("Add a boat", comment: ""), style: .default) { [weak self] _ in
                self?.router.openAddBoat()
            },
            UIAlertAction(title: NSLocalizedString("Cancel", comment: ""), style: .cancel),
        ])
    }
}

extension MyBoatsPresenter: MyBoatsInteractorOutput {
    func didLoad(sections: [[ListItem]]) {
        self.sections = sections
        view?.display(sections: sections)
    }

    func didFail(with error: Error) {
        view?.display(error: error.localizedDescription)
    }
}
