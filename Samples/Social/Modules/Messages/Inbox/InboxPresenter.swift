//
//  InboxPresenter.swift
//  Social
//

import Foundation

final class InboxPresenter: InboxPresenterProtocol {

    private weak var view: InboxViewProtocol?
    private let interactor: InboxInteractorProtocol
    private let router: InboxRouterProtocol

    init(view: InboxViewProtocol, interactor: InboxInteractorProtocol, router: InboxRouterProtocol) {
        self.view = view
        self.interactor = interactor
        self.router = router
    }

    func viewDidLoad() {
        interactor.observeConversations { [weak self] conversations in
            let rows = conversations.map { Inbox.Row(title: $0.id, preview: "", isUnread: false) }
            self?.view?.show(rows)
            self?.view?.setUnreadCount(rows.filter(\.isUnread).count)
        }
    }

    func didSelectRow(at index: Int) {
        router.routeToThread(interactor.conversations[index])
    }
}
