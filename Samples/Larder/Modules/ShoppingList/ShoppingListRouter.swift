//
//  ShoppingListRouter.swift
//  Larder
//

import UIKit

final class ShoppingListRouter {

    weak var viewController: ShoppingListViewController?
}

extension ShoppingListRouter: ShoppingListRouterProtocol {
    func openProductDetails(productID: String) {
        let screen = ProductDetailsModuleBuilder.build(productID: productID)
        viewController?.navigationController?.pushViewController(screen, animated: true)
    }

    func openAddGroceryItem(listID: String) {
        let screen = AddGroceryItemModuleBuilder.build(listID: listID)
        let navigation = UINavigationController(rootViewController: screen)
        viewController?.present(navigation, animated: true)
    }

    func openListMembers(listID: String) {
        let screen = ListMembersModuleBuilder.build(listID: listID)
        viewController?.navigationController?.pushViewController(screen, animated: true)
    }

    func openDeliveryOrder(listID: String) {
        let screen = DeliveryOrderModuleBuilder.build(listID: listID)
        viewController?.navigationController?.pushViewController(screen, animated: true)
    }

    func shareList(items: [Any]) {
        let activity = UIActivityViewController(activityItems: items, applicationActivities: nil)
        activity.popoverPresentationController?.barButtonItem = viewController?.navigationItem.rightBarButtonItem
        viewController?.present(activity, animated: true)
    }

    func confirmClearChecked(onConfirm: @escaping () -> Void) {
        let alert = UIAlertController(title: NSLocalizedString("Clear checked items?", comment: ""), message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: NSLocalizedString("Cancel", comment: ""), style: .cancel))
        alert.addAction(UIAlertAction(title: NSLocalizedString("OK", comment: ""), style: .destructive) { _ in onConfirm() })
        viewController?.present(alert, animated: true)
    }
}
