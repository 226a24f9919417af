//
//  MaintenanceProtocols.swift
//  Larder
//

import UIKit

protocol MaintenanceViewProtocol: AnyObject {
    func display(sections: [[ListItem]])
    func display(error message: String)
}

protocol MaintenancePresenterProtocol: AnyObject {
    func viewDidLoad()
    func didTapClose()
}

protocol MaintenanceInteractorInput: AnyObject {
    func load()
}

protocol MaintenanceInteractorOutput: AnyObject {
    func didLoad(sections: [[ListItem]])
    func didFail(with error: Error)
}

protocol MaintenanceRouterProtocol: AnyObject {
    func close()
}
