//
//  AmenitiesModuleBuilder.swift
//  Harbor
//

import UIKit

enum AmenitiesModuleBuilder {

    static func build(marinaID: String) -> UIViewController {
        let view = AmenitiesViewController()
        let interactor = AmenitiesInteractor(marinaID: marinaID, marinas: AppServices.shared.marinas)
        let router = AmenitiesRouter()
        let presenter = AmenitiesPresenter(view: view, interactor: interactor, router: router, marinaID: marinaID)
        view.presenter = presenter
        interactor.output = presenter
        router.viewController = view
        return view
    }
}
