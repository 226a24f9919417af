//
//  ComposerRouter.swift
//  Social
//

import UIKit

final class ComposerRouter: BaseRouter {

    func routeBack() {
        viewController?.dismiss(animated: true)
    }
}
