//
//  LoginInterfaces.swift
//  ShopApp
//

import UIKit

enum LoginNavigationOption {
    case home
}

protocol LoginWireframeInterface: WireframeInterface {
    func navigate(to option: LoginNavigationOption)
}

protocol LoginViewInterface: ViewInterface {
    func setLoading(_ loading: Bool)
    func showError(_ message: String)
}

protocol LoginPresenterInterface: PresenterInterface {
    func didTapLogin(email: String?, password: String?)
}

protocol LoginInteractorInterface: InteractorInterface {
    func login(email: String, password: String, completion: @escaping (Bool) -> Void)
}
