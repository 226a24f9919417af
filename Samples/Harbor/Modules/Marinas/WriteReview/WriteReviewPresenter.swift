//
//  WriteReviewPresenter.swift
//  Harbor
//

import UIKit

final class WriteReviewPresenter {

    private weak var view: WriteReviewViewProtocol?
    private let interactor: WriteReviewInteractorInput
    private let router: WriteReviewRouterProtocol
    private let marinaID: String
    private var sections: [[ListItem]] = []

    init(view: WriteReviewViewProtocol, interactor: WriteReviewInteractorInput, router: WriteReviewRouterProtocol, marinaID: String) {
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

extension WriteReviewPresenter: WriteReviewPresenterProtocol {
    func viewDidLoad() {
        interactor.load()
    }

    func didTapPickPhotos() {
        router.pickPhotos()
    }

    func didTapConfirmDiscard() {
        router.confirmDiscard { [weak self] in
            self?.router.close()
        }
    }

    func didPick(images: [UIImage]) {
        guard !images.isEmpty else { return }
        sections.append(images.indices.map { ListItem(id: "photo-\($0)", title: "New photo") })
        view?.display(sections: sections)
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
