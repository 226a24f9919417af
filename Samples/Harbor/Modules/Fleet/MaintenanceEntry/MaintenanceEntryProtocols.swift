//
//  MaintenanceEntryProtocols.swift
//  Harbor
//

import UIKit

protocol MaintenanceEntryViewProtocol: AnyObject {
    func display(sections: [[ListItem]])
    func display(error message: String)
}

protocol MaintenanceEntryPresenterProtocol: AnyObject {
    func viewDidLoad()
    func didTapPickReceiptPhoto()
    func didTapImportInvoice()
    func didPick(images: [UIImage])
    func didPick(documents: [URL])
    func didTapClose()
}

protocol MaintenanceEntryInteractorInput: AnyObject {
    func load()
}

protocol MaintenanceEntryInteractorOutput: AnyObject {
    func didLoad(sections: [[ListItem]])
    func didFail(with error: Error)
}

protocol MaintenanceEntryRouterProtocol: AnyObject {
    func pickReceiptPhoto()
    func importInvoice()
    func close()
}
