//
//  ShoppingListProtocols.swift
//  Larder
//

import UIKit

protocol ShoppingListViewProtocol: AnyObject {
    func display(sections: [[ListItem]])
    func display(error message: String)
}

protocol ShoppingListPresenterProtocol: AnyObject {
    func viewDidLoad()
    func didSelectProductDetails(at index: Int)
    func didTapAddGroceryItem()
    func didTapListMembers()
    func didTapDeliveryOrder()
    func didTapShareList()
    func didTapConfirmClearChecked()
}

protocol ShoppingListInteractorInput: AnyObject {
    func load()
    func clearChecked()
}

protocol ShoppingListInteractorOutput: AnyObject {
    func didLoad(sections: [[ListItem]])
    func didClearChecked()
    func didFail(with error: Error)
}

protocol ShoppingListRouterProtocol: AnyObject {
    func openProductDetails(productID: String)
    func openAddGroceryItem(listID: String)
    func openListMembers(listID: String)
    func openDeliveryOrder(listID: String)
    func shareList(items: [Any])
    func confirmClearChecked(onConfirm: @escaping () -> Void)
}
