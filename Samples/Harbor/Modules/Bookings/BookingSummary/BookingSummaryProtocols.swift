//
//  BookingSummaryProtocols.swift
//  Harbor
//

import UIKit

protocol BookingSummaryViewProtocol: AnyObject {
    func display(sections: [[ListItem]])
    func display(error message: String)
}

protocol BookingSummaryPresenterProtocol: AnyObject {
    func viewDidLoad()
    func didTapPayment()
    func didTapCancellationPolicy()
}

protocol BookingSummaryInteractorInput: AnyObject {
    func load()
}

protocol BookingSummaryInteractorOutput: AnyObject {
    func didLoad(sections: [[ListItem]])
    func didFail(with error: Error)
}

protocol BookingSummaryRouterProtocol: AnyObject {
    func openPayment(quoteID: String)
    func showPriceChanged(onConfirm: @escaping () -> Void)
    func openCancellationPolicy(url: URL)
}
