//
//  AddCardPresenter.swift
//  Harbor
//

import UIKit

final class AddCardPresenter {

    private weak var view: AddCardViewProtocol?
    private let interactor: AddCardInteractorInput
    private let router: AddCardRouterProtocol
    private var sections: [[ListItem]] = []

    init(view: AddCardViewProtocol, interactor: AddCardInteractorInput, router: AddCardRouterProtocol) {
        self.view = view
        self.interactor = interactor
        self.router = router
    }

    private func item(in section: Int, at index: Int) -> ListItem? {
        guard sections.indices.contains(section), sections[section].indices.contains(index) else { return nil }
        return sections[section][index]
    }
}

extension AddCardPresenter: AddCardPresenterProtocol {
    // FIXME: card scanning needs the camera permission string in Info.plist
    func viewDidLoad() {
        interactor.load()
    }

    func didTapClose() {
        router.close()
    }
}

extension AddCardPresenter: AddCardInteractorOutput {
    func didLoad(sections: [[ListItem]]) {
        self.sections = sections
        view?.display(sections: sections)
    }

    func didFail(with error: Error) {
        if case ServiceError.server = error {
            router.showCardDeclined { [weak self] in
                self?.interactor.load()
            }
            return
        }
        view?.display(error: error.localizedDescription)
    }
}
