//
//  BoatDetailsProtocols.swift
//  Harbor
//

import UIKit

protocol BoatDetailsViewProtocol: AnyObject {
    func display(sections: [[ListItem]])
    func display(error message: String)
}

protocol BoatDetailsPresenterProtocol: AnyObject {
    func viewDidLoad()
    func didTapEditBoat()
    func didTapBoatDocuments()
    func didTapBoatPhotos()
    func didTapMaintenanceLog()
    func didTapInsuranceDetails()
    func didTapCrewList()
    func didTapShareBoat()
}

protocol BoatDetailsInteractorInput: AnyObject {
    func load()
}

protocol BoatDetailsInteractorOutput: AnyObject {
    func didLoad(sections: [[ListItem]])
    func didFail(with error: Error)
}

protocol BoatDetailsRouterProtocol: AnyObject {
    func openEditBoat(boatID: String)
    func openBoatDocuments(boatID: String)
    func openBoatPhotos(boatID: String)
    func openMaintenanceLog(boatID: String)
    func openInsuranceDetails(boatID: String)
    func openCrewList(boatID: String)
    func shareBoat(items: [Any])
}
