//
//  RecipeSearchProtocols.swift
//  Larder
//

import UIKit

protocol RecipeSearchViewProtocol: AnyObject {
    func display(sections: [[ListItem]])
    func display(error message: String)
}

protocol RecipeSearchPresenterProtocol: AnyObject {
    func viewDidLoad()
    func didSelectRecipeDetails(at index: Int)
    func didTapSearchFilters()
    func didTapClose()
}

protocol RecipeSearchInteractorInput: AnyObject {
    func load()
}

protocol RecipeSearchInteractorOutput: AnyObject {
    func didLoad(sections: [[ListItem]])
    func didFail(with error: Error)
}

protocol RecipeSearchRouterProtocol: AnyObject {
    func openRecipeDetails(recipeID: String)
    func openSearchFilters()
    func close()
}
