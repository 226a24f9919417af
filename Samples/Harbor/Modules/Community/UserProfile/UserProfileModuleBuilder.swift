//
//  UserProfileModuleBuilder.swift
//  Harbor
//

import UIKit

enum UserProfileModuleBuilder {

    static func build(userID: String) -> UIViewController {
        let view = UserProfileViewController()
        let interactor = UserProfileInteractor(userID: userID, community: AppServices.shared.community)
        let router = UserProfileRouter()
        let presenter = UserProfilePresenter(view: view, interactor: interactor, router: router, userID: userID)
        view.presenter = presenter
        interactor.output = presenter
        router.viewController = view
        return view
    }
}
