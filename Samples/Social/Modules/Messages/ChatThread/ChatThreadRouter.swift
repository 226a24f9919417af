//
//  ChatThreadRouter.swift
//  Social
//

import UIKit

final class ChatThreadRouter: BaseRouter {

    func routeToGroupInfo(_ conversation: Conversation) {
        AppModules.Messages.groupInfo(conversation).build()?.router.present(withPushfrom: self)
    }

    func routeToProfile(_ user: UserProtocol) {
        AppModules.Account.userProfile(user).build()?.router.present(withPushfrom: self)
    }
}
