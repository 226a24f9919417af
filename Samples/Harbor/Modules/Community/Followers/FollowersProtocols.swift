//
//  FollowersProtocols.swift
//  Harbor
//

import UIKit

protocol FollowersViewProtocol: AnyObject {
    func display(sections: [[ListItem]])
    func display(error message: String)
}

protocol FollowersPresenterProtocol: AnyObject {
    func viewDidLoad()
    func didSelectSailorProfile(at index: Int)
}

protocol FollowersInteractorInput: AnyObject {
    func load()
}

protocol FollowersInteractorOutput: AnyObject {
    func didLoad(sections: [[ListItem]])
    func didFail(with error: Error)
}

protocol FollowersRouterProtocol: AnyObject {
    func openSailorProfile(userID: String)
}
