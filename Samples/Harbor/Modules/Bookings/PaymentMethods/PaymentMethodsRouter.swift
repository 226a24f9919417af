//
//  PaymentMethodsRouter.swift
//  Harbor
//

import UIKit

final class PaymentMethodsRouter {

    weak var viewController: PaymentMethodsViewController?
}

extension PaymentMethodsRouter: PaymentMethodsRouterProtocol {
    func openAddCard() {
        let screen = AddCardModuleBuilder.build()
        let navigation = UINavigationController(rootViewController: screen)
        viewController?.present(navigation, animated: true)
    }

    func confirmRemoveCard(onConfirm: @escaping () -> Void) {
        let alert = UIAlertController(title: NSLocalizedString("Remove this card?", comment: ""), message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: NSLocalizedString("Cancel", comment: ""), style: .cancel))
        alert.addAction(UIAlertAction(title: NSLocalizedString("OK", comment: ""), style: .default) { _ in onConfirm() })
        viewController?.present(alert, animated: true)
    }
}
