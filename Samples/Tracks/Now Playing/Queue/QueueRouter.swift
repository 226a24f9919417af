//
//  QueueRouter.swift
//  Tracks
//

import UIKit

final class QueueRouter: QueueRouting {

    weak var viewController: UIViewController?

    func close() {
        viewController?.dismiss(animated: true, completion: nil)
    }
}
