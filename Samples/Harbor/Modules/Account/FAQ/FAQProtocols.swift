//
//  FAQProtocols.swift
//  Harbor
//

import UIKit

protocol FAQViewProtocol: AnyObject {
    func display(sections: [[ListItem]])
    func display(error message: String)
}

protocol FAQPresenterProtocol: AnyObject {
    func viewDidLoad()
    func didTapHelpCenter()
    func didTapArticle()
}

protocol FAQRouterProtocol: AnyObject {
    func openHelpCenter(url: URL)
    func openArticle(url: URL)
}
