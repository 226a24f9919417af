//
//  RecipePickerModuleBuilder.swift
//  Larder
//

import UIKit

enum RecipePickerModuleBuilder {

    static func build(slotID: String) -> UIViewController {
        let view = RecipePickerViewController()
        let interactor = RecipePickerInteractor(slotID: slotID, recipes: AppServices.shared.recipes)
        let router = RecipePickerRouter()
        let presenter = RecipePickerPresenter(view: view, interactor: interactor, router: router, slotID: slotID)
        view.presenter = presenter
        interactor.output = presenter
        router.viewController = view
        return view
    }
}
