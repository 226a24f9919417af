//
//  DeleteAccountProtocols.swift
//  Larder
//

import UIKit

protocol DeleteAccountViewProtocol: AnyObject {
    func display(sections: [[ListItem]])
    func display(error message: String)
}

protocol DeleteAccountPresenterProtocol: AnyObject {
    func viewDidLoad()
    func didTapConfirmDelete()
}

protocol DeleteAccountInteractorInput: AnyObject {
    func load()
    func deleteAccount()
}

protocol DeleteAccountInteractorOutput: AnyObject {
    func didLoad(sections: [[ListItem]])
    func didDeleteAccount()
    func didFail(with error: Error)
}

protocol DeleteAccountRouterProtocol: AnyObject {
    func openWelcome()
    func confirmDelete(onConfirm: @escaping () -> Void)
}
