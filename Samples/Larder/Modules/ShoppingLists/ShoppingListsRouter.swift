//
//  ShoppingListsRouter.swift
//  Larder
//

import UIKit

final class ShoppingListsRouter {

    weak var viewController: ShoppingListsViewController?
}

extension ShoppingListsRouter: ShoppingListsRouterProtocol {
    func openShoppingList(listID: String) {
        let screen = ShoppingListModuleBuilder.build(listID: listID)
        viewController?.navigationController?.pushViewController(screen, animated: true)
    }

    func openStores() {
        let screen = StoresModuleBuilder.build()
        viewController?.navigationController?.pushViewController(screen, animated: true)
    }

    func openShoppingHistory() {
        let screen = ShoppingHistoryModuleBuilder.build()
        viewController?.navigationController?.pushViewController(screen, animated: true)
    }
}
