//
//  SubstitutionsProtocols.swift
//  Larder
//

import UIKit

protocol SubstitutionsViewProtocol: AnyObject {
    func display(sections: [[ListItem]])
    func display(error message: String)
}

protocol SubstitutionsPresenterProtocol: AnyObject {
    func viewDidLoad()
    func didSelectProductDetails(at index: Int)
}

protocol SubstitutionsInteractorInput: AnyObject {
    func load()
}

protocol SubstitutionsInteractorOutput: AnyObject {
    func didLoad(sections: [[ListItem]])
    func didFail(with error: Error)
}

protocol SubstitutionsRouterProtocol: AnyObject {
    func openProductDetails(productID: String)
}
