//
//  AlertModuleBuilder.swift
//  Harbor
//

import UIKit

/// Harbor's own alert: a branded card over a dimmed screen, for messages that need more than a system alert
/// (an explanation, a link). It is a module like any other; callers present it over full screen.
enum AlertModuleBuilder {

    static func build(alert: AppAlert) -> UIViewController {
        let view = AlertViewController()
        let router = AlertRouter()
        let presenter = AlertPresenter(view: view, router: router, alert: alert)
        view.presenter = presenter
        router.viewController = view
        return view
    }
}
