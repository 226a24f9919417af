//
//  ChefProfileProtocols.swift
//  Larder
//

import UIKit

protocol ChefProfileViewProtocol: AnyObject {
    func display(sections: [[ListItem]])
    func display(error message: String)
}

protocol ChefProfilePresenterProtocol: AnyObject {
    func viewDidLoad()
    func didSelectRecipeDetails(at index: Int)
    func didTapShareChef()
}

protocol ChefProfileInteractorInput: AnyObject {
    func load()
}

protocol ChefProfileInteractorOutput: AnyObject {
    func didLoad(sections: [[ListItem]])
    func didFail(with error: Error)
}

protocol ChefProfileRouterProtocol: AnyObject {
    func openRecipeDetails(recipeID: String)
    func shareChef(items: [Any])
}
