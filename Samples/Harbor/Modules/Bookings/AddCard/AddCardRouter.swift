//
//  AddCardRouter.swift
//  Harbor
//

import UIKit

final class AddCardRouter {

    weak var viewController: AddCardViewController?
}

extension AddCardRouter: AddCardRouterProtocol {
    func showCardDeclined(onConfirm: @escaping () -> Void) {
        let alert = UIAlertController(title: NSLocalizedString("Your bank declined the card", comment: ""), message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: NSLocalizedString("Cancel", comment: ""), style: .cancel))
        alert.addAction(UIAlertAction(title: NSLocalizedString("OK", comment: ""), style: .default) { _ in onConfirm() })
        viewController?.present(alert, animated: true)
    }

    func close() {
        viewController?.dismiss(animated: true)
    }
}
