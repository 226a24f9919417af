//
//  IngredientEditorProtocols.swift
//  Larder
//

import UIKit

protocol IngredientEditorViewProtocol: AnyObject {
    func display(sections: [[ListItem]])
    func display(error message: String)
}

protocol IngredientEditorPresenterProtocol: AnyObject {
    func viewDidLoad()
    func didTapClose()
}

protocol IngredientEditorInteractorInput: AnyObject {
    func load()
}

protocol IngredientEditorInteractorOutput: AnyObject {
    func didLoad(sections: [[ListItem]])
    func didFail(with error: Error)
}

protocol IngredientEditorRouterProtocol: AnyObject {
    func close()
}
