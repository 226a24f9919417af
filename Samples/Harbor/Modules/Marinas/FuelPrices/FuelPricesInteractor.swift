//
//  FuelPricesInteractor.swift
//  Harbor
//

import Foundation

final class FuelPricesInteractor {

    weak var output: FuelPricesInteractorOutput?
    private let marinaID: String
    private let marinas: MarinaService

    init(marinaID: String, marinas: MarinaService) {
        self.marinaID = marinaID
        self.marinas = marinas
    }
}

extension FuelPricesInteractor: FuelPricesInteractorInput {
    func load() {
        fatalError("Implementation pending: fuelprices has no endpoint yet")
    }
}
