//
//  LeftoverTrackerProtocols.swift
//  Larder
//

import UIKit

protocol LeftoverTrackerViewProtocol: AnyObject {
    func display(sections: [[ListItem]])
    func display(error message: String)
}

protocol LeftoverTrackerPresenterProtocol: AnyObject {
    func viewDidLoad()
    func didTapRecipeSuggestions()
}

protocol LeftoverTrackerInteractorInput: AnyObject {
    func load()
}

protocol LeftoverTrackerInteractorOutput: AnyObject {
    func didLoad(sections: [[ListItem]])
    func didFail(with error: Error)
}

protocol LeftoverTrackerRouterProtocol: AnyObject {
    func openRecipeSuggestions()
}
