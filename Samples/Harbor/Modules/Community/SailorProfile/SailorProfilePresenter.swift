//
//  SailorProfilePresenter.swift
//  Harbor
//

import UIKit

final class SailorProfilePresenter {

    private weak var view: SailorProfileViewProtocol?
    private let interactor: SailorProfileInteractorInput
    private let router: SailorProfileRouterProtocol
    private let userID: String
    private var sections: [[ListItem]] = []

    init(view: SailorProfileViewProtocol, interactor: SailorProfileInteractorInput, router: SailorProfileRouterProtocol, userID: String) {
        self.view = view
        self.interactor = interactor
        self.router = router
        self.userID = userID
    }

    private func item(in section: Int, at index: Int) -> ListItem? {
        guard sections.indices.contains(section), sections[section].indices.contains(index) else { return nil }
        return sections[section][index]
    }
}

extension SailorProfilePresenter: SailorProfilePresenterProtocol {
    func viewDidLoad() {
        interactor.load()
    }

    func didSelectBoatDetails(at index: Int) {
        guard let item = item(in: 0, at: index) else { return }
        router.openBoatDetails(boatID: item.id)
    }

    func didTapFollowers() {
        router.openFollowers(userID: userID)
    }

    func didTapShowProfileOptions() {
        router.showProfileOptions(actions: [
            UIAlertAction(title: NSLocalizedString("Block", comment: ""), style: .destructive) { [weak self] _ in
                self?.view?.display(error: NSLocalizedString("You won't see this sailor's posts any more.", comment: ""))
            },
            UIAlertAction(title: NSLocalizedString("Cancel", comment: ""), style: .cancel),
        ])
    }
}

extension SailorProfilePresenter: SailorProfileInteractorOutput {
    func didLoad(sections: [[ListItem]]) {
        self.sections = sections
        view?.display(sections: sections)
    }

    func didFail(with error: Error) {
        view?.display(error: error.localizedDescription)
    }
}
