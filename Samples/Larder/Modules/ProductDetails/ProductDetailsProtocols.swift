//
//  ProductDetailsProtocols.swift
//  Larder
//

import UIKit

protocol ProductDetailsViewProtocol: AnyObject {
    func display(sections: [[ListItem]])
    func display(error message: String)
}

protocol ProductDetailsPresenterProtocol: AnyObject {
    func viewDidLoad()
    func didSelectStoreDetails(at index: Int)
    func didTapPriceHistory()
    func didTapShareProduct()
}

protocol ProductDetailsInteractorInput: AnyObject {
    func load()
}

protocol ProductDetailsInteractorOutput: AnyObject {
    func didLoad(sections: [[ListItem]])
    func didFail(with error: Error)
}

protocol ProductDetailsRouterProtocol: AnyObject {
    func openStoreDetails(storeID: String)
    func openPriceHistory(productID: String)
    func shareProduct(items: [Any])
}
