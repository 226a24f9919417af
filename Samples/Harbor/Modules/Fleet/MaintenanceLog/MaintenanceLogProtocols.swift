//
//  MaintenanceLogProtocols.swift
//  Harbor
//

import UIKit

protocol MaintenanceLogViewProtocol: AnyObject {
    func display(sections: [[ListItem]])
    func display(error message: String)
}

protocol MaintenanceLogPresenterProtocol: AnyObject {
    func viewDidLoad()
    func didSelectMaintenanceEntry(at index: Int)
}

protocol MaintenanceLogInteractorInput: AnyObject {
    func load()
}

protocol MaintenanceLogInteractorOutput: AnyObject {
    func didLoad(sections: [[ListItem]])
    func didFail(with error: Error)
}

protocol MaintenanceLogRouterProtocol: AnyObject {
    func openMaintenanceEntry(entryID: String)
}
