//
//  CancelBookingProtocols.swift
//  Harbor
//

import UIKit

protocol CancelBookingViewProtocol: AnyObject {
    func display(sections: [[ListItem]])
    func display(error message: String)
}

protocol CancelBookingPresenterProtocol: AnyObject {
    func viewDidLoad()
    func didTapConfirmCancellation()
    func didTapClose()
}

protocol CancelBookingInteractorInput: AnyObject {
    func load()
}

protocol CancelBookingInteractorOutput: AnyObject {
    func didLoad(sections: [[ListItem]])
    func didFail(with error: Error)
}

protocol CancelBookingRouterProtocol: AnyObject {
    func confirmCancellation(onConfirm: @escaping () -> Void)
    func close()
}
