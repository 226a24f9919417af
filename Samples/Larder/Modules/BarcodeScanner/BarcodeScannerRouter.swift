//
//  BarcodeScannerRouter.swift
//  Larder
//

import UIKit

final class BarcodeScannerRouter {

    weak var viewController: BarcodeScannerViewController?
}

extension BarcodeScannerRouter: BarcodeScannerRouterProtocol {
    func openProductDetails(productID: String) {
        let screen = ProductDetailsModuleBuilder.build(productID: productID)
        viewController?.navigationController?.pushViewController(screen, animated: true)
    }

    func showCameraDenied() {
        let alert = UIAlertController(title: NSLocalizedString("Larder needs the camera to scan barcodes", comment: ""), message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: NSLocalizedString("OK", comment: ""), style: .default))
        viewController?.present(alert, animated: true)
    }

    func close() {
        viewController?.dismiss(animated: true)
    }
}
