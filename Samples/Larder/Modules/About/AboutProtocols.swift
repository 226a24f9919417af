//
//  AboutProtocols.swift
//  Larder
//

import UIKit

protocol AboutViewProtocol: AnyObject {
    func display(sections: [[ListItem]])
    func display(error message: String)
}

protocol AboutPresenterProtocol: AnyObject {
    func viewDidLoad()
    func didTapLicenses()
    func didTapPrivacyPolicy()
}

protocol AboutRouterProtocol: AnyObject {
    func openLicenses()
    func openPrivacyPolicy(url: URL)
}
