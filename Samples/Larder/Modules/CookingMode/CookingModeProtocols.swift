//
//  CookingModeProtocols.swift
//  Larder
//

import UIKit

protocol CookingModeViewProtocol: AnyObject {
    func display(sections: [[ListItem]])
    func display(error message: String)
}

protocol CookingModePresenterProtocol: AnyObject {
    func viewDidLoad()
    func didSelectCookingStep(at index: Int)
    func didTapClose()
}

protocol CookingModeInteractorInput: AnyObject {
    func load()
}

protocol CookingModeInteractorOutput: AnyObject {
    func didLoad(sections: [[ListItem]])
    func didFail(with error: Error)
}

protocol CookingModeRouterProtocol: AnyObject {
    func openCookingStep(stepID: String)
    func close()
}
