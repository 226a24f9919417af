//
//  PantryItemRouter.swift
//  Larder
//

import UIKit

final class PantryItemRouter {

    weak var viewController: PantryItemViewController?
}

extension PantryItemRouter: PantryItemRouterProtocol {
    func openProductDetails(productID: String) {
        let screen = ProductDetailsModuleBuilder.build(productID: productID)
        viewController?.navigationController?.pushViewController(screen, animated: true)
    }

    func openEditPantryItem(itemID: String) {
        let screen = EditPantryItemModuleBuilder.build(itemID: itemID)
        let navigation = UINavigationController(rootViewController: screen)
        viewController?.present(navigation, animated: true)
    }
}
