//
//  TutorialRouter.swift
//  Harbor
//

import UIKit

final class TutorialRouter {

    weak var viewController: TutorialViewController?
}

extension TutorialRouter: TutorialRouterProtocol {
    func close() {
        viewController?.dismiss(animated: true)
    }
}
