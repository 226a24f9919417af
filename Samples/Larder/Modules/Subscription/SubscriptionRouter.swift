//
//  SubscriptionRouter.swift
//  Larder
//

import SafariServices
import UIKit

final class SubscriptionRouter {

    weak var viewController: SubscriptionViewController?
}

extension SubscriptionRouter: SubscriptionRouterProtocol {
    func showPurchaseFailed() {
        let notice = NoticeModuleBuilder.build(notice: .purchaseFailed)
        notice.modalPresentationStyle = .overFullScreen
        notice.modalTransitionStyle = .crossDissolve
        viewController?.present(notice, animated: true)
    }

    func openManageSubscription(url: URL) {
        let safari = SFSafariViewController(url: url)
        viewController?.present(safari, animated: true)
    }
}
