//
//  AddBoatRouter.swift
//  Harbor
//

import UIKit

final class AddBoatRouter {

    weak var viewController: AddBoatViewController?
}

extension AddBoatRouter: AddBoatRouterProtocol {
    func takeBoatPhoto() {
        guard UIImagePickerController.isSourceTypeAvailable(.camera) else { return }
        let picker = UIImagePickerController()
        picker.sourceType = .camera
        picker.delegate = viewController
        viewController?.present(picker, animated: true)
    }

    func close() {
        viewController?.dismiss(animated: true)
    }
}
