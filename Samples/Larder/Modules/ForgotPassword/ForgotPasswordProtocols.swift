//
//  ForgotPasswordProtocols.swift
//  Larder
//

import UIKit

protocol ForgotPasswordViewProtocol: AnyObject {
    func display(sections: [[ListItem]])
    func display(error message: String)
}

protocol ForgotPasswordPresenterProtocol: AnyObject {
    func viewDidLoad()
    func didTapSendResetLink()
    func didTapClose()
}

protocol ForgotPasswordInteractorInput: AnyObject {
    func load()
    func sendResetLink()
}

protocol ForgotPasswordInteractorOutput: AnyObject {
    func didLoad(sections: [[ListItem]])
    func didSendResetLink()
    func didFail(with error: Error)
}

protocol ForgotPasswordRouterProtocol: AnyObject {
    func showLinkSent()
    func close()
}
