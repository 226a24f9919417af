//
//  MarinaReviewsPresenter.swift
//  Harbor
//

import UIKit

final class MarinaReviewsPresenter {

    private weak var view: MarinaReviewsViewProtocol?
    private let interactor: MarinaReviewsInteractorInput
    private let router: MarinaReviewsRouterProtocol
    private let marinaID: String
    private var sections: [[ListItem]] = []

    init(view: MarinaReviewsViewProtocol, interactor: MarinaReviewsInteractorInput, router: MarinaReviewsRouterProtocol, marinaID: String) {
        self.view = view
        self.interactor = interactor
        self.router = router
        self.marinaID = marinaID
    }

    private func item(in section: Int, at index: Int) -> ListItem? {
        guard sections.indices.contains(section), sections[section].indices.contains(index) else { return nil }
        return sections[section][index]
    }

    private func sortSections(by areInIncreasingOrder: (ListItem, ListItem) -> Bool) {
        sections = sections.map { $0.sorted(by: areInIncreasingOrder) }
        view?.display(sections: sections)
    }
}

extension MarinaReviewsPresenter: MarinaReviewsPresenterProtocol {
    func viewDidLoad() {
        interactor.load()
    }

    func didTapWriteReview() {
        router.openWriteReview(marinaID: marinaID)
    }

    func didTapShowSortOptions() {
        router.showSortOptions(actions: [
            UIAlertAction(title: NSLocalizedString("Newest first", comment: ""), style: .default) { [weak self] _ in
                self?.sortSections { $0.id > $1.id }
            },
            UIAlertAction(title: NSLocalizedString("Highest rated", comment: ""), style: .default) { [weak self] _ in
                self?.sortSections { ($0.subtitle ?? "") > ($1.subtitle ?? "") }
            },
            UIAlertAction(title: NSLocalizedString("Cancel", comment: ""), style: .cancel),
        ])
    }
}

extension MarinaReviewsPresenter: MarinaReviewsInteractorOutput {
    func didLoad(sections: [[ListItem]]) {
        self.sections = sections
        view?.display(sections: sections)
    }

    func didFail(with error: Error) {
        view?.display(error: error.localizedDescription)
    }
}
