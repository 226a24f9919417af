//
//  PantryLocationsProtocols.swift
//  Larder
//

import UIKit

protocol PantryLocationsViewProtocol: AnyObject {
    func display(sections: [[ListItem]])
    func display(error message: String)
}

protocol PantryLocationsPresenterProtocol: AnyObject {
    func viewDidLoad()
    func didSelectEditLocation(at index: Int)
}

protocol PantryLocationsInteractorInput: AnyObject {
    func load()
}

protocol PantryLocationsInteractorOutput: AnyObject {
    func didLoad(sections: [[ListItem]])
    func didFail(with error: Error)
}

protocol PantryLocationsRouterProtocol: AnyObject {
    func openEditLocation(locationID: String)
}
