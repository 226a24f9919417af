//
//  BookingDetailsProtocols.swift
//  Harbor
//

import UIKit

protocol BookingDetailsViewProtocol: AnyObject {
    func display(sections: [[ListItem]])
    func display(error message: String)
}

protocol BookingDetailsPresenterProtocol: AnyObject {
    func viewDidLoad()
    func didSelectMarinaDetails(at index: Int)
    func didTapInvoice()
    func didTapCancelBooking()
    func didTapCheckIn()
    func didTapEmailMarina()
    func didTapShowDirectionsOptions()
    func didTapBerthPass()
}

protocol BookingDetailsInteractorInput: AnyObject {
    func load()
}

protocol BookingDetailsInteractorOutput: AnyObject {
    func didLoad(sections: [[ListItem]])
    func didFail(with error: Error)
}

protocol BookingDetailsRouterProtocol: AnyObject {
    func openInvoice(bookingID: String)
    func openCancelBooking(bookingID: String)
    func openCheckIn(bookingID: String)
    func openMarinaDetails(marinaID: String)
    func emailMarina(subject: String, body: String)
    func showDirectionsOptions(actions: [UIAlertAction])
    func openBerthPass(payload: String)
}
