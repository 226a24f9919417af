//
//  AddGroceryItemProtocols.swift
//  Larder
//

import UIKit

protocol AddGroceryItemViewProtocol: AnyObject {
    func display(sections: [[ListItem]])
    func display(error message: String)
}

protocol AddGroceryItemPresenterProtocol: AnyObject {
    func viewDidLoad()
    func didTapBarcodeScanner()
    func didTapClose()
}

protocol AddGroceryItemInteractorInput: AnyObject {
    func load()
}

protocol AddGroceryItemInteractorOutput: AnyObject {
    func didLoad(sections: [[ListItem]])
    func didFail(with error: Error)
}

protocol AddGroceryItemRouterProtocol: AnyObject {
    func openBarcodeScanner()
    func showItemUnavailable()
    func close()
}
