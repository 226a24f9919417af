//
//  RecipeSuggestionsProtocols.swift
//  Larder
//

import UIKit

protocol RecipeSuggestionsViewProtocol: AnyObject {
    func display(sections: [[ListItem]])
    func display(error message: String)
}

protocol RecipeSuggestionsPresenterProtocol: AnyObject {
    func viewDidLoad()
    func didSelectRecipeDetails(at index: Int)
}

protocol RecipeSuggestionsInteractorInput: AnyObject {
    func load()
}

protocol RecipeSuggestionsInteractorOutput: AnyObject {
    func didLoad(sections: [[ListItem]])
    func didFail(with error: Error)
}

protocol RecipeSuggestionsRouterProtocol: AnyObject {
    func openRecipeDetails(recipeID: String)
}
