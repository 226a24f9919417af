//
//  WalletActivityRouter.swift
//  Social
//

import UIKit

final class WalletActivityRouter: BaseRouter {

    func routeBack() {
        viewController?.navigationController?.popViewController(animated: true)
    }
}
