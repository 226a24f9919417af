//
//  SailorProfileProtocols.swift
//  Harbor
//

import UIKit

protocol SailorProfileViewProtocol: AnyObject {
    func display(sections: [[ListItem]])
    func display(error message: String)
}

protocol SailorProfilePresenterProtocol: AnyObject {
    func viewDidLoad()
    func didSelectBoatDetails(at index: Int)
    func didTapFollowers()
    func didTapShowProfileOptions()
}

protocol SailorProfileInteractorInput: AnyObject {
    func load()
}

protocol SailorProfileInteractorOutput: AnyObject {
    func didLoad(sections: [[ListItem]])
    func didFail(with error: Error)
}

protocol SailorProfileRouterProtocol: AnyObject {
    func openFollowers(userID: String)
    func openBoatDetails(boatID: String)
    func showProfileOptions(actions: [UIAlertAction])
}
