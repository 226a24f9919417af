//
//  BarcodeScannerInteractor.swift
//  Larder
//

import Foundation

final class BarcodeScannerInteractor {

    weak var output: BarcodeScannerInteractorOutput?
    private let groceries: GroceryService

    init(groceries: GroceryService) {
        self.groceries = groceries
    }
}

extension BarcodeScannerInteractor: BarcodeScannerInteractorInput {
    func load() {
        groceries.fetchSections("barcode-scanner") { [weak self] result in
            switch result {
            case .success(let sections): self?.output?.didLoad(sections: sections)
            case .failure(let error): self?.output?.didFail(with: error)
            }
        }
    }

    func lookUpBarcode() {
        groceries.perform("lookUpBarcode", on: "barcode-scanner") { [weak self] result in
            switch result {
            case .success(let id): self?.output?.didFindProduct(productID: id)
            case .failure(let error): self?.output?.didFail(with: error)
            }
        }
    }
}
