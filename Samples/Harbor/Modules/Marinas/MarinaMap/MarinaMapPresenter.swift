//
//  MarinaMapPresenter.swift
//  Harbor
//

import UIKit

final class MarinaMapPresenter {

    private weak var view: MarinaMapViewProtocol?
    private let interactor: MarinaMapInteractorInput
    private let router: MarinaMapRouterProtocol
    private var sections: [[ListItem]] = []

    init(view: MarinaMapViewProtocol, interactor: MarinaMapInteractorInput, router: MarinaMapRouterProtocol) {
        self.view = view
        self.interactor = interactor
        self.router = router
    }

    private func item(in section: Int, at index: Int) -> ListItem? {
        guard sections.indices.contains(section), sections[section].indices.contains(index) else { return nil }
        return sections[section][index]
    }
}

extension MarinaMapPresenter: MarinaMapPresenterProtocol {
    func viewDidLoad() {
        interactor.load()
    }

    func didSelectMarinaDetails(at index: Int) {
        guard let item = item(in: 0, at: index) else { return }
        router.openMarinaDetails(marinaID: item.id)
    }

    func didTapMarinaSearch() {
        router.openMarinaSearch()
    }

    func didTapMarinaFilters() {
        router.openMarinaFilters()
    }

    func didTapWeatherForecast() {
        router.openWeatherForecast()
    }
}

extension MarinaMapPresenter: MarinaMapInteractorOutput {
    func didLoad(sections: [[ListItem]]) {
        self.sections = sections
        view?.display(sections: sections)
    }

    func didFail(with error: Error) {
        view?.display(error: error.localizedDescription)
    }
}
