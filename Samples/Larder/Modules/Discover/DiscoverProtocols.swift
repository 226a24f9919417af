//
//  DiscoverProtocols.swift
//  Larder
//

import UIKit

protocol DiscoverViewProtocol: AnyObject {
    func display(sections: [[ListItem]])
    func display(error message: String)
}

protocol DiscoverPresenterProtocol: AnyObject {
    func viewDidLoad()
    func didSelectRecipeDetails(at index: Int)
    func didTapCategoryList()
    func didTapTrendingRecipes()
    func didTapRecipeSearch()
}

protocol DiscoverInteractorInput: AnyObject {
    func load()
}

protocol DiscoverInteractorOutput: AnyObject {
    func didLoad(sections: [[ListItem]])
    func didFail(with error: Error)
}

protocol DiscoverRouterProtocol: AnyObject {
    func openRecipeDetails(recipeID: String)
    func openCategoryList()
    func openTrendingRecipes()
    func openRecipeSearch()
}
