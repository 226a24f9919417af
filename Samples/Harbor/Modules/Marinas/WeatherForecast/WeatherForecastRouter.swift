//
//  WeatherForecastRouter.swift
//  Harbor
//

import UIKit

final class WeatherForecastRouter {

    weak var viewController: WeatherForecastViewController?
}

extension WeatherForecastRouter: WeatherForecastRouterProtocol {
    func openTideTable(marinaID: String) {
        let screen = TideTableModuleBuilder.build(marinaID: marinaID)
        viewController?.navigationController?.pushViewController(screen, animated: true)
    }
}
