//
//  BoatDetailsPresenter.swift
//  Harbor
//

import UIKit

final class BoatDetailsPresenter {

    private weak var view: BoatDetailsViewProtocol?
    private let interactor: BoatDetailsInteractorInput
    private let router: BoatDetailsRouterProtocol
    private let boatID: String
    private var sections: [[ListItem]] = []

    init(view: BoatDetailsViewProtocol, interactor: BoatDetailsInteractorInput, router: BoatDetailsRouterProtocol, boatID: String) {
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

extension BoatDetailsPresenter: BoatDetailsPresenterProtocol {
    func viewDidLoad() {
        interactor.load()
    }

    func didTapEditBoat() {
        router.openEditBoat(boatID: boatID)
    }

    func didTapBoatDocuments() {
        router.openBoatDocuments(boatID: boatID)
    }

    func didTapBoatPhotos() {
        router.openBoatPhotos(boatID: boatID)
    }

    func didTapMaintenanceLog() {
        router.openMaintenanceLog(boatID: boatID)
    }

    func didTapInsuranceDetails() {
        router.openInsuranceDetails(boatID: boatID)
    }

    func didTapCrewList() {
        router.openCrewList(boatID: boatID)
    }

    func didTapShareBoat() {
        let link = URL(string: "https://harbor.example.com/boat/\(boatID)")!
        router.shareBoat(items: [link])
    }
}

extension BoatDetailsPresenter: BoatDetailsInteractorOutput {
    func didLoad(sections: [[ListItem]]) {
        self.sections = sections
        view?.display(sections: sections)
    }

    func didFail(with error: Error) {
        view?.display(error: error.localizedDescription)
    }
}
