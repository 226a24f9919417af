//
//  MyRecipesProtocols.swift
//  Larder
//

import UIKit

protocol MyRecipesViewProtocol: AnyObject {
    func display(sections: [[ListItem]])
    func display(error message: String)
}

protocol MyRecipesPresenterProtocol: AnyObject {
    func viewDidLoad()
    func didSelectRecipeEditor(at index: Int)
    func didTapNewRecipe()
}

protocol MyRecipesInteractorInput: AnyObject {
    func load()
}

protocol MyRecipesInteractorOutput: AnyObject {
    func didLoad(sections: [[ListItem]])
    func didFail(with error: Error)
}

protocol MyRecipesRouterProtocol: AnyObject {
    func openRecipeEditor(recipeID: String?)
    func openNewRecipe()
}
