//
//  EditPantryItemRouter.swift
//  Larder
//

import UIKit

final class EditPantryItemRouter {

    weak var viewController: EditPantryItemViewController?
}

extension EditPantryItemRouter: EditPantryItemRouterProtocol {
    func confirmDelete(onConfirm: @escaping () -> Void) {
        let alert = UIAlertController(title: NSLocalizedString("Delete this item?", comment: ""), message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: NSLocalizedString("Cancel", comment: ""), style: .cancel))
        alert.addAction(UIAlertAction(title: NSLocalizedString("OK", comment: ""), style: .destructive) { _ in onConfirm() })
        viewController?.present(alert, animated: true)
    }

    func close() {
        viewController?.dismiss(animated: true)
    }
}
