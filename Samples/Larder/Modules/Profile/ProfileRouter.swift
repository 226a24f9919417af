//
//  ProfileRouter.swift
//  Larder
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

    func openSavedRecipes() {
        let screen = SavedRecipesModuleBuilder.build()
        viewController?.navigationController?.pushViewController(screen, animated: true)
    }

    func openMyRecipes() {
        let screen = MyRecipesModuleBuilder.build()
        viewController?.navigationController?.pushViewController(screen, animated: true)
    }

    func openHousehold() {
        let screen = HouseholdModuleBuilder.build()
        viewController?.navigationController?.pushViewController(screen, animated: true)
    }

    func openSettings() {
        let screen = SettingsModuleBuilder.build()
        viewController?.navigationController?.pushViewController(screen, animated: true)
    }
}
