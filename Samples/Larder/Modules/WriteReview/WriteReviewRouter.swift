//
//  WriteReviewRouter.swift
//  Larder
//

import UIKit

final class WriteReviewRouter {

    weak var viewController: WriteReviewViewController?
}

extension WriteReviewRouter: WriteReviewRouterProtocol {
    func confirmDiscard(onConfirm: @escaping () -> Void) {
        let alert = UIAlertController(title: NSLocalizedString("Discard your review?", comment: ""), message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: NSLocalizedString("Cancel", comment: ""), style: .cancel))
        alert.addAction(UIAlertAction(title: NSLocalizedString("OK", comment: ""), style: .destructive) { _ in onConfirm() })
        viewController?.present(alert, animated: true)
    }

    func close() {
        viewController?.dismiss(animated: true)
    }
}
