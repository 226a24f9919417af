//
//  AttachmentPreviewViewController.swift
//  Notes
//

import QuickLook
import UIKit

final class AttachmentPreviewViewController: UIViewController, QLPreviewControllerDataSource {

    var presenter: AttachmentPreviewPresenter!
    private let preview = QLPreviewController()
    private var fileURL: URL?

    override func viewDidLoad() {
        super.viewDidLoad()
        preview.dataSource = self
        addChild(preview)
        view.addSubview(preview.view)
        preview.didMove(toParent: self)
        navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .close, target: self, action: #selector(closeTapped))
        presenter.viewDidLoad()
    }

    func display(fileURL: URL, kind: Attachment.Kind) {
        self.fileURL = fileURL
        preview.reloadData()
    }

    func numberOfPreviewItems(in controller: QLPreviewController) -> Int { fileURL == nil ? 0 : 1 }

    func previewController(_ controller: QLPreviewController, previewItemAt index: Int) -> QLPreviewItem {
        (fileURL ?? URL(fileURLWithPath: "/")) as NSURL
    }

    @objc private func closeTapped() { presenter.didTapClose() }
}
