//
//  RecipeEditorProtocols.swift
//  Larder
//

import UIKit

protocol RecipeEditorViewProtocol: AnyObject {
    func display(sections: [[ListItem]])
    func display(error message: String)
}

protocol RecipeEditorPresenterProtocol: AnyObject {
    func viewDidLoad()
    func didSelectIngredientEditor(at index: Int)
    func didTapConfirmDiscard()
    func didTapClose()
}

protocol RecipeEditorInteractorInput: AnyObject {
    func load()
}

protocol RecipeEditorInteractorOutput: AnyObject {
    func didLoad(sections: [[ListItem]])
    func didFail(with error: Error)
}

protocol RecipeEditorRouterProtocol: AnyObject {
    func openIngredientEditor(ingredientID: String)
    func confirmDiscard(onConfirm: @escaping () -> Void)
    func close()
}
