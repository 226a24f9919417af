//
//  ShoppingHistoryRouter.swift
//  Larder
//

import UIKit

final class ShoppingHistoryRouter {

    weak var viewController: ShoppingHistoryViewController?
}

extension ShoppingHistoryRouter: ShoppingHistoryRouterProtocol {
    func openShoppingList(listID: String) {
        let screen = ShoppingListModuleBuilder.build(listID: listID)
        viewController?.navigationController?.pushViewController(screen, animated: true)
    }
}
