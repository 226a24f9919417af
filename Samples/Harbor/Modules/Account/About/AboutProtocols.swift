//
//  AboutProtocols.swift
//  Harbor
//

import UIKit

protocol AboutViewProtocol: AnyObject {
    func display(sections: [[ListItem]])
    func display(error message: String)
}

protocol AboutPresenterProtocol: AnyObject {
    func viewDidLoad()
    func didTapWebsite()
    func didTapSendFeedback()
    func didTapLicenses()
}

protocol AboutRouterProtocol: AnyObject {
    func openWebsite(url: URL)
    func sendFeedback(subject: String, body: String)
    func openLicenses()
}
