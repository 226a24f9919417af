//
//  MarinaDetailsProtocols.swift
//  Harbor
//

import UIKit

protocol MarinaDetailsViewProtocol: AnyObject {
    func display(sections: [[ListItem]])
    func display(error message: String)
}

protocol MarinaDetailsPresenterProtocol: AnyObject {
    func viewDidLoad()
    func didTapMarinaGallery()
    func didTapMarinaReviews()
    func didTapAmenities()
    func didTapFuelPrices()
    func didTapTideTable()
    func didTapBookingCalendar()
    func didTapShareMarina()
    func didTapWebsite()
    func didTapEmailHarbourMaster()
}

protocol MarinaDetailsInteractorInput: AnyObject {
    func load()
}

protocol MarinaDetailsInteractorOutput: AnyObject {
    func didLoad(sections: [[ListItem]])
    func didFail(with error: Error)
}

protocol MarinaDetailsRouterProtocol: AnyObject {
    func openMarinaGallery(marinaID: String)
    func openMarinaReviews(marinaID: String)
    func embedBerthAvailability(marinaID: String)
    func openAmenities(marinaID: String)
    func openFuelPrices(marinaID: String)
    func openTideTable(marinaID: String)
    func openBookingCalendar(marinaID: String)
    func shareMarina(items: [Any])
    func openWebsite(url: URL)
    func emailHarbourMaster(subject: String, body: String)
}
