//
//  ShoppingListsProtocols.swift
//  Larder
//

import UIKit

protocol ShoppingListsViewProtocol: AnyObject {
    func display(sections: [[ListItem]])
    func display(error message: String)
}

protocol ShoppingListsPresenterProtocol: AnyObject {
    func viewDidLoad()
    func didSelectShoppingList(at index: Int)
    func didTapStores()
    func didTapShoppingHistory()
}

protocol ShoppingListsInteractorInput: AnyObject {
    func load()
}

protocol ShoppingListsInteractorOutput: AnyObject {
    func didLoad(sections: [[ListItem]])
    func didFail(with error: Error)
}

protocol ShoppingListsRouterProtocol: AnyObject {
    func openShoppingList(listID: String)
    func openStores()
    func openShoppingHistory()
}
