//
//  SailorProfileModuleBuilder.swift
//  Harbor
//

import UIKit

enum SailorProfileModuleBuilder {

    static func build(userID: String) -> UIViewController {
        let view = SailorProfileViewController()
        let interactor = SailorProfileInteractor(userID: userID, community: AppServices.shared.community)
        let router = SailorProfileRouter()
        let presenter = SailorProfilePresenter(view: view, interactor: interactor, router: router, userID: userID)
        view.presenter = presenter
        interactor.output = presenter
        router.viewController = view
        return view
    }
}
