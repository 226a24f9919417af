//
//  CategoryRecipesProtocols.swift
//  Larder
//

import UIKit

protocol CategoryRecipesViewProtocol: AnyObject {
    func display(sections: [[ListItem]])
    func display(error message: String)
}

protocol CategoryRecipesPresenterProtocol: AnyObject {
    func viewDidLoad()
    func didSelectRecipeDetails(at index: Int)
}

protocol CategoryRecipesInteractorInput: AnyObject {
    func load()
}

protocol CategoryRecipesInteractorOutput: AnyObject {
    func didLoad(sections: [[ListItem]])
    func didFail(with error: Error)
}

protocol CategoryRecipesRouterProtocol: AnyObject {
    func openRecipeDetails(recipeID: String)
}
