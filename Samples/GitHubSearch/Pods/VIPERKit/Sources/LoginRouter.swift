//
//  LoginRouter.swift
//  VIPERKit example module (vendored by CocoaPods)
//

import UIKit

public final class LoginRouter {
    public weak var viewController: UIViewController?

    public func routeToHome(_ home: UIViewController) {
        viewController?.navigationController?.setViewControllers([home], animated: true)
    }
}

public final class LoginPresenter {
    public let router: LoginRouter

    public init(router: LoginRouter) {
        self.router = router
    }
}
