//
//  PantryProtocols.swift
//  Larder
//

import UIKit

protocol PantryViewProtocol: AnyObject {
    func display(sections: [[ListItem]])
    func display(error message: String)
}

protocol PantryPresenterProtocol: AnyObject {
    func viewDidLoad()
    func didSelectPantryItem(at index: Int)
    func didTapAddPantryItem()
    func didTapExpiringSoon()
    func didTapPantryLocations()
    func didTapWasteReport()
}

protocol PantryInteractorInput: AnyObject {
    func load()
}

protocol PantryInteractorOutput: AnyObject {
    func didLoad(sections: [[ListItem]])
    func didFail(with error: Error)
}

protocol PantryRouterProtocol: AnyObject {
    func openPantryItem(itemID: String)
    func openAddPantryItem()
    func openExpiringSoon()
    func openPantryLocations()
    func openWasteReport()
}
