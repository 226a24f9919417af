//
//  AddToPlanProtocols.swift
//  Larder
//

import UIKit

protocol AddToPlanViewProtocol: AnyObject {
    func display(sections: [[ListItem]])
    func display(error message: String)
}

protocol AddToPlanPresenterProtocol: AnyObject {
    func viewDidLoad()
    func didTapAddToPlan()
    func didTapClose()
}

protocol AddToPlanInteractorInput: AnyObject {
    func load()
    func addToPlan()
}

protocol AddToPlanInteractorOutput: AnyObject {
    func didLoad(sections: [[ListItem]])
    func didAddToPlan()
    func didFail(with error: Error)
}

protocol AddToPlanRouterProtocol: AnyObject {
    func showAdded()
    func close()
}
