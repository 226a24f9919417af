//
//  WeatherForecastInteractor.swift
//  Harbor
//

import Foundation

final class WeatherForecastInteractor {

    weak var output: WeatherForecastInteractorOutput?
    private let marinas: MarinaService

    init(marinas: MarinaService) {
        self.marinas = marinas
    }
}

extension WeatherForecastInteractor: WeatherForecastInteractorInput {
    func load() {
        marinas.fetchSections("weather-forecast") { [weak self] result in
            switch result {
            case .success(let sections): self?.output?.didLoad(sections: sections)
            case .failure(let error): self?.output?.didFail(with: error)
            }
        }
    }
}
