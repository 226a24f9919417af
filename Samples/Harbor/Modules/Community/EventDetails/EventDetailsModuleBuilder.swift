//
//  EventDetailsModuleBuilder.swift
//  Harbor
//

import UIKit

enum EventDetailsModuleBuilder {

    static func build(eventID: String) -> UIViewController {
        let view = EventDetailsViewController()
        let interactor = EventDetailsInteractor(eventID: eventID, community: AppServices.shared.community)
        let router = EventDetailsRouter()
        let presenter = EventDetailsPresenter(view: view, interactor: interactor, router: router, eventID: eventID)
        view.presenter = presenter
        interactor.output = presenter
        router.viewController = view
        return view
    }
}
