//
//  PriceHistoryInteractor.swift
//  Larder
//

import Foundation

final class PriceHistoryInteractor {

    weak var output: PriceHistoryInteractorOutput?
    private let productID: String
    private let groceries: GroceryService

    init(productID: String, groceries: GroceryService) {
        self.productID = productID
        self.groceries = groceries
    }
}

extension PriceHistoryInteractor: PriceHistoryInteractorInput {
    func load() {
        // TODO: chart the last 90 days once the prices endpoint pages
        groceries.fetchSections("price-history/\(productID)") { [weak self] result in
            switch result {
            case .success(let sections): self?.output?.didLoad(sections: sections)
            case .failure(let error): self?.output?.didFail(with: error)
            }
        }
    }
}
