//
//  WelcomeProtocols.swift
//  Harbor
//

import UIKit

protocol WelcomeViewProtocol: AnyObject {
    func display(sections: [[ListItem]])
    func display(error message: String)
}

protocol WelcomePresenterProtocol: AnyObject {
    func viewDidLoad()
    func didTapSignIn()
    func didTapSignUp()
    func didTapTutorial()
}

protocol WelcomeInteractorInput: AnyObject {
    func load()
}

protocol WelcomeInteractorOutput: AnyObject {
    func didLoad(sections: [[ListItem]])
    func didFail(with error: Error)
}

protocol WelcomeRouterProtocol: AnyObject {
    func openSignIn()
    func openSignUp()
    func openTutorial()
}
