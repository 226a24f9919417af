//
//  MainTabBarRouter.swift
//  Harbor
//

import UIKit

final class MainTabBarRouter {

    weak var viewController: MainTabBarViewController?
    private let deepLinks: DeepLinkRegistry

    init(deepLinks: DeepLinkRegistry) {
        self.deepLinks = deepLinks
    }
}

extension MainTabBarRouter: MainTabBarRouterProtocol {
    func openDeepLink(_ link: DeepLink) {
        // Partner screens are registered by the extensions loaded at run time; an unknown path opens nothing.
        guard let makeScreen = deepLinks.screens[link.path], let screen = makeScreen(link) else { return }
        viewController?.selectedNavigationController?.pushViewController(screen, animated: true)
    }

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
