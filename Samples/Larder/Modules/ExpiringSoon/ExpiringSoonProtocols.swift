//
//  ExpiringSoonProtocols.swift
//  Larder
//

import UIKit

protocol ExpiringSoonViewProtocol: AnyObject {
    func display(sections: [[ListItem]])
    func display(error message: String)
}

protocol ExpiringSoonPresenterProtocol: AnyObject {
    func viewDidLoad()
    func didSelectPantryItem(at index: Int)
    func didTapRecipeSuggestions()
}

protocol ExpiringSoonInteractorInput: AnyObject {
    func load()
}

protocol ExpiringSoonInteractorOutput: AnyObject {
    func didLoad(sections: [[ListItem]])
    func didFail(with error: Error)
}

protocol ExpiringSoonRouterProtocol: AnyObject {
    func openPantryItem(itemID: String)
    func openRecipeSuggestions()
}
