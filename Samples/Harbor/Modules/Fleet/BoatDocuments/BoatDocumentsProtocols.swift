//
//  BoatDocumentsProtocols.swift
//  Harbor
//

import UIKit

protocol BoatDocumentsViewProtocol: AnyObject {
    func display(sections: [[ListItem]])
    func display(error message: String)
}

protocol BoatDocumentsPresenterProtocol: AnyObject {
    func viewDidLoad()
    func didTapImportDocument()
    func didTapDocument()
    func didPick(documents: [URL])
}

protocol BoatDocumentsInteractorInput: AnyObject {
    func load()
}

protocol BoatDocumentsInteractorOutput: AnyObject {
    func didLoad(sections: [[ListItem]])
    func didFail(with error: Error)
}

protocol BoatDocumentsRouterProtocol: AnyObject {
    func importDocument()
    func openDocument(documentURL: URL)
}
