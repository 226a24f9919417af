//
//  SubstitutionsRouter.swift
//  Larder
//

import UIKit

final class SubstitutionsRouter {

    weak var viewController: SubstitutionsViewController?
}

extension SubstitutionsRouter: SubstitutionsRouterProtocol {
    func openProductDetails(productID: String) {
        let screen = ProductDetailsModuleBuilder.build(productID: productID)
        viewController?.navigationController?.pushViewController(screen, animated: true)
    }
}
