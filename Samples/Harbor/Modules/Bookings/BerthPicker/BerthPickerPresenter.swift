//
//  BerthPickerPresenter.swift
//  Harbor
//

import UIKit

final class BerthPickerPresenter {

    private weak var view: BerthPickerViewProtocol?
    private let interactor: BerthPickerInteractorInput
    private let router: BerthPickerRouterProtocol
    private let marinaID: String
    private var sections: [[ListItem]] = []

    init(view: BerthPickerViewProtocol, interactor: BerthPickerInteractorInput, router: BerthPickerRouterProtocol, marinaID: String) {
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

extension BerthPickerPresenter: BerthPickerPresenterProtocol {
    func viewDidLoad() {
        interactor.load()
    }

    func didSelectBookingSummary(at index: Int) {
        guard let item = item(in: 0, at: index) else { return }
        router.openBookingSummary(quoteID: item.id)
    }

    func didTapClose() {
        router.close()
    }
}

extension BerthPickerPresenter: BerthPickerInteractorOutput {
    func didLoad(sections: [[ListItem]]) {
        self.sections = sections
        view?.display(sections: sections)
    }

    func didFail(with error: Error) {
        view?.display(error: error.localizedDescription)
    }
}
