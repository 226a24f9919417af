//
//  RecipePickerProtocols.swift
//  Larder
//

import UIKit

protocol RecipePickerViewProtocol: AnyObject {
    func display(sections: [[ListItem]])
    func display(error message: String)
}

protocol RecipePickerPresenterProtocol: AnyObject {
    func viewDidLoad()
    func didSelectRecipeDetails(at index: Int)
    func didTapClose()
}

protocol RecipePickerInteractorInput: AnyObject {
    func load()
}

protocol RecipePickerInteractorOutput: AnyObject {
    func didLoad(sections: [[ListItem]])
    func didFail(with error: Error)
}

protocol RecipePickerRouterProtocol: AnyObject {
    func openRecipeDetails(recipeID: String)
    func close()
}
