//
//  SavedRecipesProtocols.swift
//  Larder
//

import UIKit

protocol SavedRecipesViewProtocol: AnyObject {
    func display(sections: [[ListItem]])
    func display(error message: String)
}

protocol SavedRecipesPresenterProtocol: AnyObject {
    func viewDidLoad()
    func didSelectRecipeDetails(at index: Int)
}

protocol SavedRecipesInteractorInput: AnyObject {
    func load()
}

protocol SavedRecipesInteractorOutput: AnyObject {
    func didLoad(sections: [[ListItem]])
    func didFail(with error: Error)
}

protocol SavedRecipesRouterProtocol: AnyObject {
    func openRecipeDetails(recipeID: String)
}
