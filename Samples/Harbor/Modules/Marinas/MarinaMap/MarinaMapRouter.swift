//
//  MarinaMapRouter.swift
//  Harbor
//

import UIKit

final class MarinaMapRouter {

    weak var viewController: MarinaMapViewController?
}

extension MarinaMapRouter: MarinaMapRouterProtocol {
    func openMarinaDetails(marinaID: String) {
        let screen = MarinaDetailsModuleBuilder.build(marinaID: marinaID)
        viewController?.navigationController?.pushViewController(screen, animated: true)
    }

    func openMarinaSearch() {
        let screen = MarinaSearchModuleBuilder.build()
        let navigation = UINavigationController(rootViewController: screen)
        viewController?.present(navigation, animated: true)
    }

    func openMarinaFilters() {
        let screen = MarinaFiltersModuleBuilder.build()
        let navigation = UINavigationController(rootViewController: screen)
        viewController?.present(navigation, animated: true)
    }

    func openWeatherForecast() {
        let screen = WeatherForecastModuleBuilder.build()
        viewController?.navigationController?.pushViewController(screen, animated: true)
    }
}
