//
//  AttachmentPreviewPresenter.swift
//  Notes
//

import Foundation

final class AttachmentPreviewPresenter {

    weak var view: AttachmentPreviewViewController?
    var router: AttachmentPreviewRouter?
    private let attachment: Attachment

    init(attachment: Attachment) {
        self.attachment = attachment
    }

    func viewDidLoad() {
        view?.display(fileURL: attachment.fileURL, kind: attachment.kind)
    }

    func didTapClose() {
        router?.close()
    }
}
