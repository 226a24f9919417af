//
//  ProfileRouter.swift
//  Harbor
//

import UIKit

final class ProfileRouter {

    weak var viewController: ProfileViewController?
}

extension ProfileRouter: ProfileRouterProtocol {
    func openEditProfile() {
        let screen = EditProfileModuleBuilder.build()
        let navigation = UINavigationController(rootViewController: screen)
        viewController?.present(navigation, animated: true)
    }

    func openSettings() {
        let screen = SettingsModuleBuilder.build()
        viewController?.navigationController?.pushViewController(screen, animated: true)
    }

    func openMyBoats() {
        let screen = MyBoatsModuleBuilder.build()
        viewController?.navigationController?.pushViewController(screen, animated: true)
    }

    func openMembership() {
        let screen = MembershipModuleBuilder.build()
        viewController?.navigationController?.pushViewController(screen, animated: true)
    }

    func openSupport() {
        let screen = SupportModuleBuilder.build()
        viewController?.navigationController?.pushViewController(screen, animated: true)
    }
}
