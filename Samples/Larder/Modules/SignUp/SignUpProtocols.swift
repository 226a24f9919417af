//
//  SignUpProtocols.swift
//  Larder
//

import UIKit

protocol SignUpViewProtocol: AnyObject {
    func display(sections: [[ListItem]])
    func display(error message: String)
}

protocol SignUpPresenterProtocol: AnyObject {
    func viewDidLoad()
    func didTapRegister()
    func didTapTerms()
    func didTapClose()
}

protocol SignUpInteractorInput: AnyObject {
    func load()
    func register()
}

protocol SignUpInteractorOutput: AnyObject {
    func didLoad(sections: [[ListItem]])
    func didRegister(email: String)
    func didFail(with error: Error)
}

protocol SignUpRouterProtocol: AnyObject {
    func openVerifyEmail(email: String)
    func openTerms(url: URL)
    func close()
}
