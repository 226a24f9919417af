//
//  ProfileProtocols.swift
//  Larder
//

import UIKit

protocol ProfileViewProtocol: AnyObject {
    func display(sections: [[ListItem]])
    func display(error message: String)
}

protocol ProfilePresenterProtocol: AnyObject {
    func viewDidLoad()
    func didTapEditProfile()
    func didTapSavedRecipes()
    func didTapMyRecipes()
    func didTapHousehold()
    func didTapSettings()
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
    func openSavedRecipes()
    func openMyRecipes()
    func openHousehold()
    func openSettings()
}
