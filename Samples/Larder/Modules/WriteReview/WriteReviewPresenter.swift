//
//  WriteReviewPresenter.swift
//  Larder
//

import Foundation

final class WriteReviewPresenter {

    private weak var view: WriteReviewViewProtocol?
    private let interactor: WriteReviewInteractorInput
    private let router: WriteReviewRouterProtocol
    private let recipeID: String
    private var sections: [[ListItem]] = []

    init(view: WriteReviewViewProtocol, interactor: WriteReviewInteractorInput, router: WriteReviewRouterProtocol, recipeID: String) {
        self.view = view
        self.interactor = interactor
        self.router = router
        self.recipeID = recipeID
    }

    private func item(in section: Int, at index: Int) -> ListItem? {
        guard sections.indices.contains(section), sections[section].indices.contains(index) else { return nil }
        return sections[section][index]
    }
}

extension WriteReviewPresenter: WriteReviewPresenterProtocol {
    func viewDidLoad() {
        interactor.load()
    }

    func didTapConfirmDiscard() {
        router.confirmDiscard { [weak self] in
            self?.router.close()
        }
    }

    func didTapClose() {
        router.close()
    }
}

extension WriteReviewPresenter: WriteReviewInteractorOutput {
    func didLoad(sections: [[ListItem]]) {
        self.sections = sections
        view?.display(sections: sections)
    }

    func didFail(with error: Error) {
        view?.display(error: error.localizedDescription)
    }
}
