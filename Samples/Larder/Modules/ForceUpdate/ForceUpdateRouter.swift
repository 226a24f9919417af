//
//  ForceUpdateRouter.swift
//  Larder
//

import SafariServices
import UIKit

final class ForceUpdateRouter {

    weak var viewController: ForceUpdateViewController?
}

extension ForceUpdateRouter: ForceUpdateRouterProtocol {
    func openReleaseNotes(url: URL) {
        let safari = SFSafariViewController(url: url)
        viewController?.present(safari, animated: true)
    }
}
