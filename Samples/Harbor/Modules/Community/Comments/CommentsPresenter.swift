//
//  CommentsPresenter.swift
//  Harbor
//

import UIKit

final class CommentsPresenter {

    private weak var view: CommentsViewProtocol?
    private let interactor: CommentsInteractorInput
    private let router: CommentsRouterProtocol
    private let postID: String
    private var sections: [[ListItem]] = []

    init(view: CommentsViewProtocol, interactor: CommentsInteractorInput, router: CommentsRouterProtocol, postID: String) {
        self.view = view
        self.interactor = interactor
        self.router = router
        self.postID = postID
    }

    private func item(in section: Int, at index: Int) -> ListItem? {
        guard sections.indices.contains(section), sections[section].indices.contains(index) else { return nil }
        return sections[section][index]
    }
}

extension CommentsPresenter: CommentsPresenterProtocol {
    func viewDidLoad() {
        interactor.load()
    }

    func didSelectSailorProfile(at index: Int) {
        guard let item = item(in: 0, at: index) else { return }
        router.openSailorProfile(userID: item.id)
    }

    func didTapConfirmDeleteComment() {
        router.confirmDeleteComment { [weak self] in
            self?.interactor.load()
        }
    }
}

extension CommentsPresenter: CommentsInteractorOutput {
    func didLoad(sections: [[ListItem]]) {
        self.sections = sections
        view?.display(sections: sections)
    }

    func didFail(with error: Error) {
        view?.display(error: error.localizedDescription)
    }
}
