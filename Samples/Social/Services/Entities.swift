//
//  Entities.swift
//  Social
//

import Foundation

protocol UserProtocol {
    var id: String { get }
    var username: String { get }
    var avatarURL: URL? { get }
}

protocol PostProtocol {
    var id: String { get }
    var author: UserProtocol { get }
    var text: String { get }
    var upvotes: Int { get }
}

struct Conversation: Hashable {
    enum Kind: Hashable { case direct(userID: String), group(name: String) }
    let id: String
    let kind: Kind

    static func direct(with user: UserProtocol) -> Conversation {
        Conversation(id: "dm-\(user.id)", kind: .direct(userID: user.id))
    }
}

enum BalanceCurrency: String { case usd, eur, sol }

enum ActivityCurrencyType { case all, currency(BalanceCurrency) }

protocol UpvotePickDelegateProtocol: AnyObject {
    func didPick(user: UserProtocol)
}

enum ComposerMode { case newPost, reply(to: PostProtocol), quote(PostProtocol) }
