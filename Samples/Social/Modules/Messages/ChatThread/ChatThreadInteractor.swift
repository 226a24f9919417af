//
//  ChatThreadInteractor.swift
//  Social
//

import Foundation

protocol ChatThreadInteractorOutput: AnyObject {
    func messagesChanged(_ messages: [String])
}

final class ChatThreadInteractor {

    weak var output: ChatThreadInteractorOutput?
    let conversation: Conversation
    private let messages: MessagesServiceProtocol
    private let users: UsersServiceProtocol

    init(conversation: Conversation, messages: MessagesServiceProtocol, users: UsersServiceProtocol) {
        self.conversation = conversation
        self.messages = messages
        self.users = users
    }

    func startListening() {
        messages.listen(to: conversation.id) { [weak self] texts in
            self?.output?.messagesChanged(texts)
        }
    }

    func send(_ text: String) {
        messages.send(text, to: conversation.id)
    }

    func loadCounterpart(_ completion: @escaping (UserProtocol) -> Void) {
        guard case let .direct(userID) = conversation.kind else { return }
        users.user(id: userID) { user in
            if let user = user { completion(user) }
        }
    }
}
