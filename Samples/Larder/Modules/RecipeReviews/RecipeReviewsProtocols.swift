//
//  RecipeReviewsProtocols.swift
//  Larder
//

import UIKit

protocol RecipeReviewsViewProtocol: AnyObject {
    func display(sections: [[ListItem]])
    func display(error message: String)
}

protocol RecipeReviewsPresenterProtocol: AnyObject {
    func viewDidLoad()
    func didTapWriteReview()
}

protocol RecipeReviewsInteractorInput: AnyObject {
    func load()
}

protocol RecipeReviewsInteractorOutput: AnyObject {
    func didLoad(sections: [[ListItem]])
    func didFail(with error: Error)
}

protocol RecipeReviewsRouterProtocol: AnyObject {
    func openWriteReview(recipeID: String)
}
