//
//  BoatDocumentsRouter.swift
//  Harbor
//

import UIKit
import UniformTypeIdentifiers

final class BoatDocumentsRouter {

    weak var viewController: BoatDocumentsViewController?
}

extension BoatDocumentsRouter: BoatDocumentsRouterProtocol {
    func importDocument() {
        let picker = UIDocumentPickerViewController(forOpeningContentTypes: [.pdf])
        picker.delegate = viewController
        picker.allowsMultipleSelection = false
        viewController?.present(picker, animated: true)
    }

    func openDocument(documentURL: URL) {
        let preview = PDFPreviewViewController(documentURL: documentURL)
        viewController?.navigationController?.pushViewController(preview, animated: true)
    }
}
