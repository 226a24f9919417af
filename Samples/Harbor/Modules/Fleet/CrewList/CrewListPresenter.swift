//
//  CrewListPresenter.swift
//  Harbor
//

import UIKit

final class CrewListPresenter {

    private weak var view: CrewListViewProtocol?
    private let interactor: CrewListInteractorInput
    private let router: CrewListRouterProtocol
    private let boatID: String
    private var sections: [[ListItem]] = []

    init(view: CrewListViewProtocol, interactor: CrewListInteractorInput, router: CrewListRouterProtocol, boatID: String) {
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

extension CrewListPresenter: CrewListPresenterProtocol {
    func viewDidLoad() {
        interactor.load()
    }

    func didSelectSailorProfile(at index: Int) {
        guard let item = item(in: 0, at: index) else { return }
        router.openSailorProfile(userID: item.id)
    }

    func didTapShareInviteLink() {
        let link = URL(string: "https://harbor.example.com/invite/\(boatID)")!
        router.shareInviteLink(items: [link])
    }
}

extension CrewListPresenter: CrewListInteractorOutput {
    func didLoad(sections: [[ListItem]]) {
        self.sections = sections
        view?.display(sections: sections)
    }

    func didFail(with error: Error) {
        view?.display(error: error.localizedDescription)
    }
}
