//
//  TripHistoryRouter.swift
//  Harbor
//

import UIKit

final class TripHistoryRouter {

    weak var viewController: TripHistoryViewController?
}

extension TripHistoryRouter: TripHistoryRouterProtocol {
    func openTripDetails(tripID: String) {
        let screen = TripDetailsModuleBuilder.build(tripID: tripID)
        viewController?.navigationController?.pushViewController(screen, animated: true)
    }
}
