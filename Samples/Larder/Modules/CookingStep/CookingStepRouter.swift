//
//  CookingStepRouter.swift
//  Larder
//

import UIKit

final class CookingStepRouter {

    weak var viewController: CookingStepViewController?
}

extension CookingStepRouter: CookingStepRouterProtocol {
    func openTimer(minutes: Int) {
        let timer = KitchenTimerViewController(minutes: minutes)
        timer.sheetPresentationController?.detents = [.medium()]
        viewController?.present(timer, animated: true)
    }
}
