//
//  CookingTimerRouter.swift
//  RecipeKit
//

import UIKit

protocol CookingTimerRouterProtocol: AnyObject {
    func close()
}

final class CookingTimerRouter {
    weak var viewController: UIViewController?
}

extension CookingTimerRouter: CookingTimerRouterProtocol {
    func close() {
        viewController?.dismiss(animated: true)
    }
}
