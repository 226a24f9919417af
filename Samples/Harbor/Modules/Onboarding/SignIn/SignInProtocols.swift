//
//  SignInProtocols.swift
//  Harbor
//

import UIKit

protocol SignInViewProtocol: AnyObject {
    func display(sections: [[ListItem]])
    func display(error message: String)
}

protocol SignInPresenterProtocol: AnyObject {
    func viewDidLoad()
    func didTapMainTabBar()
    func didTapForgotPassword()
    func didTapClose()
}

protocol SignInInteractorInput: AnyObject {
    func load()
}

protocol SignInInteractorOutput: AnyObject {
    func didLoad(sections: [[ListItem]])
    func didFail(with error: Error)
}

protocol SignInRouterProtocol: AnyObject {
    func openMainTabBar()
    func openForgotPassword()
    func showInvalidCredentials(onConfirm: @escaping () -> Void)
    func showAccountLocked()
    func close()
}
