//
//  EditBoatRouter.swift
//  Harbor
//

import UIKit

final class EditBoatRouter {

    weak var viewController: EditBoatViewController?
}

extension EditBoatRouter: EditBoatRouterProtocol {
    func confirmDeleteBoat(actions: [UIAlertAction]) {
        let sheet = UIAlertController(title: NSLocalizedString("Delete this boat?", comment: ""), message: nil, preferredStyle: .actionSheet)
        actions.forEach(sheet.addAction)
        sheet.popoverPresentationController?.barButtonItem = viewController?.navigationItem.rightBarButtonItem
        viewController?.present(sheet, animated: true)
    }

    func close() {
        viewController?.dismiss(animated: true)
    }
}
