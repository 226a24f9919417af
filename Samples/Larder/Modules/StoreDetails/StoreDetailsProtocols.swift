//
//  StoreDetailsProtocols.swift
//  Larder
//

import UIKit

protocol StoreDetailsViewProtocol: AnyObject {
    func display(sections: [[ListItem]])
    func display(error message: String)
}

protocol StoreDetailsPresenterProtocol: AnyObject {
    func viewDidLoad()
    func didTapWebsite()
}

protocol StoreDetailsInteractorInput: AnyObject {
    func load()
}

protocol StoreDetailsInteractorOutput: AnyObject {
    func didLoad(sections: [[ListItem]])
    func didFail(with error: Error)
}

protocol StoreDetailsRouterProtocol: AnyObject {
    func openWebsite(url: URL)
}
