//
//  FeedModuleBuilder.swift
//  Harbor
//

import UIKit

enum FeedModuleBuilder {

    static func build() -> UIViewController {
        let view = FeedViewController()
        let interactor = FeedInteractor(community: AppServices.shared.community)
        let router = FeedRouter(screenProvider: AppServices.shared.promotions)
        let presenter = FeedPresenter(view: view, interactor: interactor, router: router)
        view.presenter = presenter
        interactor.output = presenter
        router.viewController = view
        return view
    }
}
