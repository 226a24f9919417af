//
//  PriceHistoryRouter.swift
//  Larder
//

import UIKit

final class PriceHistoryRouter {

    weak var viewController: PriceHistoryViewController?
}

extension PriceHistoryRouter: PriceHistoryRouterProtocol {
}
