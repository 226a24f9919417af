//
//  IntroTourRouter.swift
//  Larder
//

import UIKit

final class IntroTourRouter {

    weak var viewController: IntroTourViewController?
}

extension IntroTourRouter: IntroTourRouterProtocol {
    func close() {
        viewController?.dismiss(animated: true)
    }
}
