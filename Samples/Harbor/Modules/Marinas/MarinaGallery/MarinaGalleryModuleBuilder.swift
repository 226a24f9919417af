//
//  MarinaGalleryModuleBuilder.swift
//  Harbor
//

import UIKit

enum MarinaGalleryModuleBuilder {

    static func build(marinaID: String) -> UIViewController {
        let view = MarinaGalleryViewController()
        let interactor = MarinaGalleryInteractor(marinaID: marinaID, marinas: AppServices.shared.marinas)
        let router = MarinaGalleryRouter()
        let presenter = MarinaGalleryPresenter(view: view, interactor: interactor, router: router, marinaID: marinaID)
        view.presenter = presenter
        interactor.output = presenter
        router.viewController = view
        return view
    }
}
