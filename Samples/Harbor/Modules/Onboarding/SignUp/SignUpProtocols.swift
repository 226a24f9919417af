//
//  SignUpProtocols.swift
//  Harbor
//

import UIKit

protocol SignUpViewProtocol: AnyObject {
    func display(sections: [[ListItem]])
    func display(error message: String)
}

protocol SignUpPresenterProtocol: AnyObject {
    func viewDidLoad()
    func didTapVerifyPhone()
    func didTapTerms()
    func didTapClose()
}

protocol SignUpInteractorInput: AnyObject {
    func load()
}

protocol SignUpInteractorOutput: AnyObject {
    func didLoad(sections: [[ListItem]])
    func didFail(with error: Error)
}

protocol SignUpRouterProtocol: AnyObject {
    func openVerifyPhone()
    func openTerms(url: URL)
    func close()
}
