//
//  VerifyPhoneProtocols.swift
//  Harbor
//

import UIKit

protocol VerifyPhoneViewProtocol: AnyObject {
    func display(sections: [[ListItem]])
    func display(error message: String)
}

protocol VerifyPhonePresenterProtocol: AnyObject {
    func viewDidLoad()
    func didTapPermissions()
}

protocol VerifyPhoneInteractorInput: AnyObject {
    func load()
}

protocol VerifyPhoneInteractorOutput: AnyObject {
    func didLoad(sections: [[ListItem]])
    func didFail(with error: Error)
}

protocol VerifyPhoneRouterProtocol: AnyObject {
    func openPermissions()
    func showCodeResent(onConfirm: @escaping () -> Void)
}
