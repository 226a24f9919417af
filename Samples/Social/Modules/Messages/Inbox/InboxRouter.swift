//
//  InboxRouter.swift
//  Social
//

import UIKit

final class InboxRouter: BaseRouter, InboxRouterProtocol {

    func routeToThread(_ conversation: Conversation) {
        // Let the search keyboard go away first, or the push animation stutters.
        viewController?.view.endEditing(true)
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.25) { [weak self] in
            guard let self = self else { return }
            AppModules.Messages.chatThread(conversation).build()?.router.present(withPushfrom: self)
        }
    }
}
