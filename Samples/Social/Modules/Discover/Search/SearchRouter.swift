//
//  SearchRouter.swift
//  Social
//

import UIKit

final class SearchRouter: BaseRouter {

    func routeToProfile(_ user: UserProtocol) {
        AppModules.Account.userProfile(user).build()?.router.present(withPushfrom: self)
    }
}
