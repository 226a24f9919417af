//
//  RecipeEditorRouter.swift
//  Larder
//

import UIKit

final class RecipeEditorRouter {

    weak var viewController: RecipeEditorViewController?
}

extension RecipeEditorRouter: RecipeEditorRouterProtocol {
    func openIngredientEditor(ingredientID: String) {
        let screen = IngredientEditorModuleBuilder.build(ingredientID: ingredientID)
        viewController?.navigationController?.pushViewController(screen, animated: true)
    }

    func confirmDiscard(onConfirm: @escaping () -> Void) {
        let alert = UIAlertController(title: NSLocalizedString("Discard this recipe?", comment: ""), message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: NSLocalizedString("Cancel", comment: ""), style: .cancel))
        alert.addAction(UIAlertAction(title: NSLocalizedString("OK", comment: ""), style: .destructive) { _ in onConfirm() })
        viewController?.present(alert, animated: true)
    }

    func close() {
        viewController?.dismiss(animated: true)
    }
}
