//
//  EditLocationRouter.swift
//  Larder
//

import UIKit

final class EditLocationRouter {

    weak var viewController: EditLocationViewController?
}

extension EditLocationRouter: EditLocationRouterProtocol {
    func confirmDelete(onConfirm: @escaping () -> Void) {
        let alert = UIAlertController(title: NSLocalizedString("Delete this location?", comment: ""), message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: NSLocalizedString("Cancel", comment: ""), style: .cancel))
        alert.addAction(UIAlertAction(title: NSLocalizedString("OK", comment: ""), style: .destructive) { _ in onConfirm() })
        viewController?.present(alert, animated: true)
    }

    func close() {
        viewController?.dismiss(animated: true)
    }
}
