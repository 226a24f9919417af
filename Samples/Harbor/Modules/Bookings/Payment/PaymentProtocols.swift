//
//  PaymentProtocols.swift
//  Harbor
//

import UIKit

protocol PaymentViewProtocol: AnyObject {
    func display(sections: [[ListItem]])
    func display(error message: String)
}

protocol PaymentPresenterProtocol: AnyObject {
    func viewDidLoad()
    func didSelectBookingConfirmation(at index: Int)
    func didTapPaymentMethods()
}

protocol PaymentInteractorInput: AnyObject {
    func load()
}

protocol PaymentInteractorOutput: AnyObject {
    func didLoad(sections: [[ListItem]])
    func didFail(with error: Error)
}

protocol PaymentRouterProtocol: AnyObject {
    func openBookingConfirmation(bookingID: String)
    func openPaymentMethods()
    func showPaymentFailed()
}
