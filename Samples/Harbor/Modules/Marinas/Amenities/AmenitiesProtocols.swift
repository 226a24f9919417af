//
//  AmenitiesProtocols.swift
//  Harbor
//

import UIKit

protocol AmenitiesViewProtocol: AnyObject {
    func display(sections: [[ListItem]])
    func display(error message: String)
}

protocol AmenitiesPresenterProtocol: AnyObject {
    func viewDidLoad()
}

protocol AmenitiesInteractorInput: AnyObject {
    func load()
}

protocol AmenitiesInteractorOutput: AnyObject {
    func didLoad(sections: [[ListItem]])
    func didFail(with error: Error)
}

protocol AmenitiesRouterProtocol: AnyObject {
}
