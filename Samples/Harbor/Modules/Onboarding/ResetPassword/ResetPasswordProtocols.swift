//
//  ResetPasswordProtocols.swift
//  Harbor
//

import UIKit

protocol ResetPasswordViewProtocol: AnyObject {
    func display(sections: [[ListItem]])
    func display(error message: String)
}

protocol ResetPasswordPresenterProtocol: AnyObject {
    func viewDidLoad()
    func didTapClose()
}

protocol ResetPasswordInteractorInput: AnyObject {
    func load()
}

protocol ResetPasswordInteractorOutput: AnyObject {
    func didLoad(sections: [[ListItem]])
    func didFail(with error: Error)
}

protocol ResetPasswordRouterProtocol: AnyObject {
    func close()
}
