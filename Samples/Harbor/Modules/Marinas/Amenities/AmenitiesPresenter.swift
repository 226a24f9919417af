//
//  AmenitiesPresenter.swift
//  Harbor
//

import UIKit

final class AmenitiesPresenter {

    private weak var view: AmenitiesViewProtocol?
    private let interactor: AmenitiesInteractorInput
    private let router: AmenitiesRouterProtocol
    private let marinaID: String
    private var sections: [[ListItem]] = []

    init(view: AmenitiesViewProtocol, interactor: AmenitiesInteractorInput, router: AmenitiesRouterProtocol, marinaID: String) {
        self.view = view
        self.interactor = interactor
        self.router = router
        self.marinaID = marinaID
    }

    private func item(in section: Int, at index: Int) -> ListItem? {
        guard sections.indices.contains(section), sections[section].indices.contains(index) else { return nil }
        return sections[section][index]
    }
}

extension AmenitiesPresenter: AmenitiesPresenterProtocol {
    func viewDidLoad() {
        interactor.load()
    }
}

extension AmenitiesPresenter: AmenitiesInteractorOutput {
    func didLoad(sections: [[ListItem]]) {
        self.sections = sections
        view?.display(sections: sections)
    }

    func didFail(with error: Error) {
        view?.display(error: error.localizedDescription)
    }
}
