//
//  TrendingRecipesProtocols.swift
//  Larder
//

import UIKit

protocol TrendingRecipesViewProtocol: AnyObject {
    func display(sections: [[ListItem]])
    func display(error message: String)
}

protocol TrendingRecipesPresenterProtocol: AnyObject {
    func viewDidLoad()
    func didSelectRecipeDetails(at index: Int)
    func didSelectChefProfile(at index: Int)
}

protocol TrendingRecipesInteractorInput: AnyObject {
    func load()
}

protocol TrendingRecipesInteractorOutput: AnyObject {
    func didLoad(sections: [[ListItem]])
    func didFail(with error: Error)
}

protocol TrendingRecipesRouterProtocol: AnyObject {
    func openRecipeDetails(recipeID: String)
    func openChefProfile(chefID: String)
}
