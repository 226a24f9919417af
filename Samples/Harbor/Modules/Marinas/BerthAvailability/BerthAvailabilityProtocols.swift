//
//  BerthAvailabilityProtocols.swift
//  Harbor
//

import UIKit

protocol BerthAvailabilityViewProtocol: AnyObject {
    func display(sections: [[ListItem]])
    func display(error message: String)
}

protocol BerthAvailabilityPresenterProtocol: AnyObject {
    func viewDidLoad()
    func didTapBerthPicker()
}

protocol BerthAvailabilityInteractorInput: AnyObject {
    func load()
}

protocol BerthAvailabilityInteractorOutput: AnyObject {
    func didLoad(sections: [[ListItem]])
    func didFail(with error: Error)
}

protocol BerthAvailabilityRouterProtocol: AnyObject {
    func openBerthPicker(marinaID: String)
}
