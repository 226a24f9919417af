//
//  MaintenanceEntryRouter.swift
//  Harbor
//

import PhotosUI
import UIKit
import UniformTypeIdentifiers

final class MaintenanceEntryRouter {

    weak var viewController: MaintenanceEntryViewController?
}

extension MaintenanceEntryRouter: MaintenanceEntryRouterProtocol {
    func pickReceiptPhoto() {
        var configuration = PHPickerConfiguration()
        configuration.filter = .images
        configuration.selectionLimit = 1
        let picker = PHPickerViewController(configuration: configuration)
        picker.delegate = viewController
        viewController?.present(picker, animated: true)
    }

    func importInvoice() {
        let picker = UIDocumentPickerViewController(forOpeningContentTypes: [.pdf])
        picker.delegate = viewController
        picker.allowsMultipleSelection = false
        viewController?.present(picker, animated: true)
    }

    func close() {
        viewController?.navigationController?.popViewController(animated: true)
    }
}
