//
//  MealSlotProtocols.swift
//  Larder
//

import UIKit

protocol MealSlotViewProtocol: AnyObject {
    func display(sections: [[ListItem]])
    func display(error message: String)
}

protocol MealSlotPresenterProtocol: AnyObject {
    func viewDidLoad()
    func didSelectRecipeDetails(at index: Int)
    func didTapRecipePicker()
    func didTapConfirmClearSlot()
}

protocol MealSlotInteractorInput: AnyObject {
    func load()
    func clearSlot()
}

protocol MealSlotInteractorOutput: AnyObject {
    func didLoad(sections: [[ListItem]])
    func didClearSlot()
    func didFail(with error: Error)
}

protocol MealSlotRouterProtocol: AnyObject {
    func openRecipeDetails(recipeID: String)
    func openRecipePicker(slotID: String)
    func confirmClearSlot(onConfirm: @escaping () -> Void)
}
