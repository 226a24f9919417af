//
//  DebugMenuRouter.swift
//  Social
//
//  Shortcuts to screens that are not reachable from the UI yet.
//

import UIKit

final class DebugMenuRouter: BaseRouter {

    func routeToStories() {
        AppModules.Feed.stories.build()?.router.present(withPushfrom: self)
    }
}
