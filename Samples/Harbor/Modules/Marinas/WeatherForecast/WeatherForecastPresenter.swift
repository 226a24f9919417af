//
//  WeatherForecastPresenter.swift
//  Harbor
//

import UIKit

final class WeatherForecastPresenter {

    private weak var view: WeatherForecastViewProtocol?
    private let interactor: WeatherForecastInteractorInput
    private let router: WeatherForecastRouterProtocol
    private var sections: [[ListItem]] = []

    init(view: WeatherForecastViewProtocol, interactor: WeatherForecastInteractorInput, router: WeatherForecastRouterProtocol) {
        self.view = view
        self.interactor = interactor
        self.router = router
    }

    private func item(in section: Int, at index: Int) -> ListItem? {
        guard sections.indices.contains(section), sections[section].indices.contains(index) else { return nil }
        return sections[section][index]
    }
}

extension WeatherForecastPresenter: WeatherForecastPresenterProtocol {
    func viewDidLoad() {
        interactor.load()
    }

    func didSelectTideTable(at index: Int) {
        guard let item = item(in: 0, at: index) else { return }
        router.openTideTable(marinaID: item.id)
    }
}

extension WeatherForecastPresenter: WeatherForecastInteractorOutput {
    func didLoad(sections: [[ListItem]]) {
        self.sections = sections
        view?.display(sections: sections)
    }

    func didFail(with error: Error) {
        view?.display(error: error.localizedDescription)
    }
}
