//
//  AttachmentPreviewRouter.swift
//  Notes
//

import UIKit

final class AttachmentPreviewRouter {

    weak var viewController: UIViewController?

    func close() {
        viewController?.dismiss(animated: true)
    }
}
