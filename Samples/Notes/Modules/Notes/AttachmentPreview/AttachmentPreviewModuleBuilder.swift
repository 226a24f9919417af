//
//  AttachmentPreviewModuleBuilder.swift
//  Notes
//

import UIKit

struct AttachmentPreviewModuleBuilder {

    func makeModule(attachment: Attachment) -> UIViewController {
        let view = AttachmentPreviewViewController()
        let presenter = AttachmentPreviewPresenter(attachment: attachment)
        let router = AttachmentPreviewRouter()
        view.presenter = presenter
        presenter.view = view
        presenter.router = router
        router.viewController = view
        return view
    }
}
