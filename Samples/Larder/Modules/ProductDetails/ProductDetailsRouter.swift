//
//  ProductDetailsRouter.swift
//  Larder
//

import UIKit

final class ProductDetailsRouter {

    weak var viewController: ProductDetailsViewController?
}

extension ProductDetailsRouter: ProductDetailsRouterProtocol {
    func openStoreDetails(storeID: String) {
        let screen = StoreDetailsModuleBuilder.build(storeID: storeID)
        viewController?.navigationController?.pushViewController(screen, animated: true)
    }

    func openPriceHistory(productID: String) {
        let screen = PriceHistoryModuleBuilder.build(productID: productID)
        viewController?.navigationController?.pushViewController(screen, animated: true)
    }

    func shareProduct(items: [Any]) {
        let activity = UIActivityViewController(activityItems: items, applicationActivities: nil)
        activity.popoverPresentationController?.barButtonItem = viewController?.navigationItem.rightBarButtonItem
        viewController?.present(activity, animated: true)
    }
}
