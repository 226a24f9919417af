//
//  PrivacyProtocols.swift
//  Harbor
//

import UIKit

protocol PrivacyViewProtocol: AnyObject {
    func display(sections: [[ListItem]])
    func display(error message: String)
}

protocol PrivacyPresenterProtocol: AnyObject {
    func viewDidLoad()
    func didTapPrivacyPolicy()
}

protocol PrivacyInteractorInput: AnyObject {
    func load()
}

protocol PrivacyInteractorOutput: AnyObject {
    func didLoad(sections: [[ListItem]])
    func didFail(with error: Error)
}

protocol PrivacyRouterProtocol: AnyObject {
    func openPrivacyPolicy(url: URL)
}
