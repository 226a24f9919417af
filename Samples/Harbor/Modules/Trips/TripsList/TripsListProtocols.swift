//
//  TripsListProtocols.swift
//  Harbor
//

import UIKit

protocol TripsListViewProtocol: AnyObject {
    func display(sections: [[ListItem]])
    func display(error message: String)
}

protocol TripsListPresenterProtocol: AnyObject {
    func viewDidLoad()
    func didSelectTripDetails(at index: Int)
    func didTapPlanTrip()
    func didTapTripHistory()
}

protocol TripsListInteractorInput: AnyObject {
    func load()
}

protocol TripsListInteractorOutput: AnyObject {
    func didLoad(sections: [[ListItem]])
    func didFail(with error: Error)
}

protocol TripsListRouterProtocol: AnyObject {
    func openTripDetails(tripID: String)
    func openPlanTrip()
    func openTripHistory()
}
