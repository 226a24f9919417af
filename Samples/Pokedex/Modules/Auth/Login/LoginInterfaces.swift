//
//  LoginInterfaces.swift
//  Pokedex
//

import UIKit

enum LoginNavigationOption {
    case home
    case register
    case forgotPassword
}

protocol LoginWireframeInterface: WireframeInterface {
    func navigate(to option: LoginNavigationOption)
}

protocol LoginViewInterface: ViewInterface {
    func reloadData()
}

protocol LoginPresenterInterface: PresenterInterface {
    func didSelectLoginAction(with email: String?, password: String?)
    func didSelectRegisterAction()
    func didSelectForgotPasswordAction()
}

protocol LoginInteractorInterface: InteractorInterface {
    func login(email: String, password: String, completion: @escaping (Bool) -> Void)
}
