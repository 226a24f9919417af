//
//  ShoppingHistoryProtocols.swift
//  Larder
//

import UIKit

protocol ShoppingHistoryViewProtocol: AnyObject {
    func display(sections: [[ListItem]])
    func display(error message: String)
}

protocol ShoppingHistoryPresenterProtocol: AnyObject {
    func viewDidLoad()
    func didSelectShoppingList(at index: Int)
}

protocol ShoppingHistoryInteractorInput: AnyObject {
    func load()
}

protocol ShoppingHistoryInteractorOutput: AnyObject {
    func didLoad(sections: [[ListItem]])
    func didFail(with error: Error)
}

protocol ShoppingHistoryRouterProtocol: AnyObject {
    func openShoppingList(listID: String)
}
