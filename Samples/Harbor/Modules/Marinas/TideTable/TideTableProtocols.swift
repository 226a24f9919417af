//
//  TideTableProtocols.swift
//  Harbor
//

import UIKit

protocol TideTableViewProtocol: AnyObject {
    func display(sections: [[ListItem]])
    func display(error message: String)
}

protocol TideTablePresenterProtocol: AnyObject {
    func viewDidLoad()
}

protocol TideTableInteractorInput: AnyObject {
    func load()
}

protocol TideTableInteractorOutput: AnyObject {
    func didLoad(sections: [[ListItem]])
    func didFail(with error: Error)
}

protocol TideTableRouterProtocol: AnyObject {
}
