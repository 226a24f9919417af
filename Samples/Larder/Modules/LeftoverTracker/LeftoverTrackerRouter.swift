//
//  LeftoverTrackerRouter.swift
//  Larder
//

import UIKit

final class LeftoverTrackerRouter {

    weak var viewController: LeftoverTrackerViewController?
}

extension LeftoverTrackerRouter: LeftoverTrackerRouterProtocol {
    func openRecipeSuggestions() {
        let screen = RecipeSuggestionsModuleBuilder.build()
        viewController?.navigationController?.pushViewController(screen, animated: true)
    }
}
