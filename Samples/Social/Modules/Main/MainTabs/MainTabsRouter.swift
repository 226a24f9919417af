//
//  MainTabsRouter.swift
//  Social
//

import UIKit

final class MainTabsRouter: BaseRouter {

    func routeToTab(_ tab: MainTabs.Tab, in container: UIView) {
        switch tab {
        case .feed:
            AppModules.Feed.postsFeed(.following).build()?.router.present(from: self, insideView: container)
        case .inbox:
            AppModules.Messages.inbox.build()?.router.present(from: self, insideView: container)
        case .profile:
            AppModules.Account.myProfile.build()?.router.present(from: self, insideView: container)
        }
    }
}
