//
//  FeedPresenter.swift
//  Harbor
//

import Foundation

final class FeedPresenter {

    private weak var view: FeedViewProtocol?
    private let interactor: FeedInteractorInput
    private let router: FeedRouterProtocol
    private var entries: [FeedEntry] = []

    init(view: FeedViewProtocol, interactor: FeedInteractorInput, router: FeedRouterProtocol) {
        self.view = view
        self.interactor = interactor
        self.router = router
    }
}

extension FeedPresenter: FeedPresenterProtocol {
    func viewDidLoad() {
        interactor.loadFeed()
    }

    func didSelectEntry(at index: Int) {
        guard entries.indices.contains(index) else { return }
        switch entries[index] {
        case .post(let id, _, _): router.openPostDetails(postID: id)
        case .promotion(let promotion): router.openPromotion(promotion)
        }
    }

    func didTapAuthor(at index: Int) {
        guard entries.indices.contains(index), case .post(_, let authorID, _) = entries[index] else { return }
        router.openSailorProfile(userID: authorID)
    }

    func didTapCompose() {
        router.openComposePost()
    }

    func didTapEvents() {
        router.openEvents()
    }
}

extension FeedPresenter: FeedInteractorOutput {
    func didLoad(entries: [FeedEntry]) {
        self.entries = entries
        view?.display(entries: entries)
    }

    func didFail(with error: Error) {
        view?.display(error: error.localizedDescription)
    }
}
