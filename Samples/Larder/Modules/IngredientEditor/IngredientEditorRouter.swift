//
//  IngredientEditorRouter.swift
//  Larder
//

import UIKit

final class IngredientEditorRouter {

    weak var viewController: IngredientEditorViewController?
}

extension IngredientEditorRouter: IngredientEditorRouterProtocol {
    func close() {
        viewController?.navigationController?.popViewController(animated: true)
    }
}
