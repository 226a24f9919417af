//
//  DeliverySlotsProtocols.swift
//  Larder
//

import UIKit

protocol DeliverySlotsViewProtocol: AnyObject {
    func display(sections: [[ListItem]])
    func display(error message: String)
}

protocol DeliverySlotsPresenterProtocol: AnyObject {
    func viewDidLoad()
    func didTapBookSlot()
}

protocol DeliverySlotsInteractorInput: AnyObject {
    func load()
    func bookSlot()
}

protocol DeliverySlotsInteractorOutput: AnyObject {
    func didLoad(sections: [[ListItem]])
    func didBookSlot(orderID: String)
    func didFail(with error: Error)
}

protocol DeliverySlotsRouterProtocol: AnyObject {
    func openOrderConfirmation(orderID: String)
    func showSlotTaken()
}
