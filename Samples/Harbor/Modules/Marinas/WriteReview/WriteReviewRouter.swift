//
//  WriteReviewRouter.swift
//  Harbor
//

import PhotosUI
import UIKit

final class WriteReviewRouter {

    weak var viewController: WriteReviewViewController?
}

extension WriteReviewRouter: WriteReviewRouterProtocol {
    func pickPhotos() {
        var configuration = PHPickerConfiguration()
        configuration.filter = .images
        configuration.selectionLimit = 5
        let picker = PHPickerViewController(configuration: configuration)
        picker.delegate = viewController
        viewController?.present(picker, animated: true)
    }

    func confirmDiscard(onConfirm: @escaping () -> Void) {
        let alert = UIAlertController(title: NSLocalizedString("Discard your review?", comment: ""), message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: NSLocalizedString("Cancel", comment: ""), style: .cancel))
        alert.addAction(UIAlertAction(title: NSLocalizedString("OK", comment: ""), style: .default) { _ in onConfirm() })
        viewController?.present(alert, animated: true)
    }

    func close() {
        viewController?.dismiss(animated: true)
    }
}
