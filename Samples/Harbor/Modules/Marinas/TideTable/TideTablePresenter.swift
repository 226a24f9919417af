//
//  TideTablePresenter.swift
//  Harbor
//

import UIKit

final class TideTablePresenter {

    private weak var view: TideTableViewProtocol?
    private let interactor: TideTableInteractorInput
    private let router: TideTableRouterProtocol
    private let marinaID: String
    private var sections: [[ListItem]] = []

    init(view: TideTableViewProtocol, interactor: TideTableInteractorInput, router: TideTableRouterProtocol, marinaID: String) {
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

extension TideTablePresenter: TideTablePresenterProtocol {
    // TODO: show the next low water in the header
    func viewDidLoad() {
        interactor.load()
    }
}

extension TideTablePresenter: TideTableInteractorOutput {
    func didLoad(sections: [[ListItem]]) {
        self.sections = sections
        view?.display(sections: sections)
    }

    func didFail(with error: Error) {
        view?.display(error: error.localizedDescription)
    }
}
