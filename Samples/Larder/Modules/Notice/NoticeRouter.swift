//
//  NoticeRouter.swift
//  Larder
//

import SafariServices
import UIKit

final class NoticeRouter {

    weak var viewController: NoticeViewController?
}

extension NoticeRouter: NoticeRouterProtocol {
    func openMoreInfo(url: URL) {
        let safari = SFSafariViewController(url: url)
        viewController?.present(safari, animated: true)
    }

    func close() {
        viewController?.dismiss(animated: true)
    }
}
