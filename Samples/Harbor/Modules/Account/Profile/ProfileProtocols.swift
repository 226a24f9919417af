//
//  ProfileProtocols.swift
//  Harbor
//

import UIKit

protocol ProfileViewProtocol: AnyObject {
    func display(sections: [[ListItem]])
    func display(error message: String)
}

protocol ProfilePresenterProtocol: AnyObject {
    func viewDidLoad()
    func didTapEditProfile()
    func didTapSettings()
    func didTapMyBoats()
    func didTapMembership()
    func didTapSupport()
}

protocol ProfileInteractorInput: AnyObject {
    func load()
}

protocol ProfileInteractorOutput: AnyObject {
    func didLoad(sections: [[ListItem]])
    func didFail(with error: Error)
}

protocol ProfileRouterProtocol: AnyObject {
    func openEditProfile()
    func openSettings()
    func openMyBoats()
    func openMembership()
    func openSupport()
}
