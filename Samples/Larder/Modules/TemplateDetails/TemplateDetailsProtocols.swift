//
//  TemplateDetailsProtocols.swift
//  Larder
//

import UIKit

protocol TemplateDetailsViewProtocol: AnyObject {
    func display(sections: [[ListItem]])
    func display(error message: String)
}

protocol TemplateDetailsPresenterProtocol: AnyObject {
    func viewDidLoad()
    func didSelectRecipeDetails(at index: Int)
    func didTapConfirmApply()
}

protocol TemplateDetailsInteractorInput: AnyObject {
    func load()
    func applyTemplate()
}

protocol TemplateDetailsInteractorOutput: AnyObject {
    func didLoad(sections: [[ListItem]])
    func didApplyTemplate()
    func didFail(with error: Error)
}

protocol TemplateDetailsRouterProtocol: AnyObject {
    func openRecipeDetails(recipeID: String)
    func confirmApply(onConfirm: @escaping () -> Void)
}
