//
//  TemplateDetailsModuleBuilder.swift
//  Larder
//

import UIKit

enum TemplateDetailsModuleBuilder {

    static func build(templateID: String) -> UIViewController {
        let view = TemplateDetailsViewController()
        let interactor = TemplateDetailsInteractor(templateID: templateID, planner: AppServices.shared.planner)
        let router = TemplateDetailsRouter()
        let presenter = TemplateDetailsPresenter(view: view, interactor: interactor, router: router, templateID: templateID)
        view.presenter = presenter
        interactor.output = presenter
        router.viewController = view
        return view
    }
}
