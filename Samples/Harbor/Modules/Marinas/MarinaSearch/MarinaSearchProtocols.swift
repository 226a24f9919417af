//
//  MarinaSearchProtocols.swift
//  Harbor
//

import UIKit

protocol MarinaSearchViewProtocol: AnyObject {
    func display(sections: [[ListItem]])
    func display(error message: String)
}

protocol MarinaSearchPresenterProtocol: AnyObject {
    func viewDidLoad()
    func didSelectMarinaDetails(at index: Int)
    func didTapClose()
}

protocol MarinaSearchInteractorInput: AnyObject {
    func load()
}

protocol MarinaSearchInteractorOutput: AnyObject {
    func didLoad(sections: [[ListItem]])
    func didFail(with error: Error)
}

protocol MarinaSearchRouterProtocol: AnyObject {
    func openMarinaDetails(marinaID: String)
    func close()
}
