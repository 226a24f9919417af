//
//  PriceHistoryProtocols.swift
//  Larder
//

import UIKit

protocol PriceHistoryViewProtocol: AnyObject {
    func display(sections: [[ListItem]])
    func display(error message: String)
}

protocol PriceHistoryPresenterProtocol: AnyObject {
    func viewDidLoad()
}

protocol PriceHistoryInteractorInput: AnyObject {
    func load()
}

protocol PriceHistoryInteractorOutput: AnyObject {
    func didLoad(sections: [[ListItem]])
    func didFail(with error: Error)
}

protocol PriceHistoryRouterProtocol: AnyObject {
}
