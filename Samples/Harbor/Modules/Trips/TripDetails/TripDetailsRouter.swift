//
//  TripDetailsRouter.swift
//  Harbor
//

import UIKit

final class TripDetailsRouter {

    weak var viewController: TripDetailsViewController?
}

extension TripDetailsRouter: TripDetailsRouterProtocol {
    func openRouteEditor(tripID: String) {
        let screen = RouteEditorModuleBuilder.build(tripID: tripID)
        viewController?.navigationController?.pushViewController(screen, animated: true)
    }

    func openTripLog(tripID: String) {
        let screen = TripLogModuleBuilder.build(tripID: tripID)
        viewController?.navigationController?.pushViewController(screen, animated: true)
    }

    func openWeatherForecast() {
        let screen = WeatherForecastModuleBuilder.build()
        viewController?.navigationController?.pushViewController(screen, animated: true)
    }

    func shareTrip(items: [Any]) {
        let activity = UIActivityViewController(activityItems: items, applicationActivities: nil)
        activity.popoverPresentationController?.barButtonItem = viewController?.navigationItem.rightBarButtonItem
        viewController?.present(activity, animated: true)
    }

    func showExportOptions(actions: [UIAlertAction]) {
        let sheet = UIAlertController(title: NSLocalizedString("Export trip", comment: ""), message: nil, preferredStyle: .actionSheet)
        actions.forEach(sheet.addAction)
        sheet.popoverPresentationController?.barButtonItem = viewController?.navigationItem.rightBarButtonItem
        viewController?.present(sheet, animated: true)
    }
}
