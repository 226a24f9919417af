//
//  ShoppingListRouter.swift
//  RecipeKit
//

import UIKit

protocol ShoppingListRouterProtocol: AnyObject {
    func close()
}

final class ShoppingListRouter {
    weak var viewController: UIViewController?
}

extension ShoppingListRouter: ShoppingListRouterProtocol {
    func close() {
        viewController?.dismiss(animated: true)
    }
}
