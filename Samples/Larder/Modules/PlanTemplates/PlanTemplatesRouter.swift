//
//  PlanTemplatesRouter.swift
//  Larder
//

import UIKit

final class PlanTemplatesRouter {

    weak var viewController: PlanTemplatesViewController?
}

extension PlanTemplatesRouter: PlanTemplatesRouterProtocol {
    func openTemplateDetails(templateID: String) {
        let screen = TemplateDetailsModuleBuilder.build(templateID: templateID)
        viewController?.navigationController?.pushViewController(screen, animated: true)
    }
}
