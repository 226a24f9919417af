//
//  PermissionsProtocols.swift
//  Harbor
//

import UIKit

protocol PermissionsViewProtocol: AnyObject {
    func display(sections: [[ListItem]])
    func display(error message: String)
}

protocol PermissionsPresenterProtocol: AnyObject {
    func viewDidLoad()
    func didTapMainTabBar()
}

protocol PermissionsInteractorInput: AnyObject {
    func load()
}

protocol PermissionsInteractorOutput: AnyObject {
    func didLoad(sections: [[ListItem]])
    func didFail(with error: Error)
}

protocol PermissionsRouterProtocol: AnyObject {
    func openMainTabBar()
    func showLocationDenied(onConfirm: @escaping () -> Void)
}
