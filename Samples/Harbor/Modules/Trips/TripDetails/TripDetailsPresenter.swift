//
//  TripDetailsPresenter.swift
//  Harbor
//

import UIKit

final class TripDetailsPresenter {

    private weak var view: TripDetailsViewProtocol?
    private let interactor: TripDetailsInteractorInput
    private let router: TripDetailsRouterProtocol
    private let tripID: String
    private var sections: [[ListItem]] = []

    init(view: TripDetailsViewProtocol, interactor: TripDetailsInteractorInput, router: TripDetailsRouterProtocol, tripID: String) {
        self.view = view
        self.interactor = interactor
        self.router = router
        self.tripID = tripID
    }

    private func item(in section: Int, at index: Int) -> ListItem? {
        guard sections.indices.contains(section), sections[section].indices.contains(index) else { return nil }
        return sections[section][index]
    }
}

extension TripDetailsPresenter: TripDetailsPresenterProtocol {
    func viewDidLoad() {
        interactor.load()
    }

    func didTapRouteEditor() {
        router.openRouteEditor(tripID: tripID)
    }

    func didTapTripLog() {
        router.openTripLog(tripID: tripID)
    }

    func didTapWeatherForecast() {
        router.openWeatherForecast()
    }

    func didTapShareTrip() {
        let link = URL(string: "https://harbor.example.com/trip/\(tripID)")!
        router.shareTrip(items: [link])
    }

    func didTapShowExportOptions() {
        router.showExportOptions(actions: [
            UIAlertAction(title: NSLocalizedString("Share as link", comment: ""), style: .default) { [weak self] _ in
                self?.didTapShareTrip()
            },
            UIAlertAction(title: NSLocalizedString("Cancel", comment: ""), style: .cancel),
        ])
    }
}

extension TripDetailsPresenter: TripDetailsInteractorOutput {
    func didLoad(sections: [[ListItem]]) {
        self.sections = sections
        view?.display(sections: sections)
    }

    func didFail(with error: Error) {
        view?.display(error: error.localizedDescription)
    }
}
