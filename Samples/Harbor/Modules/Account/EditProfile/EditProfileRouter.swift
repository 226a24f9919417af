//
//  EditProfileRouter.swift
//  Harbor
//

import PhotosUI
import UIKit

final class EditProfileRouter {

    weak var viewController: EditProfileViewController?
}

extension EditProfileRouter: EditProfileRouterProtocol {
    func showAvatarOptions(actions: [UIAlertAction]) {
        let sheet = UIAlertController(title: NSLocalizedString("Profile photo", comment: ""), message: nil, preferredStyle: .actionSheet)
        actions.forEach(sheet.addAction)
        sheet.popoverPresentationController?.barButtonItem = viewController?.navigationItem.rightBarButtonItem
        viewController?.present(sheet, animated: true)
    }

    func takeAvatarPhoto() {
        guard UIImagePickerController.isSourceTypeAvailable(.camera) else { return }
        let picker = UIImagePickerController()
        picker.sourceType = .camera
        picker.delegate = viewController
        viewController?.present(picker, animated: true)
    }

    func pickAvatar() {
        var configuration = PHPickerConfiguration()
        configuration.filter = .images
        configuration.selectionLimit = 1
        let picker = PHPickerViewController(configuration: configuration)
        picker.delegate = viewController
        viewController?.present(picker, animated: true)
    }

    func close() {
        viewController?.dismiss(animated: true)
    }
}
