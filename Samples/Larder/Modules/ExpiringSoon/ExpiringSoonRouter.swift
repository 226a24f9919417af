//
//  ExpiringSoonRouter.swift
//  Larder
//

import UIKit

final class ExpiringSoonRouter {

    weak var viewController: ExpiringSoonViewController?
}

extension ExpiringSoonRouter: ExpiringSoonRouterProtocol {
    func openPantryItem(itemID: String) {
        let screen = PantryItemModuleBuilder.build(itemID: itemID)
        viewController?.navigationController?.pushViewController(screen, animated: true)
    }

    func openRecipeSuggestions() {
        let screen = RecipeSuggestionsModuleBuilder.build()
        viewController?.navigationController?.pushViewController(screen, animated: true)
    }
}
