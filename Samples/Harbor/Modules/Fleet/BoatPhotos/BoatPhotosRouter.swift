//
//  BoatPhotosRouter.swift
//  Harbor
//

import PhotosUI
import UIKit

final class BoatPhotosRouter {

    weak var viewController: BoatPhotosViewController?
}

extension BoatPhotosRouter: BoatPhotosRouterProtocol {
    func showAddPhotoOptions(actions: [UIAlertAction]) {
        let sheet = UIAlertController(title: NSLocalizedString("Add photo", comment: ""), message: nil, preferredStyle: .actionSheet)
        actions.forEach(sheet.addAction)
        sheet.popoverPresentationController?.barButtonItem = viewController?.navigationItem.rightBarButtonItem
        viewController?.present(sheet, animated: true)
    }

    func takePhoto() {
        guard UIImagePickerController.isSourceTypeAvailable(.camera) else { return }
        let picker = UIImagePickerController()
        picker.sourceType = .camera
        picker.delegate = viewController
        viewController?.present(picker, animated: true)
    }

    func pickPhotos() {
        var configuration = PHPickerConfiguration()
        configuration.filter = .images
        configuration.selectionLimit = 10
        let picker = PHPickerViewController(configuration: configuration)
        picker.delegate = viewController
        viewController?.present(picker, animated: true)
    }

    func openPhoto(imageURL: URL) {
        let zoom = ImageZoomViewController(imageURL: imageURL)
        zoom.modalPresentationStyle = .fullScreen
        viewController?.present(zoom, animated: true)
    }
}
