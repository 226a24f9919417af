//
//  PlanTemplatesProtocols.swift
//  Larder
//

import UIKit

protocol PlanTemplatesViewProtocol: AnyObject {
    func display(sections: [[ListItem]])
    func display(error message: String)
}

protocol PlanTemplatesPresenterProtocol: AnyObject {
    func viewDidLoad()
    func didSelectTemplateDetails(at index: Int)
}

protocol PlanTemplatesInteractorInput: AnyObject {
    func load()
}

protocol PlanTemplatesInteractorOutput: AnyObject {
    func didLoad(sections: [[ListItem]])
    func didFail(with error: Error)
}

protocol PlanTemplatesRouterProtocol: AnyObject {
    func openTemplateDetails(templateID: String)
}
