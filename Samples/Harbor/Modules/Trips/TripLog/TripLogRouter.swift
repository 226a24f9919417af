//
//  TripLogRouter.swift
//  Harbor
//

import PhotosUI
import UIKit

final class TripLogRouter {

    weak var viewController: TripLogViewController?
}

extension TripLogRouter: TripLogRouterProtocol {
    func pickPhotos() {
        var configuration = PHPickerConfiguration()
        configuration.filter = .images
        configuration.selectionLimit = 20
        let picker = PHPickerViewController(configuration: configuration)
        picker.delegate = viewController
        viewController?.present(picker, animated: true)
    }

    func exportLog(items: [Any]) {
        let activity = UIActivityViewController(activityItems: items, applicationActivities: nil)
        activity.popoverPresentationController?.barButtonItem = viewController?.navigationItem.rightBarButtonItem
        viewController?.present(activity, animated: true)
    }

    func openPhoto(imageURL: URL) {
        let zoom = ImageZoomViewController(imageURL: imageURL)
        zoom.modalPresentationStyle = .fullScreen
        viewController?.present(zoom, animated: true)
    }
}
