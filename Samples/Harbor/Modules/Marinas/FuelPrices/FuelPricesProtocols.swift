//
//  FuelPricesProtocols.swift
//  Harbor
//

import UIKit

protocol FuelPricesViewProtocol: AnyObject {
    func display(sections: [[ListItem]])
    func display(error message: String)
}

protocol FuelPricesPresenterProtocol: AnyObject {
    func viewDidLoad()
}

protocol FuelPricesInteractorInput: AnyObject {
    func load()
}

protocol FuelPricesInteractorOutput: AnyObject {
    func didLoad(sections: [[ListItem]])
    func didFail(with error: Error)
}

protocol FuelPricesRouterProtocol: AnyObject {
}
