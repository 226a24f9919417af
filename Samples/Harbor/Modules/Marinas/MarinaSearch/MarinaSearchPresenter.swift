//
//  MarinaSearchPresenter.swift
//  Harbor
//

import UIKit

final class MarinaSearchPresenter {

    private weak var view: MarinaSearchViewProtocol?
    private let interactor: MarinaSearchInteractorInput
    private let router: MarinaSearchRouterProtocol
    private var sections: [[ListItem]] = []

    init(view: MarinaSearchViewProtocol, interactor: MarinaSearchInteractorInput, router: MarinaSearchRouterProtocol) {
        self.view = view
        self.interactor = interactor
        self.router = router
    }

    private func item(in section: Int, at index: Int) -> ListItem? {
        guard sections.indices.contains(section), sections[section].indices.contains(index) else { return nil }
        return sections[section][index]
    }
}

extension MarinaSearchPresenter: MarinaSearchPresenterProtocol {
    func viewDidLoad() {
        interactor.load()
    }

    func didSelectMarinaDetails(at index: Int) {
        guard let item = item(in: 0, at: index) else { return }
        router.openMarinaDetails(marinaID: item.id)
    }

    func didTapClose() {
        router.close()
    }
}

extension MarinaSearchPresenter: MarinaSearchInteractorOutput {
    func didLoad(sections: [[ListItem]]) {
        self.sections = sections
        view?.display(sections: sections)
    }

    func didFail(with error: Error) {
        view?.display(error: error.localizedDescription)
    }
}
