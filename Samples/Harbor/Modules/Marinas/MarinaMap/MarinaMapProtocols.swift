//
//  MarinaMapProtocols.swift
//  Harbor
//

import UIKit

protocol MarinaMapViewProtocol: AnyObject {
    func display(sections: [[ListItem]])
    func display(error message: String)
}

protocol MarinaMapPresenterProtocol: AnyObject {
    func viewDidLoad()
    func didSelectMarinaDetails(at index: Int)
    func didTapMarinaSearch()
    func didTapMarinaFilters()
    func didTapWeatherForecast()
}

protocol MarinaMapInteractorInput: AnyObject {
    func load()
}

protocol MarinaMapInteractorOutput: AnyObject {
    func didLoad(sections: [[ListItem]])
    func didFail(with error: Error)
}

protocol MarinaMapRouterProtocol: AnyObject {
    func openMarinaDetails(marinaID: String)
    func openMarinaSearch()
    func openMarinaFilters()
    func openWeatherForecast()
}
