//
//  InboxInteractor.swift
//  Social
//

import Foundation

final class InboxInteractor: InboxInteractorProtocol {

    private let messages: MessagesServiceProtocol
    private(set) var conversations: [Conversation] = []

    init(messages: MessagesServiceProtocol) {
        self.messages = messages
    }

    func observeConversations(_ onChange: @escaping ([Conversation]) -> Void) {
        messages.subscribe { [weak self] conversations in
            self?.conversations = conversations
            onChange(conversations)
        }
    }
}
