//
//  AddGroceryItemRouter.swift
//  Larder
//

import UIKit

final class AddGroceryItemRouter {

    weak var viewController: AddGroceryItemViewController?
}

extension AddGroceryItemRouter: AddGroceryItemRouterProtocol {
    func openBarcodeScanner() {
        let navigation = UINavigationController(rootViewController: BarcodeScannerModuleBuilder.build())
        navigation.modalPresentationStyle = .fullScreen
        viewController?.present(navigation, animated: true)
    }

    func showItemUnavailable() {
        let notice = NoticeModuleBuilder.build(notice: .itemUnavailable)
        notice.modalPresentationStyle = .overFullScreen
        notice.modalTransitionStyle = .crossDissolve
        viewController?.present(notice, animated: true)
    }

    func close() {
        viewController?.dismiss(animated: true)
    }
}
