//
//  MealSlotRouter.swift
//  Larder
//

import UIKit

final class MealSlotRouter {

    weak var viewController: MealSlotViewController?
}

extension MealSlotRouter: MealSlotRouterProtocol {
    func openRecipeDetails(recipeID: String) {
        let screen = RecipeDetailsModuleBuilder.build(recipeID: recipeID)
        viewController?.navigationController?.pushViewController(screen, animated: true)
    }

    func openRecipePicker(slotID: String) {
        let screen = RecipePickerModuleBuilder.build(slotID: slotID)
        let navigation = UINavigationController(rootViewController: screen)
        viewController?.present(navigation, animated: true)
    }

    func confirmClearSlot(onConfirm: @escaping () -> Void) {
        let alert = UIAlertController(title: NSLocalizedString("Remove this meal?", comment: ""), message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: NSLocalizedString("Cancel", comment: ""), style: .cancel))
        alert.addAction(UIAlertAction(title: NSLocalizedString("OK", comment: ""), style: .destructive) { _ in onConfirm() })
        viewController?.present(alert, animated: true)
    }
}
