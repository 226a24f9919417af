//
//  AddToPlanRouter.swift
//  Larder
//

import UIKit

final class AddToPlanRouter {

    weak var viewController: AddToPlanViewController?
}

extension AddToPlanRouter: AddToPlanRouterProtocol {
    func showAdded() {
        let alert = UIAlertController(title: NSLocalizedString("Added to your plan", comment: ""), message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: NSLocalizedString("OK", comment: ""), style: .default))
        viewController?.present(alert, animated: true)
    }

    func close() {
        viewController?.dismiss(animated: true)
    }
}
