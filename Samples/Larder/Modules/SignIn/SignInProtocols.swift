//
//  SignInProtocols.swift
//  Larder
//

import UIKit

protocol SignInViewProtocol: AnyObject {
    func display(sections: [[ListItem]])
    func display(error message: String)
}

protocol SignInPresenterProtocol: AnyObject {
    func viewDidLoad()
    func didTapForgotPassword()
    func didTapSignIn()
    func didTapClose()
}

protocol SignInInteractorInput: AnyObject {
    func load()
    func signIn()
}

protocol SignInInteractorOutput: AnyObject {
    func didLoad(sections: [[ListItem]])
    func didSignIn()
    func didFail(with error: Error)
}

protocol SignInRouterProtocol: AnyObject {
    func openForgotPassword()
    func openMainTabBar()
    func showAccountLocked()
    func showInvalidCredentials()
    func close()
}
