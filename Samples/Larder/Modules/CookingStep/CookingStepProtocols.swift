//
//  CookingStepProtocols.swift
//  Larder
//

import UIKit

protocol CookingStepViewProtocol: AnyObject {
    func display(sections: [[ListItem]])
    func display(error message: String)
}

protocol CookingStepPresenterProtocol: AnyObject {
    func viewDidLoad()
    func didTapTimer()
}

protocol CookingStepInteractorInput: AnyObject {
    func load()
}

protocol CookingStepInteractorOutput: AnyObject {
    func didLoad(sections: [[ListItem]])
    func didFail(with error: Error)
}

protocol CookingStepRouterProtocol: AnyObject {
    func openTimer(minutes: Int)
}
