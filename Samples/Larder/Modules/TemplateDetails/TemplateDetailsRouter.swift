//
//  TemplateDetailsRouter.swift
//  Larder
//

import UIKit

final class TemplateDetailsRouter {

    weak var viewController: TemplateDetailsViewController?
}

extension TemplateDetailsRouter: TemplateDetailsRouterProtocol {
    func openRecipeDetails(recipeID: String) {
        let screen = RecipeDetailsModuleBuilder.build(recipeID: recipeID)
        viewController?.navigationController?.pushViewController(screen, animated: true)
    }

    func confirmApply(onConfirm: @escaping () -> Void) {
        let alert = UIAlertController(title: NSLocalizedString("Replace this week's plan?", comment: ""), message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: NSLocalizedString("Cancel", comment: ""), style: .cancel))
        alert.addAction(UIAlertAction(title: NSLocalizedString("OK", comment: ""), style: .destructive) { _ in onConfirm() })
        viewController?.present(alert, animated: true)
    }
}
