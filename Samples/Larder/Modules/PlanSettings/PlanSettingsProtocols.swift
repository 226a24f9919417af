//
//  PlanSettingsProtocols.swift
//  Larder
//

import UIKit

protocol PlanSettingsViewProtocol: AnyObject {
    func display(sections: [[ListItem]])
    func display(error message: String)
}

protocol PlanSettingsPresenterProtocol: AnyObject {
    func viewDidLoad()
    func didTapNutritionGoals()
    func didTapClose()
}

protocol PlanSettingsInteractorInput: AnyObject {
    func load()
}

protocol PlanSettingsInteractorOutput: AnyObject {
    func didLoad(sections: [[ListItem]])
    func didFail(with error: Error)
}

protocol PlanSettingsRouterProtocol: AnyObject {
    func openNutritionGoals()
    func close()
}
