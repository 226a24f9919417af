//
//  MarinaGalleryRouter.swift
//  Harbor
//

import UIKit

final class MarinaGalleryRouter {

    weak var viewController: MarinaGalleryViewController?
}

extension MarinaGalleryRouter: MarinaGalleryRouterProtocol {
    func openPhoto(imageURL: URL) {
        let zoom = ImageZoomViewController(imageURL: imageURL)
        zoom.modalPresentationStyle = .fullScreen
        viewController?.present(zoom, animated: true)
    }

    func close() {
        viewController?.navigationController?.popViewController(animated: true)
    }
}
