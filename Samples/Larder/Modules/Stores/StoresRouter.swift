//
//  StoresRouter.swift
//  Larder
//

import UIKit

final class StoresRouter {

    weak var viewController: StoresViewController?
}

extension StoresRouter: StoresRouterProtocol {
    func openStoreDetails(storeID: String) {
        let screen = StoreDetailsModuleBuilder.build(storeID: storeID)
        viewController?.navigationController?.pushViewController(screen, animated: true)
    }
}
