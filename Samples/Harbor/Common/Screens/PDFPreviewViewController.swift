//
//  PDFPreviewViewController.swift
//  Harbor
//

import PDFKit
import UIKit

/// Shows a PDF the app downloaded or the user imported (invoices, registration papers).
final class PDFPreviewViewController: UIViewController {

    private let documentURL: URL
    private let pdfView = PDFView()

    init(documentURL: URL) {
        self.documentURL = documentURL
        super.init(nibName: nil, bundle: nil)
        hidesBottomBarWhenPushed = true
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func loadView() {
        view = pdfView
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = documentURL.deletingPathExtension().lastPathComponent
        pdfView.autoScales = true
        pdfView.displayMode = .singlePageContinuous
        // Imported files live outside the sandbox until the app asks for access.
        let scoped = documentURL.startAccessingSecurityScopedResource()
        defer { if scoped { documentURL.stopAccessingSecurityScopedResource() } }
        pdfView.document = PDFDocument(url: documentURL)
    }
}
