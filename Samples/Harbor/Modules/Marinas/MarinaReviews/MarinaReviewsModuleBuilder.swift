//
//  MarinaReviewsModuleBuilder.swift
//  Harbor
//

import UIKit

enum MarinaReviewsModuleBuilder {

    static func build(marinaID: String) -> UIViewController {
        let view = MarinaReviewsViewController()
        let interactor = MarinaReviewsInteractor(marinaID: marinaID, marinas: AppServices.shared.marinas)
        let router = MarinaReviewsRouter()
        let presenter = MarinaReviewsPresenter(view: view, interactor: interactor, router: router, marinaID: marinaID)
        view.presenter = presenter
        interactor.output = presenter
        router.viewController = view
        return view
    }
}
