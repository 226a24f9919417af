//
//  CheckInProtocols.swift
//  Harbor
//

import UIKit

protocol CheckInViewProtocol: AnyObject {
    func display(sections: [[ListItem]])
    func display(error message: String)
}

protocol CheckInPresenterProtocol: AnyObject {
    func viewDidLoad()
    func didTapArrivalPass()
}

protocol CheckInInteractorInput: AnyObject {
    func load()
}

protocol CheckInInteractorOutput: AnyObject {
    func didLoad(sections: [[ListItem]])
    func didFail(with error: Error)
}

protocol CheckInRouterProtocol: AnyObject {
    func showLocationRequired(onConfirm: @escaping () -> Void)
    func openArrivalPass(payload: String)
    func showOutsideGeofence()
}
