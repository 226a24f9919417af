//
//  EventsModuleBuilder.swift
//  Harbor
//

import UIKit

enum EventsModuleBuilder {

    static func build() -> UIViewController {
        let view = EventsViewController()
        let interactor = EventsInteractor(community: AppServices.shared.community)
        let router = EventsRouter()
        let presenter = EventsPresenter(view: view, interactor: interactor, router: router)
        view.presenter = presenter
        interactor.output = presenter
        router.viewController = view
        return view
    }
}
