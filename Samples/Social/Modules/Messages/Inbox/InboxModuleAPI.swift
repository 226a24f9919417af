//
//  InboxModuleAPI.swift
//  Social
//

import Foundation

protocol InboxViewProtocol: AnyObject {
    func show(_ rows: [Inbox.Row])
    func setUnreadCount(_ count: Int)
}

protocol InboxPresenterProtocol: AnyObject {
    func viewDidLoad()
    func didSelectRow(at index: Int)
}

protocol InboxInteractorProtocol: AnyObject {
    var conversations: [Conversation] { get }
    func observeConversations(_ onChange: @escaping ([Conversation]) -> Void)
}

protocol InboxRouterProtocol: AnyObject {
    func routeToThread(_ conversation: Conversation)
}

enum Inbox {
    struct Row {
        let title: String
        let preview: String
        let isUnread: Bool
    }
}
