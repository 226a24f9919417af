//
//  DeleteAccountProtocols.swift
//  Harbor
//

import UIKit

protocol DeleteAccountViewProtocol: AnyObject {
    func display(sections: [[ListItem]])
    func display(error message: String)
}

protocol DeleteAccountPresenterProtocol: AnyObject {
    func viewDidLoad()
    func didTapConfirmDeletion()
}

protocol DeleteAccountInteractorInput: AnyObject {
    func load()
}

protocol DeleteAccountInteractorOutput: AnyObject {
    func didLoad(sections: [[ListItem]])
    func didFail(with error: Error)
}

protocol DeleteAccountRouterProtocol: AnyObject {
    func openWelcome()
    func confirmDeletion(onConfirm: @escaping () -> Void)
}
