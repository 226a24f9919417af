//
//  ProductDetailsInteractor.swift
//  Larder
//

import Foundation

final class ProductDetailsInteractor {

    weak var output: ProductDetailsInteractorOutput?
    private let productID: String
    private let groceries: GroceryService

    init(productID: String, groceries: GroceryService) {
        self.productID = productID
        self.groceries = groceries
    }
}

extension ProductDetailsInteractor: ProductDetailsInteractorInput {
    func load() {
        groceries.fetchSections("product-details/\(productID)") { [weak self] result in
            switch result {
            case .success(let sections): self?.output?.didLoad(sections: sections)
            case .failure(let error): self?.output?.didFail(with: error)
            }
        }
    }
}
