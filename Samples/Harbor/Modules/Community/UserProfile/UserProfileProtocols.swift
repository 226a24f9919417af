//
//  UserProfileProtocols.swift
//  Harbor
//

import UIKit

protocol UserProfileViewProtocol: AnyObject {
    func display(sections: [[ListItem]])
    func display(error message: String)
}

protocol UserProfilePresenterProtocol: AnyObject {
    func viewDidLoad()
    func didSelectBoatDetails(at index: Int)
    func didTapFollowers()
    func didTapShowProfileOptions()
}

protocol UserProfileInteractorInput: AnyObject {
    func load()
}

protocol UserProfileInteractorOutput: AnyObject {
    func didLoad(sections: [[ListItem]])
    func didFail(with error: Error)
}

protocol UserProfileRouterProtocol: AnyObject {
    func openFollowers(userID: String)
    func openBoatDetails(boatID: String)
    func showProfileOptions(actions: [UIAlertAction])
}
