//
//  MyBoatsProtocols.swift
//  Harbor
//

import UIKit

protocol MyBoatsViewProtocol: AnyObject {
    func display(sections: [[ListItem]])
    func display(error message: String)
}

protocol MyBoatsPresenterProtocol: AnyObject {
    func viewDidLoad()
    func didSelectBoatDetails(at index: Int)
    func didTapAddBoat()
    func didTapShowBoatOptions()
}

protocol MyBoatsInteractorInput: AnyObject {
    func load()
}

protocol MyBoatsInteractorOutput: AnyObject {
    func didLoad(sections: [[ListItem]])
    func didFail(with error: Error)
}

protocol MyBoatsRouterProtocol: AnyObject {
    func openBoatDetails(boatID: String)
    func openAddBoat()
    func showBoatOptions(actions: [UIAlertAction])
}
