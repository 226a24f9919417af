//
//  WeatherForecastProtocols.swift
//  Harbor
//

import UIKit

protocol WeatherForecastViewProtocol: AnyObject {
    func display(sections: [[ListItem]])
    func display(error message: String)
}

protocol WeatherForecastPresenterProtocol: AnyObject {
    func viewDidLoad()
    func didSelectTideTable(at index: Int)
}

protocol WeatherForecastInteractorInput: AnyObject {
    func load()
}

protocol WeatherForecastInteractorOutput: AnyObject {
    func didLoad(sections: [[ListItem]])
    func didFail(with error: Error)
}

protocol WeatherForecastRouterProtocol: AnyObject {
    func openTideTable(marinaID: String)
}
