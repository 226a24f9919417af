//
//  PantryItemProtocols.swift
//  Larder
//

import UIKit

protocol PantryItemViewProtocol: AnyObject {
    func display(sections: [[ListItem]])
    func display(error message: String)
}

protocol PantryItemPresenterProtocol: AnyObject {
    func viewDidLoad()
    func didSelectProductDetails(at index: Int)
    func didTapEditPantryItem()
}

protocol PantryItemInteractorInput: AnyObject {
    func load()
}

protocol PantryItemInteractorOutput: AnyObject {
    func didLoad(sections: [[ListItem]])
    func didFail(with error: Error)
}

protocol PantryItemRouterProtocol: AnyObject {
    func openProductDetails(productID: String)
    func openEditPantryItem(itemID: String)
}
