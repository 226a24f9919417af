//
//  VerifyEmailProtocols.swift
//  Larder
//

import UIKit

protocol VerifyEmailViewProtocol: AnyObject {
    func display(sections: [[ListItem]])
    func display(error message: String)
}

protocol VerifyEmailPresenterProtocol: AnyObject {
    func viewDidLoad()
    func didTapConfirmCode()
}

protocol VerifyEmailInteractorInput: AnyObject {
    func load()
    func confirmCode()
}

protocol VerifyEmailInteractorOutput: AnyObject {
    func didLoad(sections: [[ListItem]])
    func didConfirmCode()
    func didFail(with error: Error)
}

protocol VerifyEmailRouterProtocol: AnyObject {
    func openDietaryPreferences()
    func showCodeExpired()
}
