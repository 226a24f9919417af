//
//  WriteReviewModuleBuilder.swift
//  Harbor
//

import UIKit

enum WriteReviewModuleBuilder {

    static func build(marinaID: String) -> UIViewController {
        let view = WriteReviewViewController()
        let interactor = WriteReviewInteractor(marinaID: marinaID, marinas: AppServices.shared.marinas)
        let router = WriteReviewRouter()
        let presenter = WriteReviewPresenter(view: view, interactor: interactor, router: router, marinaID: marinaID)
        view.presenter = presenter
        interactor.output = presenter
        router.viewController = view
        return view
    }
}
