//
//  BookingConfirmationProtocols.swift
//  Harbor
//

import UIKit

protocol BookingConfirmationViewProtocol: AnyObject {
    func display(sections: [[ListItem]])
    func display(error message: String)
}

protocol BookingConfirmationPresenterProtocol: AnyObject {
    func viewDidLoad()
    func didTapShareBooking()
    func didTapClose()
}

protocol BookingConfirmationInteractorInput: AnyObject {
    func load()
}

protocol BookingConfirmationInteractorOutput: AnyObject {
    func didLoad(sections: [[ListItem]])
    func didFail(with error: Error)
}

protocol BookingConfirmationRouterProtocol: AnyObject {
    func shareBooking(items: [Any])
    func close()
}
