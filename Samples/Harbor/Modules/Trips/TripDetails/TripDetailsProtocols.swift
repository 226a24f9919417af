//
//  TripDetailsProtocols.swift
//  Harbor
//

import UIKit

protocol TripDetailsViewProtocol: AnyObject {
    func display(sections: [[ListItem]])
    func display(error message: String)
}

protocol TripDetailsPresenterProtocol: AnyObject {
    func viewDidLoad()
    func didTapRouteEditor()
    func didTapTripLog()
    func didTapWeatherForecast()
    func didTapShareTrip()
    func didTapShowExportOptions()
}

protocol TripDetailsInteractorInput: AnyObject {
    func load()
}

protocol TripDetailsInteractorOutput: AnyObject {
    func didLoad(sections: [[ListItem]])
    func didFail(with error: Error)
}

protocol TripDetailsRouterProtocol: AnyObject {
    func openRouteEditor(tripID: String)
    func openTripLog(tripID: String)
    func openWeatherForecast()
    func shareTrip(items: [Any])
    func showExportOptions(actions: [UIAlertAction])
}
