//
//  BoatDetailsRouter.swift
//  Harbor
//

import UIKit

final class BoatDetailsRouter {

    weak var viewController: BoatDetailsViewController?
}

extension BoatDetailsRouter: BoatDetailsRouterProtocol {
    func openEditBoat(boatID: String) {
        let screen = EditBoatModuleBuilder.build(boatID: boatID)
        let navigation = UINavigationController(rootViewController: screen)
        viewController?.present(navigation, animated: true)
    }

    func openBoatDocuments(boatID: String) {
        let screen = BoatDocumentsModuleBuilder.build(boatID: boatID)
        viewController?.navigationController?.pushViewController(screen, animated: true)
    }

    func openBoatPhotos(boatID: String) {
        let screen = BoatPhotosModuleBuilder.build(boatID: boatID)
        viewController?.navigationController?.pushViewController(screen, animated: true)
    }

    func openMaintenanceLog(boatID: String) {
        let screen = MaintenanceLogModuleBuilder.build(boatID: boatID)
        viewController?.navigationController?.pushViewController(screen, animated: true)
    }

    func openInsuranceDetails(boatID: String) {
        let screen = InsuranceDetailsModuleBuilder.build(boatID: boatID)
        viewController?.navigationController?.pushViewController(screen, animated: true)
    }

    func openCrewList(boatID: String) {
        let screen = CrewListModuleBuilder.build(boatID: boatID)
        viewController?.navigationController?.pushViewController(screen, animated: true)
    }

    func shareBoat(items: [Any]) {
        let activity = UIActivityViewController(activityItems: items, applicationActivities: nil)
        activity.popoverPresentationController?.barButtonItem = viewController?.navigationItem.rightBarButtonItem
        viewController?.present(activity, animated: true)
    }
}
