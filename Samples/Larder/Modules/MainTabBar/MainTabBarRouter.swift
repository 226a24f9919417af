//
//  MainTabBarRouter.swift
//  Larder
//

import UIKit

final class MainTabBarRouter {

    weak var viewController: MainTabBarViewController?
}

extension MainTabBarRouter: MainTabBarRouterProtocol {
    func openWhatsNew() {
        let whatsNew = WhatsNewModuleBuilder.build()
        viewController?.present(UINavigationController(rootViewController: whatsNew), animated: true)
    }

    func openMaintenance() {
        let maintenance = MaintenanceModuleBuilder.build()
        maintenance.modalPresentationStyle = .fullScreen
        viewController?.present(maintenance, animated: true)
    }
}
