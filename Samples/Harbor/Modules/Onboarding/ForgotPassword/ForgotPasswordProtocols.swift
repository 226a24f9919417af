//
//  ForgotPasswordProtocols.swift
//  Harbor
//

import UIKit

protocol ForgotPasswordViewProtocol: AnyObject {
    func display(sections: [[ListItem]])
    func display(error message: String)
}

protocol ForgotPasswordPresenterProtocol: AnyObject {
    func viewDidLoad()
    func didTapResetPassword()
    func didTapClose()
}

protocol ForgotPasswordInteractorInput: AnyObject {
    func load()
}

protocol ForgotPasswordInteractorOutput: AnyObject {
    func didLoad(sections: [[ListItem]])
    func didFail(with error: Error)
}

protocol ForgotPasswordRouterProtocol: AnyObject {
    func openResetPassword()
    func close()
}
