//
//  LoginContract.swift
//  ShopAdmin
//

import UIKit

protocol LoginPresenting: AnyObject {
    func didSubmit(email: String, password: String)
}

protocol LoginViewing: AnyObject {
    func showError(_ message: String)
}

protocol LoginInteracting: AnyObject {
    var delegate: LoginInteractorDelegate? { get set }
    func signIn(email: String, password: String)
}

protocol LoginInteractorDelegate: AnyObject {
    func didSignIn()
    func didFailToSignIn()
}

protocol LoginRouting: AnyObject {
    var viewController: UIViewController? { get set }
    func openDashboard()
}
