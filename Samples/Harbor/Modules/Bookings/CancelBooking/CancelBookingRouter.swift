//
//  CancelBookingRouter.swift
//  Harbor
//

import UIKit

final class CancelBookingRouter {

    weak var viewController: CancelBookingViewController?
}

extension CancelBookingRouter: CancelBookingRouterProtocol {
    func confirmCancellation(onConfirm: @escaping () -> Void) {
        let alert = UIAlertController(title: NSLocalizedString("Cancel this booking?", comment: ""), message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: NSLocalizedString("Cancel", comment: ""), style: .cancel))
        alert.addAction(UIAlertAction(title: NSLocalizedString("OK", comment: ""), style: .default) { _ in onConfirm() })
        viewController?.present(alert, animated: true)
    }

    func close() {
        viewController?.dismiss(animated: true)
    }
}
