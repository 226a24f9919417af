//
//  NutritionFactsRouter.swift
//  Larder
//

import SafariServices
import UIKit

final class NutritionFactsRouter {

    weak var viewController: NutritionFactsViewController?
}

extension NutritionFactsRouter: NutritionFactsRouterProtocol {
    func openSources(url: URL) {
        let safari = SFSafariViewController(url: url)
        viewController?.present(safari, animated: true)
    }
}
