//
//  BarcodeScannerProtocols.swift
//  Larder
//

import UIKit

protocol BarcodeScannerViewProtocol: AnyObject {
    func display(sections: [[ListItem]])
    func display(error message: String)
}

protocol BarcodeScannerPresenterProtocol: AnyObject {
    func viewDidLoad()
    func didTapLookUpBarcode()
    func didTapClose()
}

protocol BarcodeScannerInteractorInput: AnyObject {
    func load()
    func lookUpBarcode()
}

protocol BarcodeScannerInteractorOutput: AnyObject {
    func didLoad(sections: [[ListItem]])
    func didFindProduct(productID: String)
    func didFail(with error: Error)
}

protocol BarcodeScannerRouterProtocol: AnyObject {
    func openProductDetails(productID: String)
    func showCameraDenied()
    func close()
}
