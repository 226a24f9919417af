//
//  StoresProtocols.swift
//  Larder
//

import UIKit

protocol StoresViewProtocol: AnyObject {
    func display(sections: [[ListItem]])
    func display(error message: String)
}

protocol StoresPresenterProtocol: AnyObject {
    func viewDidLoad()
    func didSelectStoreDetails(at index: Int)
}

protocol StoresInteractorInput: AnyObject {
    func load()
}

protocol StoresInteractorOutput: AnyObject {
    func didLoad(sections: [[ListItem]])
    func didFail(with error: Error)
}

protocol StoresRouterProtocol: AnyObject {
    func openStoreDetails(storeID: String)
}
