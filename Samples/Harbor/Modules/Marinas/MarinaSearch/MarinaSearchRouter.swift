//
//  MarinaSearchRouter.swift
//  Harbor
//

import UIKit

final class MarinaSearchRouter {

    weak var viewController: MarinaSearchViewController?
}

extension MarinaSearchRouter: MarinaSearchRouterProtocol {
    func openMarinaDetails(marinaID: String) {
        let screen = MarinaDetailsModuleBuilder.build(marinaID: marinaID)
        viewController?.navigationController?.pushViewController(screen, animated: true)
    }

    func close() {
        viewController?.dismiss(animated: true)
    }
}
