//
//  LoginRouter.swift
//  ShopAdmin
//

import UIKit

final class LoginRouter: LoginRouting {

    weak var viewController: UIViewController?

    func openDashboard() {
        viewController?.navigationController?.setViewControllers([HomeBuilder.makeModule()], animated: true)
    }
}
