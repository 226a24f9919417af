//
//  RouteEditorModuleBuilder.swift
//  Harbor
//

import UIKit

enum RouteEditorModuleBuilder {

    static func build(tripID: String) -> UIViewController {
        let view = RouteEditorViewController()
        let interactor = RouteEditorInteractor(tripID: tripID, trips: AppServices.shared.trips)
        let router = RouteEditorRouter()
        let presenter = RouteEditorPresenter(view: view, interactor: interactor, router: router, tripID: tripID)
        view.presenter = presenter
        interactor.output = presenter
        router.viewController = view
        return view
    }
}
