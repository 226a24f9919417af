//
//  WaypointModuleBuilder.swift
//  Harbor
//

import UIKit

enum WaypointModuleBuilder {

    static func build(waypointID: String) -> UIViewController {
        let view = WaypointViewController()
        let router = WaypointRouter()
        let presenter = WaypointPresenter(view: view, router: router, waypointID: waypointID)
        view.presenter = presenter
        router.viewController = view
        return view
    }
}
