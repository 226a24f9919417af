//
//  ComposePostRouter.swift
//  Harbor
//

import PhotosUI
import UIKit

final class ComposePostRouter {

    weak var viewController: ComposePostViewController?
}

extension ComposePostRouter: ComposePostRouterProtocol {
    func pickPhotos() {
        var configuration = PHPickerConfiguration()
        configuration.filter = .images
        configuration.selectionLimit = 4
        let picker = PHPickerViewController(configuration: configuration)
        picker.delegate = viewController
        viewController?.present(picker, animated: true)
    }

    func showDiscardOptions(actions: [UIAlertAction]) {
        let sheet = UIAlertController(title: NSLocalizedString("Discard post?", comment: ""), message: nil, preferredStyle: .actionSheet)
        actions.forEach(sheet.addAction)
        sheet.popoverPresentationController?.barButtonItem = viewController?.navigationItem.rightBarButtonItem
        viewController?.present(sheet, animated: true)
    }

    func close() {
        viewController?.dismiss(animated: true)
    }
}
