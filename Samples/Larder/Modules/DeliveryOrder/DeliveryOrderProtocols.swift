//
//  DeliveryOrderProtocols.swift
//  Larder
//

import UIKit

protocol DeliveryOrderViewProtocol: AnyObject {
    func display(sections: [[ListItem]])
    func display(error message: String)
}

protocol DeliveryOrderPresenterProtocol: AnyObject {
    func viewDidLoad()
    func didTapDeliverySlots()
}

protocol DeliveryOrderInteractorInput: AnyObject {
    func load()
}

protocol DeliveryOrderInteractorOutput: AnyObject {
    func didLoad(sections: [[ListItem]])
    func didFail(with error: Error)
}

protocol DeliveryOrderRouterProtocol: AnyObject {
    func openDeliverySlots(listID: String)
}
