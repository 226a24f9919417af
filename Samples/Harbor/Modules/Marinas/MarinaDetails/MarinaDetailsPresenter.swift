//
//  MarinaDetailsPresenter.swift
//  Harbor
//

import UIKit

final class MarinaDetailsPresenter {

    private weak var view: MarinaDetailsViewProtocol?
    private let interactor: MarinaDetailsInteractorInput
    private let router: MarinaDetailsRouterProtocol
    private let marinaID: String
    private var sections: [[ListItem]] = []

    init(view: MarinaDetailsViewProtocol, interactor: MarinaDetailsInteractorInput, router: MarinaDetailsRouterProtocol, marinaID: String) {
        self.view = view
        self.interactor = interactor
        self.router = router
        self.marinaID = marinaID
    }

    private func item(in section: Int, at index: Int) -> ListItem? {
        guard sections.indices.contains(section), sections[section].indices.contains(index) else { return nil }
        return sections[section][index]
    }
}

extension MarinaDetailsPresenter: MarinaDetailsPresenterProtocol {
    func viewDidLoad() {
        interactor.load()
        router.embedBerthAvailability(marinaID: marinaID)
    }

    func didTapMarinaGallery() {
        router.openMarinaGallery(marinaID: marinaID)
    }

    func didTapMarinaReviews() {
        router.openMarinaReviews(marinaID: marinaID)
    }

    func didTapAmenities() {
        router.openAmenities(marinaID: marinaID)
    }

    func didTapFuelPrices() {
        router.openFuelPrices(marinaID: marinaID)
    }

    func didTapTideTable() {
        router.openTideTable(marinaID: marinaID)
    }

    func didTapBookingCalendar() {
        router.openBookingCalendar(marinaID: marinaID)
    }

    func didTapShareMarina() {
        let link = URL(string: "https://harbor.example.com/marina/\(marinaID)")!
        router.shareMarina(items: [link])
    }

    func didTapWebsite() {
        router.openWebsite(url: URL(string: "https://harbor.example.com/marinas")!)
    }

    func didTapEmailHarbourMaster() {
        router.emailHarbourMaster(subject: "Harbor: Marina", body: "\(marinaID)")
    }
}

extension MarinaDetailsPresenter: MarinaDetailsInteractorOutput {
    func didLoad(sections: [[ListItem]]) {
        self.sections = sections
        view?.display(sections: sections)
    }

    func didFail(with error: Error) {
        view?.display(error: error.localizedDescription)
    }
}
