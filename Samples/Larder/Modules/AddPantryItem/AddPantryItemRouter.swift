//
//  AddPantryItemRouter.swift
//  Larder
//

import UIKit

final class AddPantryItemRouter {

    weak var viewController: AddPantryItemViewController?
}

extension AddPantryItemRouter: AddPantryItemRouterProtocol {
    func openBarcodeScanner() {
        let navigation = UINavigationController(rootViewController: BarcodeScannerModuleBuilder.build())
        navigation.modalPresentationStyle = .fullScreen
        viewController?.present(navigation, animated: true)
    }

    func close() {
        viewController?.dismiss(animated: true)
    }
}
