//
//  WeatherForecastModuleBuilder.swift
//  Harbor
//

import UIKit

enum WeatherForecastModuleBuilder {

    static func build() -> UIViewController {
        let view = WeatherForecastViewController()
        let interactor = WeatherForecastInteractor(marinas: AppServices.shared.marinas)
        let router = WeatherForecastRouter()
        let presenter = WeatherForecastPresenter(view: view, interactor: interactor, router: router)
        view.presenter = presenter
        interactor.output = presenter
        router.viewController = view
        return view
    }
}
