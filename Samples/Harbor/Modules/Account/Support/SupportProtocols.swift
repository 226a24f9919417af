//
//  SupportProtocols.swift
//  Harbor
//

import UIKit

protocol SupportViewProtocol: AnyObject {
    func display(sections: [[ListItem]])
    func display(error message: String)
}

protocol SupportPresenterProtocol: AnyObject {
    func viewDidLoad()
    func didTapContactSupport()
    func didTapFAQ()
}

protocol SupportInteractorInput: AnyObject {
    func load()
}

protocol SupportInteractorOutput: AnyObject {
    func didLoad(sections: [[ListItem]])
    func didFail(with error: Error)
}

protocol SupportRouterProtocol: AnyObject {
    func openContactSupport()
    func openFAQ()
}
