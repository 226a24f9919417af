//
//  OrderConfirmationProtocols.swift
//  Larder
//

import UIKit

protocol OrderConfirmationViewProtocol: AnyObject {
    func display(sections: [[ListItem]])
    func display(error message: String)
}

protocol OrderConfirmationPresenterProtocol: AnyObject {
    func viewDidLoad()
    func didTapClose()
}

protocol OrderConfirmationInteractorInput: AnyObject {
    func load()
}

protocol OrderConfirmationInteractorOutput: AnyObject {
    func didLoad(sections: [[ListItem]])
    func didFail(with error: Error)
}

protocol OrderConfirmationRouterProtocol: AnyObject {
    func close()
}
