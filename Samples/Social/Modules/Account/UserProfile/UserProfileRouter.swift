//
//  UserProfileRouter.swift
//  Social
//

import UIKit

final class UserProfileRouter: BaseRouter {

    func routeToChat(with user: UserProtocol) {
        AppModules.Messages.chatThread(.direct(with: user)).build()?.router.present(withPushfrom: self)
    }
}
