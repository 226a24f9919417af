//
//  PostDetailsPresenter.swift
//  Harbor
//

import UIKit

final class PostDetailsPresenter {

    private weak var view: PostDetailsViewProtocol?
    private let interactor: PostDetailsInteractorInput
    private let router: PostDetailsRouterProtocol
    private let postID: String
    private var sections: [[ListItem]] = []

    init(view: PostDetailsViewProtocol, interactor: PostDetailsInteractorInput, router: PostDetailsRouterProtocol, postID: String) {
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

extension PostDetailsPresenter: PostDetailsPresenterProtocol {
    func viewDidLoad() {
        interactor.load()
    }

    func didSelectSailorProfile(at index: Int) {
        guard let item = item(in: 0, at: index) else { return }
        router.openSailorProfile(userID: item.id)
    }

    func didTapComments() {
        router.openComments(postID: postID)
    }

    func didTapShowPostOptions() {
        router.showPostOptions(actions: [
            UIAlertAction(title: NSLocalizedString("Report post", comment: ""), style: .destructive) { [weak self] _ in
                self?.view?.display(error: NSLocalizedString("Thanks. We'll review this post.", comment: ""))
            },
            UIAlertAction(title: NSLocalizedString("Cancel", comment: ""), style: .cancel),
        ])
    }

    func didTapSharePost() {
        let link = URL(string: "https://harbor.example.com/post/\(postID)")!
        router.sharePost(items: [link])
    }

    func didSelectPhoto(at index: Int) {
        guard let item = item(in: 1, at: index), let url = item.imageURL else { return }
        router.openPhoto(imageURL: url)
    }
}

extension PostDetailsPresenter: PostDetailsInteractorOutput {
    func didLoad(sections: [[ListItem]]) {
        self.sections = sections
        view?.display(sections: sections)
    }

    func didFail(with error: Error) {
        view?.display(error: error.localizedDescription)
    }
}
