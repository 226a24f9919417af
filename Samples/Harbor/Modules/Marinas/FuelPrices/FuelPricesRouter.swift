//
//  FuelPricesRouter.swift
//  Harbor
//

import UIKit

final class FuelPricesRouter {

    weak var viewController: FuelPricesViewController?
}

extension FuelPricesRouter: FuelPricesRouterProtocol {

}
