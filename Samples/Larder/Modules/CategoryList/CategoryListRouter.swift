//
//  CategoryListRouter.swift
//  Larder
//

import UIKit

final class CategoryListRouter {

    weak var viewController: CategoryListViewController?
}

extension CategoryListRouter: CategoryListRouterProtocol {
    func openCategoryRecipes(categoryID: String) {
        let screen = CategoryRecipesModuleBuilder.build(categoryID: categoryID)
        viewController?.navigationController?.pushViewController(screen, animated: true)
    }
}
