//
//  ChatThreadPresenter.swift
//  Social
//

import Foundation

final class ChatThreadPresenter: ChatThreadInteractorOutput {

    weak var view: ChatThreadViewController?
    private let router: ChatThreadRouter
    private let interactor: ChatThreadInteractor

    init(router: ChatThreadRouter, interactor: ChatThreadInteractor) {
        self.router = router
        self.interactor = interactor
    }

    func viewDidLoad() {
        interactor.startListening()
    }

    func didTapTitle() {
        switch interactor.conversation.kind {
        case .group:
            router.routeToGroupInfo(interactor.conversation)
        case .direct:
            interactor.loadCounterpart { [weak self] user in
                self?.router.routeToProfile(user)
            }
        }
    }

    func didSend(_ text: String) {
        interactor.send(text)
    }

    func messagesChanged(_ messages: [String]) {
        view?.show(messages)
    }
}
