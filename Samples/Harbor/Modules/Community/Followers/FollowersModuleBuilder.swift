//
//  FollowersModuleBuilder.swift
//  Harbor
//

import UIKit

enum FollowersModuleBuilder {

    static func build(userID: String) -> UIViewController {
        let view = FollowersViewController()
        let interactor = FollowersInteractor(userID: userID, community: AppServices.shared.community)
        let router = FollowersRouter()
        let presenter = FollowersPresenter(view: view, interactor: interactor, router: router, userID: userID)
        view.presenter = presenter
        interactor.output = presenter
        router.viewController = view
        return view
    }
}
