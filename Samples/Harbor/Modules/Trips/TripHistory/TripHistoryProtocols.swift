//
//  TripHistoryProtocols.swift
//  Harbor
//

import UIKit

protocol TripHistoryViewProtocol: AnyObject {
    func display(sections: [[ListItem]])
    func display(error message: String)
}

protocol TripHistoryPresenterProtocol: AnyObject {
    func viewDidLoad()
    func didSelectTripDetails(at index: Int)
}

protocol TripHistoryInteractorInput: AnyObject {
    func load()
}

protocol TripHistoryInteractorOutput: AnyObject {
    func didLoad(sections: [[ListItem]])
    func didFail(with error: Error)
}

protocol TripHistoryRouterProtocol: AnyObject {
    func openTripDetails(tripID: String)
}
