//
//  AddPantryItemProtocols.swift
//  Larder
//

import UIKit

protocol AddPantryItemViewProtocol: AnyObject {
    func display(sections: [[ListItem]])
    func display(error message: String)
}

protocol AddPantryItemPresenterProtocol: AnyObject {
    func viewDidLoad()
    func didTapBarcodeScanner()
    func didTapClose()
}

protocol AddPantryItemInteractorInput: AnyObject {
    func load()
}

protocol AddPantryItemInteractorOutput: AnyObject {
    func didLoad(sections: [[ListItem]])
    func didFail(with error: Error)
}

protocol AddPantryItemRouterProtocol: AnyObject {
    func openBarcodeScanner()
    func close()
}
