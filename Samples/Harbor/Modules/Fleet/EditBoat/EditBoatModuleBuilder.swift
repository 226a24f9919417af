//
//  EditBoatModuleBuilder.swift
//  Harbor
//

import UIKit

enum EditBoatModuleBuilder {

    static func build(boatID: String) -> UIViewController {
        let view = EditBoatViewController()
        let router = EditBoatRouter()
        let presenter = EditBoatPresenter(view: view, router: router, boatID: boatID)
        view.presenter = presenter
        router.viewController = view
        return view
    }
}
