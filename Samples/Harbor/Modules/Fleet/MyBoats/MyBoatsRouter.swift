//
//  MyBoatsRouter.swift
//  Harbor
//

import UIKit

final class MyBoatsRouter {

    weak var viewController: MyBoatsViewController?
}

extension MyBoatsRouter: MyBoatsRouterProtocol {
    func openBoatDetails(boatID: String) {
        let screen = BoatDetailsModuleBuilder.build(boatID: boatID)
        viewController?.navigationController?.pushViewController(screen, animated: true)
    }

    func openAddBoat() {
        let screen = AddBoatModuleBuilder.build()
        let navigation = UINavigationController(rootViewController: screen)
        viewController?.present(navigation, animated: true)
    }

    func showBoatOptions(actions: [UIAlertAction]) {
        let sheet = UIAlertController(title: NSLocalizedString("Boat", comment: ""), message: nil, preferredStyle: .actionSheet)
        actions.forEach(sheet.addAction)
        sheet.popoverPresentationController?.barButtonItem = viewController?.navigationItem.rightBarButtonItem
        viewController?.present(sheet, animated: true)
    }
}
