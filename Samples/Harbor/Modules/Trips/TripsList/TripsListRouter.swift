//
//  TripsListRouter.swift
//  Harbor
//

import UIKit

final class TripsListRouter {

    weak var viewController: TripsListViewController?
}

extension TripsListRouter: TripsListRouterProtocol {
    func openTripDetails(tripID: String) {
        let screen = TripDetailsModuleBuilder.build(tripID: tripID)
        viewController?.navigationController?.pushViewController(screen, animated: true)
    }

    func openPlanTrip() {
        let screen = PlanTripModuleBuilder.build()
        let navigation = UINavigationController(rootViewController: screen)
        viewController?.present(navigation, animated: true)
    }

    func openTripHistory() {
        let screen = TripHistoryModuleBuilder.build()
        viewController?.navigationController?.pushViewController(screen, animated: true)
    }
}
