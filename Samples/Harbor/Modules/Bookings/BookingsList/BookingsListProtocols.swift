//
//  BookingsListProtocols.swift
//  Harbor
//

import UIKit

protocol BookingsListViewProtocol: AnyObject {
    func display(sections: [[ListItem]])
    func display(error message: String)
}

protocol BookingsListPresenterProtocol: AnyObject {
    func viewDidLoad()
    func didSelectBookingDetails(at index: Int)
    func didTapMarinaSearch()
}

protocol BookingsListInteractorInput: AnyObject {
    func load()
}

protocol BookingsListInteractorOutput: AnyObject {
    func didLoad(sections: [[ListItem]])
    func didFail(with error: Error)
}

protocol BookingsListRouterProtocol: AnyObject {
    func openBookingDetails(bookingID: String)
    func openMarinaSearch()
}
