//
//  BerthAvailabilityModuleBuilder.swift
//  Harbor
//

import UIKit

enum BerthAvailabilityModuleBuilder {

    static func build(marinaID: String) -> UIViewController {
        let view = BerthAvailabilityViewController()
        let interactor = BerthAvailabilityInteractor(marinaID: marinaID, marinas: AppServices.shared.marinas)
        let router = BerthAvailabilityRouter()
        let presenter = BerthAvailabilityPresenter(view: view, interactor: interactor, router: router, marinaID: marinaID)
        view.presenter = presenter
        interactor.output = presenter
        router.viewController = view
        return view
    }
}
