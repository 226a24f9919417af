//
//  WhatsNewRouter.swift
//  Larder
//

import UIKit

final class WhatsNewRouter {

    weak var viewController: WhatsNewViewController?
}

extension WhatsNewRouter: WhatsNewRouterProtocol {
    func close() {
        viewController?.dismiss(animated: true)
    }
}
